// The journal (decision 0092): /blog and its numbered pages, and a tag's pages: the articles published in the page's
// language, newest first, ten to a page, the first of page one as the lead. A page past the last, or a tag with nothing
// in this language, is the 404 page (the server says so too).
import { topicChoices, TopicsRow } from '../features/journal/topics-row';
import { CtaBand } from '../components/ui/cta-band';
import { PageHero } from '../components/ui/page-hero';
import { PageLink } from '../components/ui/page-link';
import { JournalCard } from '../features/journal/journal-card';
import { JournalPager } from '../features/journal/journal-pager';
import { fill, useLang, useT } from '../lib/i18n';
import { journalHead } from '../lib/journal-head';
import { JOURNAL_PATH, journalRoute, type JournalRoute } from '../lib/published-routes';
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
  useOwnHead(data ? journalHead(t, lang, headOrigin(), route, data) : undefined);
  if (!data) return data === null || !isPending ? <NotFoundPage /> : <div className="min-h-screen" aria-busy="true" />;
  const { tag } = route;
  const tagName = data.tagName ?? tag ?? '';
  return (
    <>
      <PageHero
        eyebrow={tag ? t.journal.tagEyebrow : t.journal.eyebrow}
        title={tag ? fill(t.journal.tagTitle, { tag: tagName }) : t.journal.title}
        subtitle={tag ? fill(t.journal.tagIntro, { tag: tagName }) : t.journal.intro}
      />
      <div className="page-x pt-12 sm:pt-16">
        {data.page === 1 && <TopicsRow topics={data.topics} current={tag ?? null} />}
        {tag && (
          <p className="muted mb-10 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span>{data.total === 1 ? t.journal.countOne : fill(t.journal.count, { count: String(data.total) })}</span>
            {/* Back to the whole journal, unless the topics row above offers "All" already. */}
            {topicChoices(data.topics, tag).length === 0 && (
              <PageLink href={JOURNAL_PATH} className="link tap-target inline-flex items-center gap-1">
                <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
                {t.journal.allArticles}
              </PageLink>
            )}
          </p>
        )}
        {data.items.length === 0 ? (
          <p className="muted text-lg">{t.journal.empty}</p>
        ) : (
          // The lead, then the others as rows of one column, each between hairlines.
          <ol className="grid">
            {data.items.map((card, i) => {
              // The first of page one leads; on a tag's page only when it is the one article.
              const lead = i === 0 && data.page === 1 && (!tag || data.items.length === 1);
              return (
                <li key={card.slug} className={lead ? 'mb-6 sm:mb-8' : 'border-t border-line py-8 first:border-t-0 first:pt-0'}>
                  <JournalCard card={card} timeZone={data.timeZone} lead={lead} tag={tag} />
                </li>
              );
            })}
          </ol>
        )}
        <JournalPager page={data.page} pages={data.pages} tag={tag} />
      </div>
      <CtaBand title={t.journal.listContactTitle} description={t.journal.contactBody}>
        <PageLink href="/contact" className="btn-on-dark btn-lg">
          {t.journal.contactAction}
        </PageLink>
      </CtaBand>
    </>
  );
}
