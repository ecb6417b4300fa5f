// One client story's page (decision 0095): where it sits (home › client stories), its title and summary, its figures,
// its picture, its facts (the client, the industry, the services it used), the story (Markdown the server rendered: the
// challenge, what was built, the results), the screens, the client's words, and a way to start a project like it, in
// one column on the journal article's axis (decision 0177). Not published in this
// language: the 404 page.
import { ArticleBody } from '../components/ui/article-body';
import { IMAGE_SIZES } from '../components/ui/image-sizes';
import { FullSizeLink, PictureFoot } from '../components/ui/full-size-mark';
import type { WorkStory } from '../../src/contract/work';
import { ContactCard } from '../components/ui/contact-card';
import { PageLink } from '../components/ui/page-link';
import { Phrased } from '../components/ui/phrased';
import { Picture } from '../components/ui/picture';
import { ResultFigure } from '../components/ui/result-figure';
import { READING_COLUMN, ReadingTitle } from '../components/ui/reading-title';
import { StoryFacts } from '../features/work/story-facts';
import { StoryQuote } from '../features/work/story-quote';
import { WorkCover } from '../features/work/work-cover';
import { fill, useLang, useT } from '../lib/i18n';
import { publicQueries } from '../lib/public-queries';
import { usePublicRead } from '../lib/read-store';
import { useLocation } from '../lib/router';
import { headOrigin, useOwnHead } from '../lib/use-page-head';
import { workHead } from '../lib/work-head';
import { WORK_PATH, workRoute, workStoryPath } from '../lib/published-routes';
import { NotFoundPage } from './not-found';

export function WorkStoryPage() {
  const [path] = useLocation();
  const route = workRoute(path);
  return route?.kind === 'story' ? <Story slug={route.slug} /> : <NotFoundPage />;
}

function Story({ slug }: { slug: string }) {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.workStory(lang, slug));
  useOwnHead(data ? workHead(t, lang, headOrigin(), { kind: 'story', slug }, data) : undefined);
  if (!data) return data === null || !isPending ? <NotFoundPage /> : <div className="min-h-screen" aria-busy="true" />;
  return <StoryView story={data} />;
}

/**
 * The project's big number under its summary, above its picture (decision 0172: round 16 looked for the figures where
 * the eye lands): its headline result in the accent, its words beside it on its baseline, as every /work card sets it.
 * Only that one: the figures its results table ends on are read in the table, with what they were before (round 22
 * read "6 days / 3 hours" at the top, again in the table and again in the text; decision 0215). Said once: the facts
 * below leave the result out.
 */
function HeadlineResult({ story }: { story: WorkStory }) {
  if (!story.result) return null;
  return (
    <dl data-stats="" className="mt-8 flex flex-wrap items-baseline gap-x-3 gap-y-1 border-t border-line pt-6">
      <dt className="order-2 min-w-0 text-base leading-snug font-medium text-ink sm:text-lg">
        <Phrased text={story.result.label} />
      </dt>
      <dd className="order-1 shrink-0 text-[2.5rem] leading-none font-semibold tracking-[-0.03em] text-accent-text tabular-nums sm:text-5xl">
        {story.result.value}
      </dd>
    </dl>
  );
}

