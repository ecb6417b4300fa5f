// /work (decision 0095): the client stories that have a page of their own in the page's language, newest first: the
// newest large as the page's opening, the others cards of the publishing pages' one system (decision 0137), then the
// projects without a page, in brief, and the way to the journal.
import { IMAGE_SIZES } from '../components/ui/image-sizes';
import { ClosingLine } from '../components/ui/closing-line';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { PageLink } from '../components/ui/page-link';
import { Phrased } from '../components/ui/phrased';
import { coverGround, PublishedCard, ResultLine } from '../components/ui/published-card';
import { ClientNames } from '../features/work/client-names';
import { FeaturedStory } from '../features/work/featured-story';
import { WorkCover } from '../features/work/work-cover';
import { MoreStories } from '../features/work/more-stories';
import { StoryBrief } from '../features/work/story-brief';
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
  const [lead, ...rest] = data.items;
  // The client names under the header that have a story here link to it (decision 0231).
  const stories = new Map(data.items.flatMap((story) => (story.client ? [[story.client, workStoryPath(story.slug)] as const] : [])));
  return (
    <>
      <PageHero compact eyebrow={t.work.eyebrow} title={t.work.title} subtitle={t.work.intro} />
      {/* Proof under the header (round 22: "index headers carry no proof"; decision 0215): the clients' names as one light
          line (decision 0231), the stories below among them. Only what the site holds. */}
      {lead && <ClientNames stories={stories} />}
      <div className="page-x pt-10 sm:pt-14">
        {!lead ? (
          <p className="muted text-lg">{t.work.empty}</p>
        ) : (
          // The featured story first and largest (decision 0231; round 26: "the index looks the same all the way down"):
          // its screen the page's whole width, its figure large and the client's words beside its words. The others as
          // a tighter 2-up grid of the one card system /blog's share (decision 0137); a lone one a wide card of its own.
          <>
            <FeaturedStory story={lead} ground={coverGround(0)} />
            {rest.length > 0 && (
              <ul
                className={`mt-14 grid gap-x-8 gap-y-14 border-t border-line pt-14 sm:mt-16 sm:pt-16 ${rest.length === 1 ? '' : 'md:grid-cols-2'}`}
              >
                {rest.map((card, i) => (
                  <li key={card.slug}>
                    <PublishedCard
                      href={workStoryPath(card.slug)}
                      picture={card.cover}
                      fallback={
                        <WorkCover
                          cover={null}
                          result={card.result}
                          industry={card.industry}
                          sizes={IMAGE_SIZES.half}
                          className="h-full w-full"
                        />
                      }
                      meta={null}
                      title={card.title}
                      summary={<Phrased text={card.summary} balanced />}
                      footer={
                        // The figure with its words on one line under the summary (the frame shows it when there is no
                        // picture), on every card (decision 0172).
                        <>
                          {card.result && card.cover && <ResultLine value={card.result.value} label={card.result.label} />}
                          <div className={card.result && card.cover ? 'mt-5' : ''}>
                            <StoryBrief industry={card.industry} facts={card.facts} />
                          </div>
                        </>
                      }
                      wide={rest.length === 1}
                      action={t.work.readStory}
                      ground={coverGround(i + 1)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {/* The studies, then the projects in brief; the way to the journal is the closing band's second way in (decision 0231). */}
        <MoreStories pages={data.items} />
      </div>
      <CtaBand
        snug
        title={t.work.contactTitle}
        description={t.work.contactBody}
        after={lead ? <ClosingLine text={t.work.closing} href={JOURNAL_PATH} action={t.work.closingAction} /> : undefined}
      >
        <PageLink href="/contact" className="btn-on-dark btn-lg">
          {t.work.contactAction}
        </PageLink>
      </CtaBand>
    </>
  );
}
