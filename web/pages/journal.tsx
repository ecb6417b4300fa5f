// The journal (decision 0092): /blog and its numbered pages, and a tag's pages: the articles published in the page's
// language, newest first, ten to a page, the first of page one as the lead and the others in a grid, under the topics
// row; the feed's link under the header's lead. A page past the last, or a tag with nothing
// in this language, is the 404 page (the server says so too). A tag's page says how many articles it holds, and shows
// the client story whose industry is the tag's name, when there is one (decision 0159).
import { topicChoices, TopicsRow } from '../features/journal/topics-row';
import { CtaBand } from '../components/ui/cta-band';
import { ClosingLine } from '../components/ui/closing-line';
import { PageHero } from '../components/ui/page-hero';
import { PageLink } from '../components/ui/page-link';
import { JournalCard } from '../features/journal/journal-card';
import { coverGround, MetaLine, PublishedCard } from '../components/ui/published-card';
import { IMAGE_SIZES } from '../components/ui/image-sizes';
import { Marked } from '../components/ui/marked';
import { Phrased } from '../components/ui/phrased';
import { WorkCover } from '../features/work/work-cover';
import { JournalPager } from '../features/journal/journal-pager';
import { fill, useLang, useT } from '../lib/i18n';
import { journalHead } from '../lib/journal-head';
import { feedPath, JOURNAL_PATH, journalRoute, type JournalRoute, WORK_PATH, workStoryPath } from '../lib/published-routes';
import { publicQueries } from '../lib/public-queries';
import { usePublicRead } from '../lib/read-store';
import { useLocation } from '../lib/router';
import { headOrigin, useOwnHead } from '../lib/use-page-head';
import { NotFoundPage } from './not-found';

export function JournalPage() {
  const [path] = useLocation();
  const route = journalRoute(path);
  return route?.kind === 'list' ? <JournalList route={route} /> : <NotFoundPage />;
}

