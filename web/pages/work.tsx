// /work (decision 0095): the client stories that have a page of their own in the page's language, newest first, each
// a card with its picture (or a drawn scene), industry, headline result, title and summary.
import { IMAGE_SIZES } from '../components/ui/image-sizes';
import { ClosingLine } from '../components/ui/closing-line';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { PageLink } from '../components/ui/page-link';
import { Marked } from '../components/ui/marked';
import { Phrased } from '../components/ui/phrased';
import { ResultFigure } from '../components/ui/result-figure';
import { WorkCover } from '../features/work/work-cover';
import { MoreStories } from '../features/work/more-stories';
import { useLang, useT } from '../lib/i18n';
import { publicQueries } from '../lib/public-queries';
import { usePublicRead } from '../lib/read-store';
import { headOrigin, useOwnHead } from '../lib/use-page-head';
import { workHead } from '../lib/work-head';
import { JOURNAL_PATH, workRoute, workStoryPath } from '../lib/published-routes';
import { useLocation } from '../lib/router';
import { WorkStoryPage } from './work-story';
import { NotFoundPage } from './not-found';

/** /work and /work/{slug}: one screen (one script) for both, the address saying which. */
export function WorkScreen() {
  const [path] = useLocation();
  return workRoute(path)?.kind === 'story' ? <WorkStoryPage /> : <WorkPage />;
}

function WorkPage() {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.workIndex(lang));
  useOwnHead(data ? workHead(t, lang, headOrigin(), { kind: 'index' }, data) : undefined);
  if (!data) return data === null || !isPending ? <NotFoundPage /> : <div className="min-h-screen" aria-busy="true" />;
  const featured = data.items.length % 2 === 1;
  return (
    <>
      <PageHero compact eyebrow={t.work.eyebrow} title={t.work.title} subtitle={t.work.intro} />
      <div className="page-x pt-10 sm:pt-12">
        {data.items.length === 0 ? (
          <p className="muted text-lg">{t.work.empty}</p>
        ) : (
          // Two to a row from 768 px; an odd count's first is the featured one across the row, its picture beside its
          // words, so no row is left half empty (few stories look meant: review of session 38).
          <ul className="grid gap-8 md:grid-cols-2">
            {data.items.map((card, i) => (
              <li
                key={card.slug}
                data-featured={i === 0 && featured ? '' : undefined}
                className={`card group relative flex flex-col overflow-hidden ${i === 0 && featured ? 'md:col-span-2 md:grid md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]' : ''}`}
              >
                <WorkCover
                  cover={card.cover}
                  result={card.result}
                  industry={card.industry}
                  sizes={IMAGE_SIZES.half}
                  eager={i < 2}
                  framed
                  className={`border-b border-line ${i === 0 && featured ? 'md:h-full md:border-r md:border-b-0' : ''}`}
                />
                <div className="flex flex-1 flex-col p-6 sm:p-8">
                  {card.industry && (
                    <span className="chip self-start">
                      <Marked text={card.industry} />
                    </span>
                  )}
                  {/* Without a picture the panel above shows the figure: not twice. */}
                  {card.result && card.cover && (
                    // The label under the figure, at a reading size: beside it on one baseline it read as a footnote
                    // (review of session 37).
                    <ResultFigure
                      value={card.result.value}
                      label={card.result.label}
                      labelClassName="mt-2 text-[0.9375rem] leading-snug font-medium text-muted sm:text-base"
                      className="mt-5"
                    />
                  )}
                  {/* Each card's words start under its own title: a one-line title leaves no gap held for a second line. */}
                  <h2 className="card-title mt-4 text-xl">
                    <PageLink href={workStoryPath(card.slug)} className="keyboard-ring after:absolute after:inset-0 after:content-['']">
                      <Phrased text={card.title} />
                    </PageLink>
                  </h2>
                  <p className="muted mt-2 flex-1 leading-relaxed">
                    <Marked text={card.summary} />
                  </p>
                  <span
                    className="mt-6 inline-flex items-center gap-1 self-start text-sm font-semibold text-accent-text group-hover:underline"
                    aria-hidden="true"
                  >
                    {t.work.readStory}
                    <span className="i-lucide-arrow-right h-4 w-4" />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {data.items.length > 0 && <ClosingLine text={t.work.closing} href={JOURNAL_PATH} action={t.work.closingAction} className="mt-12" />}
        <MoreStories pages={data.items} />
      </div>
      <CtaBand title={t.work.contactTitle} description={t.work.contactBody}>
        <PageLink href="/contact" className="btn-on-dark btn-lg">
          {t.work.contactAction}
        </PageLink>
      </CtaBand>
    </>
  );
}
