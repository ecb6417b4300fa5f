// Under the stories on /work: the client stories that have no page in this language yet, in brief (a picture, else its
// headline result set large in the frame; title, what changed, its industry as a story's brief sets it: decision 0189), so the page shows every project the studio names, not only the ones written up. Plain
// summaries in the story cards' type (decision 0159, amending 0129's links to /services: round 14 read "See it among our
// services" as a dead end, the same words again), each figure under its summary as on every story card, and a quiet
// "Ask about a project like this" to /contact (decision 0172: round 16 read them as dead ends). Absent when every story
// has its page.
import type { WorkCard } from '../../../src/contract/work';
import { EntryImage, hasImage } from '../../components/ui/entry-image';
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import { Phrased } from '../../components/ui/phrased';
import { ResultLine } from '../../components/ui/published-card';
import { Marked } from '../../components/ui/marked';
import { ArrowLink } from '../../components/ui/arrow-link';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';
import { StoryBrief } from './story-brief';

export function MoreStories({ pages }: { pages: readonly WorkCard[] }) {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('caseStudies'));
  const more = (data ?? []).filter((study) => !pages.some((page) => page.studyId === study.id));
  if (more.length === 0) return null;
  // A lone study is one row across the page (its title beside its words from 768 px), not half a row beside nothing.
  const lone = more.length === 1;
  return (
    <section aria-labelledby="more-stories" className="mt-16 sm:mt-20">
      {/* A lone study is named as one ("One more project, in brief") under a quieter heading with no intro: round 20
          read a full section's heading and intro over a single row as thin (decision 0194). */}
      <h2 id="more-stories" className={lone ? 'pub-title text-xl sm:text-2xl' : 'section-title text-2xl sm:text-[1.75rem]'}>
        {lone ? t.work.moreOneTitle : t.work.moreTitle}
      </h2>
      {!lone && (
        <p className="muted wrap-balance phrase-balance mt-2 max-w-2xl">
          <Phrased text={t.work.moreIntro} balanced />
        </p>
      )}
      <ul className={`grid md:gap-x-12 ${lone ? 'mt-5' : 'mt-8 md:grid-cols-2'}`}>
        {more.map((study) => {
          const value = pick(study, 'resultValue', lang).trim();
          const description = pick(study, 'description', lang);
          return (
            // The story cards' words a size down (decision 0159): the industry on the meta line, the title leading, the
            // summary at the cards' one body size, the figure a line under it unless the summary says it already. Plain
            // summaries: no page of their own to open, and "See it among our services" had led to the same words again.
            <li
              key={study.id}
              className={`border-t border-line py-8 ${lone ? `md:grid md:gap-x-12 ${hasImage(study) ? 'md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center' : 'md:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]'}` : ''}`}
            >
              {/* Its picture (decision 0189: round 20 read the row as thin beside the stories above it): the study's own.
                  Without one, a compact text row, not a frame (round 21: a tinted frame of a figure read as a missing
                  image beside the stories' screens; decision 0211): its figure large in the accent over its label. */}
              {hasImage(study) ? (
                <div className={`overflow-hidden rounded-xl border border-line ${lone ? 'max-md:mb-6' : 'mb-6'}`}>
                  <EntryImage image={study} lang={lang} sizes={IMAGE_SIZES.half} className="aspect-[16/9]" />
                </div>
              ) : (
                <div aria-hidden="true" data-figure className={`grid gap-2 ${lone ? 'max-md:mb-5 md:self-start' : 'mb-5'}`}>
                  <span className="text-[3rem] leading-none font-semibold tracking-[-0.04em] text-accent-text tabular-nums sm:text-[4rem]">
                    <Marked text={value || pick(study, 'industry', lang)} />
                  </span>
                  {value && (
                    <span className="text-sm font-medium text-ink sm:text-base">
                      <Marked text={pick(study, 'resultLabel', lang)} />
                    </span>
                  )}
                </div>
              )}
              <div>
                <h3 className="pub-title text-lg sm:text-xl">
                  <Phrased text={pick(study, 'title', lang)} />
                </h3>
                {/* In Chinese balanced (round 18: 「三分之一。」 and 「少了六成。」 ended a summary alone on its line). */}
                <p
                  className={`muted mt-2 max-w-2xl leading-relaxed text-pretty max-sm:text-[0.9375rem] ${lang === 'zh' ? 'wrap-balance' : ''}`}
                >
                  <Phrased text={description} />
                </p>
                {/* The figure under the words only where the frame has a picture (else the frame says it). */}
                {value && hasImage(study) && (
                  <div className="mt-4">
                    <ResultLine value={value} label={pick(study, 'resultLabel', lang)} />
                  </div>
                )}
                <div className="mt-5">
                  <StoryBrief industry={pick(study, 'industry', lang)} />
                </div>
                {/* No page of its own: a quiet way to ask about one like it, so the card is not a dead end (round 16). */}
                <ArrowLink href="/contact" className="tap-target mt-3">
                  {t.work.askAbout}
                </ArrowLink>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