export function StoryView({ story }: { story: WorkStory }) {
  const t = useT();
  return (
    <article className="pb-16 sm:pb-24">
      {/* One column from top to bottom, on the article's axis (decision 0177): the title, its figures, the picture a
          step wider, the facts, the story. A rail beside the story (0129) stood empty under its facts for the length
          of the text wherever the page was seen whole (round 17). */}
      <header className="page-x pt-8 sm:pt-12">
        {/* Its industry is among the facts below: no eyebrow says it first. */}
        <ReadingTitle
          label={t.work.breadcrumb}
          trail={[
            { href: '/', text: t.work.home },
            { href: WORK_PATH, text: t.work.eyebrow },
          ]}
          title={story.title}
          summary={story.summary}
        >
          <HeadlineResult story={story} />
        </ReadingTitle>
      </header>
      {/* Its picture when it has one; without, the result among the facts is the story's figure, not drawn again. */}
      {story.cover && (
        <div className="page-x mt-10 sm:mt-12">
          {/* Opens at full size, as the screens below do. Whole from 640 px; on a phone one detail of it round its
              focus at a reading size (decision 0163), as the screens below; captioned as they are. */}
          <figure>
            <a
              href={story.cover.path}
              className="keyboard-ring group screen-detail screen-pan relative block rounded-2xl max-sm:aspect-[4/3] max-sm:border max-sm:border-line"
            >
              <WorkCover
                cover={story.cover}
                result={story.result}
                industry={story.industry}
                sizes={IMAGE_SIZES.storyScreen}
                eager
                className="rounded-2xl border border-line"
              />
            </a>
            <ScreenCaption href={story.cover.path} caption={story.cover.alt} />
          </figure>
        </div>
      )}
      <div className="page-x mt-10 sm:mt-12">
        <div className={READING_COLUMN}>
          {/* The figures said once: the result is under the title, so the facts leave it out. */}
          <StoryFacts story={story} withResult={false} />
          <ArticleBody html={story.html} className="mt-10 sm:mt-12" />
        </div>
      </div>
      {story.gallery.length > 0 && (
        // Its heading as the story's own (the text's h2: size, weight, left edge in the story's column from 1024 px);
        // only the screens break out to the page's width (round 16 read a smaller heading on the page's edge).
        <section aria-labelledby="story-gallery" className="page-x mt-14 sm:mt-16">
          <h2 id="story-gallery" className={`text-[1.75rem] leading-[1.3] font-semibold tracking-[-0.015em] text-ink ${READING_COLUMN}`}>
            {story.gallery.length > 1 ? t.work.gallery : t.work.galleryOne}
          </h2>
          <ul className={`mt-6 grid gap-6 ${story.gallery.length > 1 ? 'md:grid-cols-2' : ''}`}>
            {story.gallery.map((image, i) => (
              <li key={image.path}>
                {/* The link is named by its place among the screens; its caption (the screen in words) is the figure's. */}
                <figure>
                  {/* Whole from 640 px, on a phone one detail round its focus at a reading size (decision 0163); it
                      opens at full size, and its corner says so. */}
                  <a
                    href={image.path}
                    className="keyboard-ring group screen-detail screen-pan relative block rounded-xl max-sm:aspect-[4/3] max-sm:border max-sm:border-line"
                  >
                    <Picture
                      picture={image}
                      sizes={story.gallery.length > 1 ? IMAGE_SIZES.storyScreenHalf : IMAGE_SIZES.storyScreen}
                      alt={fill(t.work.screen, { n: i + 1, count: story.gallery.length })}
                      className="h-auto w-full rounded-xl border border-line"
                    />
                  </a>
                  <ScreenCaption href={image.path} caption={image.alt} n={story.gallery.length > 1 ? String(i + 1).padStart(2, '0') : ''} />
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {story.quote && <StoryQuote quote={story.quote} />}
      {/* The story's end: a project like it, and beside it the next story (as an article ends with more to read). */}
      {/* The page's width, as the screens, the header and the footer: two edges under the text's, the text's own and the
          page's (round 20 counted a third at 64rem; decision 0194). */}
      <div className="page-x mt-16">
        {/* Both cards one height, their actions pinned to the foot and level (round 21: the contact card ~25 px shorter
            than the next story read as misaligned; decision 0211, amending 0194's own heights). */}
        <div className={`grid gap-6 ${story.next ? 'md:grid-cols-2' : ''}`}>
          <ContactCard
            id="story-next"
            title={t.work.contactTitle}
            body={t.work.contactBody}
            action={t.work.contactAction}
            back={{ href: WORK_PATH, text: t.work.allStories }}
            className="max-w-[44rem]"
          />
          {story.next && (
            <nav aria-labelledby="story-following" className="card group relative flex flex-col gap-3 p-6 hover:border-line-strong sm:p-8">
              <h2 id="story-following" className="eyebrow">
                {t.work.nextStory}
              </h2>
              {story.next.result && (
                <ResultFigure
                  size="md"
                  value={story.next.result.value}
                  label={story.next.result.label}
                  labelClassName="mt-2 text-[0.9375rem] leading-snug font-medium text-muted sm:text-base"
                />
              )}
              <PageLink
                href={workStoryPath(story.next.slug)}
                className="keyboard-ring block rounded-sm text-xl font-semibold tracking-[-0.02em] text-pretty text-ink after:absolute after:inset-0 after:content-[''] group-hover:text-accent-text"
              >
                <Phrased text={story.next.title} />
              </PageLink>
              {/* The way on as every card on /work says it: the dictionary's words and the design system's arrow, on a line
                of their own under the title (the whole card is the link, named by the title), at the card's foot, level with
                the contact card's actions beside it (decision 0159: round 14 read an empty block under them). */}
              <span className="arrow-link mt-auto self-start pt-1" aria-hidden="true">
                {t.work.readStory}
                <span className="i-lucide-arrow-right h-4 w-4" />
              </span>
            </nav>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * Every screen on a story's page captioned one way (round 28, problem 7: the cover had none and its "Full size" on a row
 * of its own): its number where there are several, what it shows, and its full-size link on the caption's line at every
 * width, never over the screen (round 19). On a phone, where the screen pans at a reading size, the hint under the words.
 */
function ScreenCaption({ href, caption, n = '' }: { href: string; caption: string; n?: string }) {
  const t = useT();
  if (!caption) return <PictureFoot href={href} label={t.work.fullSize} hint={t.work.pan} />;
  return (
    <figcaption data-screen-caption="" className="mt-2 flex items-start gap-3 text-sm text-muted">
      {n && <span className="pt-1 font-semibold text-ink tabular-nums max-sm:pt-3">{n}</span>}
      <span className="min-w-0 flex-1 pt-1 max-sm:pt-3">
        <Phrased text={caption} />
        <span className="mt-1 block text-faint sm:hidden">{t.work.pan}</span>
      </span>
      <FullSizeLink href={href} label={t.work.fullSize} />
    </figcaption>
  );
}
