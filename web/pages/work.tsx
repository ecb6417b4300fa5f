// /work (decision 0095): the client stories that have a page of their own in the page's language, newest first: the
// newest large as the page's opening, the others cards of the publishing pages' one system (decision 0137), then the
// projects without a page, in brief, and the way to the journal.
import { IMAGE_SIZES } from '../components/ui/image-sizes';
import { ClosingLine } from '../components/ui/closing-line';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { PageLink } from '../components/ui/page-link';
import { Phrased } from '../components/ui/phrased';
import { coverGround, PublishedCard, PublishedLead, ResultLine } from '../components/ui/published-card';
import { ClientNames } from '../features/work/client-names';
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
  /**
   * Up to three stories: each at the lead's tier, its screen large, alternating sides from 1024 px (round 15 read a
   * second story on a smaller card as a much weaker project; decision 0163). More than three: the newest leads, the
   * others cards of the one system.
   */
  const level = rest.length > 0 && rest.length <= 2;
  return (
    <>
      <PageHero compact eyebrow={t.work.eyebrow} title={t.work.title} subtitle={t.work.intro} />
      {/* Proof under the header (round 22: "index headers carry no proof"; decision 0215): the clients' names as home's
          logo wall sets them, the stories below among them. Only what the site holds. */}
      {lead && <ClientNames />}
      <div className="page-x pt-10 sm:pt-14">
        {!lead ? (
          <p className="muted text-lg">{t.work.empty}</p>
        ) : (
          // The first screen is the featured story, large (its screen big, its headline figure, its title); up to three
          // stories all so (`level`), else the others as cards of the one system /blog's share (decision 0137): three to a row from 1024 px when they come
          // in threes, else two from 768 px; a lone one a wide card of its own. One list, the lead its first item.
          <ul
            className={`grid gap-x-8 gap-y-14 ${rest.length === 1 ? '' : `md:grid-cols-2 ${rest.length % 3 === 0 ? 'lg:grid-cols-3' : ''}`}`}
          >
            {(level ? data.items : [lead]).map((story, i) => (
              <li
                key={story.slug}
                className={`col-span-full ${i < (level ? data.items.length - 1 : 1) ? 'border-b border-line pb-14 sm:pb-16' : ''}`}
              >
                <PublishedLead
                  href={workStoryPath(story.slug)}
                  picture={story.cover}
                  fallback={
                    <WorkCover
                      cover={null}
                      result={story.result}
                      industry={story.industry}
                      sizes={IMAGE_SIZES.half}
                      className="h-full w-full"
                    />
                  }
                  // The industry moves into the brief under the figure (decision 0189): over the title, only "Featured story",
                  // as the site's red eyebrow, its frame and headline a size up (round 21: small grey words on an entry
                  // like the others; decision 0211).
                  top={i === 0 ? <p className="eyebrow">{t.work.featured}</p> : null}
                  featured={i === 0 && data.items.length > 1}
                  title={story.title}
                  summary={<Phrased text={story.summary} balanced />}
                  footer={
                    // The title leads; the figure a line under the summary on every story, as on every card in brief
                    // (decision 0172: round 16 read the featured stories without one while the small cards had theirs).
                    // Without a picture the frame shows it instead. Then its brief: industry, how long, who, what was built.
                    <>
                      {story.result && story.cover && <ResultLine large value={story.result.value} label={story.result.label} />}
                      <div className={story.result && story.cover ? 'mt-6' : ''}>
                        <StoryBrief industry={story.industry} facts={story.facts} />
                      </div>
                    </>
                  }
                  action={t.work.readStory}
                  ground={coverGround(i)}
                  flip={i % 2 === 1}
                  eager={i === 0}
                  phoneCrop
                />
              </li>
            ))}
            {(level ? [] : rest).map((card, i) => (
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
        {/* The studies, then the projects in brief, then the way to the journal below them (round 11 of the review). */}
        <MoreStories pages={data.items} />
        {lead && <ClosingLine text={t.work.closing} href={JOURNAL_PATH} action={t.work.closingAction} className="mt-10 sm:mt-16" />}
      </div>
      <CtaBand snug title={t.work.contactTitle} description={t.work.contactBody}>
        <PageLink href="/contact" className="btn-on-dark btn-lg">
          {t.work.contactAction}
        </PageLink>
      </CtaBand>
    </>
  );
}