function JournalList({ route }: { route: Extract<JournalRoute, { kind: 'list' }> }) {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.journalPage(lang, route.page, route.tag));
  // A tag's page reads the client stories too (the server reads them before it renders one: page-reads.ts).
  const { data: work } = usePublicRead(publicQueries.workIndex(lang), Boolean(route.tag));
  useOwnHead(data ? journalHead(t, lang, headOrigin(), route, data) : undefined);
  if (!data) return data === null || !isPending ? <NotFoundPage /> : <div className="min-h-screen" aria-busy="true" />;
  const { tag } = route;
  const tagName = data.tagName ?? tag ?? '';
  const hasLead = data.page === 1;
  /** The articles after the lead. */
  const rest = data.items.length - (hasLead ? 1 : 0);
  // The story a topic shares: the first whose industry is the tag's name ("Manufacturing", 製造業) or its word.
  const named = (industry: string) => [tagName, tag].some((word) => word && industry.trim().toLowerCase() === word.toLowerCase());
  const story = tag ? work?.items.find((item) => named(item.industry)) : undefined;
  return (
    <>
      {tag ? (
        <TagHero
          title={fill(t.journal.tagTitle, { tag: tagName })}
          count={data.total === 1 ? t.journal.articleCountOne : fill(t.journal.articleCount, { count: data.total })}
          about={aboutTopic(t, lang, data)}
        />
      ) : (
        <PageHero compact eyebrow={t.journal.eyebrow} title={t.journal.title} subtitle={t.journal.intro}>
          {/* The feed to follow the journal by, under the journal's own lead where a reader looks for it (round 11), a
              step apart from it (round 16). */}
          <FeedLink />
        </PageHero>
      )}
      <div className="page-x pt-10 sm:pt-12">
        {/* The topics as a filter row (page one, once there are two: decision 0145). */}
        {data.page === 1 && topicChoices(data.topics, tag ?? null).length > 0 && (
          <div className="mb-8 sm:mb-10">
            <TopicsRow topics={data.topics} current={tag ?? null} />
          </div>
        )}
        {/* Back to the whole journal, unless the topics row above offers "All" already. */}
        {tag && topicChoices(data.topics, tag).length === 0 && (
          <p className="mb-10 text-sm">
            <PageLink href={JOURNAL_PATH} className="arrow-link tap-target">
              <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
              {t.journal.allArticles}
            </PageLink>
          </p>
        )}
        {data.items.length === 0 ? (
          <p className="muted text-lg">{t.journal.empty}</p>
        ) : (
          // The lead (the first of page one, a topic's page too) large, as /work's featured story, then the others two to
          // a row from 768 px on every list (round 18 read a topic's three columns beside the journal's two as two
          // systems), and a lone one after the lead as a row of its own, not half a grid (review of session 38).
          <ol className={`grid gap-x-8 gap-y-14 ${rest === 1 ? '' : 'md:grid-cols-2'}`}>
            {data.items.map((card, i) => {
              const lead = i === 0 && hasLead;
              return (
                // The lead's rule parts it from the grid under it; a lone lead (a topic of one article) has none to part.
                <li
                  key={card.slug}
                  className={lead ? `col-span-full ${rest > 0 ? 'mb-2 border-b border-line pb-12 sm:mb-4 sm:pb-14' : ''}` : ''}
                >
                  <JournalCard card={card} timeZone={data.timeZone} lead={lead} wide={!lead && rest === 1} tag={tag} />
                </li>
              );
            })}
          </ol>
        )}
        {/* The client story the topic shares, a wide card of /work's system, before the journal's other articles. */}
        {story && (
          <section aria-labelledby="journal-story" className="mt-16 sm:mt-20">
            <h2 id="journal-story" className="border-t border-line pt-12 text-2xl font-semibold tracking-[-0.02em] text-ink">
              {t.journal.relatedStory}
            </h2>
            <div className="mt-8">
              <PublishedCard
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
                meta={<MetaLine parts={[<Marked key="industry" text={story.industry} />]} />}
                title={story.title}
                summary={<Phrased text={story.summary} balanced />}
                heading="h3"
                wide
                action={t.journal.readStory}
                ground={coverGround(1)}
              />
            </div>
          </section>
        )}
        {/* A topic of one or two articles goes on to the journal's newest others, so it reads as a short list with more
            beyond it, not a page that ends on one card (decision 0154): two cards as /blog's grid draws them, across the
            page's width (round 16 read rows held to 864 px under a page of 1184 as a different page). */}
        {tag && data.others.length > 0 && (
          <section aria-labelledby="journal-others" className="mt-16 sm:mt-20">
            <h2 id="journal-others" className={`border-t border-line pt-12 text-2xl font-semibold tracking-[-0.02em] text-ink`}>
              {t.journal.otherArticles}
            </h2>
            <ul className="mt-8 grid gap-x-8 gap-y-14 md:grid-cols-2">
              {data.others.map((card) => (
                <li key={card.slug}>
                  <JournalCard card={card} timeZone={data.timeZone} heading="h3" />
                </li>
              ))}
            </ul>
          </section>
        )}
        <JournalPager page={data.page} pages={data.pages} tag={tag} />
      </div>
      {/* The journal's last page ends on what else there is, the client stories the notes come from: the closing band's
          second way in (decision 0231). */}
      <CtaBand
        snug
        title={t.journal.listContactTitle}
        description={t.journal.contactBody}
        after={
          !tag && data.page === data.pages && data.items.length > 0 ? (
            <ClosingLine text={t.journal.closing} href={WORK_PATH} action={t.journal.closingAction} />
          ) : undefined
        }
      >
        <PageLink href="/contact" className="btn-on-dark btn-lg">
          {t.journal.contactAction}
        </PageLink>
      </CtaBand>
    </>
  );
}

/** The feed to follow the journal by: the journal's own, a topic's page too. */
function FeedLink() {
  const t = useT();
  const lang = useLang();
  return (
    <a
      href={feedPath(lang)}
      type="application/rss+xml"
      className="keyboard-ring tap-target mt-2 inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-ink hover:text-accent-text"
    >
      <span className="i-lucide-rss h-4 w-4 text-accent-text" aria-hidden="true" />
      {t.journal.subscribe}
    </a>
  );
}

/**
 * What a topic's page is, said from what it holds (the tags have no words of their own): who wrote its articles, newest
 * first. The writers in the page's language's list form ("A and B", 「A和B」), no script of its own.
 */
function aboutTopic(t: ReturnType<typeof useT>, lang: 'en' | 'zh', data: { items: { author: { name: string } | null }[] }) {
  const writers = [...new Set(data.items.flatMap((card) => (card.author?.name ? [card.author.name] : [])))];
  if (writers.length === 0) return t.journal.tagAboutAnon;
  const list = new Intl.ListFormat(lang === 'zh' ? 'zh-Hant' : 'en', { type: 'conjunction' }).format(writers);
  return fill(t.journal.tagAbout, { writers: list });
}

/**
 * A topic's header (decision 0231, amending 0215): /blog's own header grid (`PageHero compact`: the headline on the left,
 * the line saying what the topic holds on the right with the feed under it), the count in the eyebrow ("Journal ·
 * 3 articles"). Round 26 read a second layout (the lead under the headline, the feed alone at the far right, a count pill
 * wrapping under the headline on a phone) as a different page.
 */
function TagHero({ title, count, about }: { title: string; count: string; about: string }) {
  const t = useT();
  return (
    <PageHero compact eyebrow={`${t.journal.eyebrow} · ${count}`} title={title} subtitle={about}>
      <FeedLink />
    </PageHero>
  );
}
