// /work's featured story (decision 0231; round 26: "the Featured story looks exactly like the other rows"): its screen
// across the page's whole width, then its words beside its proof: the title, the summary, its brief and the way in on the
// left; its headline figure set large and the client's words as a pull quote on the right. The other stories follow as a
// tighter 2-up grid of the one card system (work.tsx). No face, no initials: the quote is words and a name.
import type { WorkCard } from '../../../src/contract/work';
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import { ArrowLink } from '../../components/ui/arrow-link';
import { Marked } from '../../components/ui/marked';
import { PageLink } from '../../components/ui/page-link';
import { Phrased } from '../../components/ui/phrased';
import { type Corner, ScreenCrop } from '../../components/ui/screen-crop';
import { useLang, useT } from '../../lib/i18n';
import { workStoryPath } from '../../lib/published-routes';
import { StoryBrief } from './story-brief';
import { WorkCover } from './work-cover';

/**
 * The featured screen: centred at 86 % of the frame's width from its top, running off its foot (its name, its figures
 * and the head of its chart at a reading size). On a phone the stylesheet's `screen-detail` shows it whole instead, so no
 * crop loses the point of the screen (round 26, problem 4).
 */
const FEATURED_SCREEN: Corner = {
  inset: 'top-8 sm:top-12 left-1/2 -translate-x-1/2 w-[86%]',
  origin: 'origin-top',
  edge: 'border rounded-xl',
};

export function FeaturedStory({ story, ground }: { story: WorkCard; ground: string }) {
  const t = useT();
  const lang = useLang();
  const href = workStoryPath(story.slug);
  const [open, close] = lang === 'zh' ? ['「', '」'] : ['“', '”'];
  const pull = story.pull;
  return (
    <article data-featured="" className="group">
      <PageLink
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className={`block overflow-hidden rounded-2xl border border-line ${ground} h-[15rem] sm:h-[26rem] lg:h-[32rem]`}
      >
        {story.cover ? (
          <ScreenCrop picture={story.cover} width="" eager hover detail corner={FEATURED_SCREEN} className="h-full" />
        ) : (
          <WorkCover cover={null} result={story.result} industry={story.industry} sizes={IMAGE_SIZES.page} className="h-full w-full" />
        )}
      </PageLink>
      {/* Its words, its proof, then its brief and the way in, in reading order (round 28, problem 1: on a phone the figure
        and the quote came after "Read the story"). From 1024 px the proof takes the right column across both rows. */}
      <div className="mt-8 grid gap-10 lg:mt-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-0">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <p className="eyebrow">{t.work.featured}</p>
          <h2 className="pub-title mt-4 text-[1.75rem] leading-tight sm:text-[2.5rem]">
            <PageLink href={href} className="keyboard-ring rounded-sm group-hover:text-accent-text">
              <Phrased text={story.title} />
            </PageLink>
          </h2>
          <p className="lead mt-4 max-w-xl">
            <Phrased text={story.summary} balanced />
          </p>
        </div>
        {(story.result || pull) && (
          <div className="min-w-0 border-t border-line pt-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:border-t-0 lg:border-l lg:pt-1 lg:pl-12">
            {story.result && (
              <p data-featured-figure="">
                <span className="block text-[3.5rem] leading-none font-semibold tracking-[-0.045em] text-accent-text tabular-nums sm:text-[4.5rem]">
                  <Marked text={story.result.value} />
                </span>
                <span className="mt-3 block text-base font-medium text-ink sm:text-lg">
                  <Marked text={story.result.label} />
                </span>
              </p>
            )}
            {/* Its opening mark hung at every width, as the story page's quote (round 28, problem 10: on a phone the Chinese
              quote's 「 read as an indented first line). */}
            {pull && (
              <figure className={story.result ? 'mt-8 border-t border-line pt-8' : ''}>
                <blockquote
                  className={`display-quote text-lg leading-snug font-medium tracking-[-0.01em] wrap-balance text-ink sm:text-xl ${lang === 'zh' ? 'indent-[-0.5em]' : 'indent-[-0.42em]'}`}
                >
                  <p>
                    {open}
                    <Phrased text={pull.quote} />
                    {close}
                  </p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-ink">{pull.name}</span>
                  <span className="muted">{[pull.role, pull.company].filter(Boolean).map((part) => ` · ${part}`)}</span>
                </figcaption>
              </figure>
            )}
          </div>
        )}
        <div className="min-w-0 lg:col-start-1 lg:row-start-2 lg:pt-7">
          <StoryBrief industry={story.industry} facts={story.facts} />
          <ArrowLink href={href} about={story.title} className="tap-target mt-7">
            {t.work.readStory}
          </ArrowLink>
        </div>
      </div>
    </article>
  );
}
