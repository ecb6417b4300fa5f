// One journal article (decision 0092): where it sits (home › journal), its title, summary and byline, the cover, the
// body the server rendered from Markdown (decision 0090) in a reading column with its sections beside it on a wide
// screen, its tags and writer, a way to start a project like it, and two more articles to read next. Not published in this language: the 404 page.
import { ArticleBody } from '../components/ui/article-body';
import { IMAGE_SIZES } from '../components/ui/image-sizes';
import { PictureFoot } from '../components/ui/full-size-mark';
import type { JournalPost } from '../../src/contract/journal';
import { ContactCard } from '../components/ui/contact-card';
import { Picture } from '../components/ui/picture';
import { READING_COLUMN, ReadingTitle } from '../components/ui/reading-title';
import { SectionsNav } from '../components/ui/sections-nav';
import { ArticleByline } from '../features/journal/article-byline';
import { JournalCard } from '../features/journal/journal-card';
import { TagLinks } from '../features/journal/tag-links';
import { useLang, useT } from '../lib/i18n';
import { journalHead } from '../lib/journal-head';
import { feedPath, JOURNAL_PATH, journalRoute } from '../lib/published-routes';
import { publicQueries } from '../lib/public-queries';
import { usePublicRead } from '../lib/read-store';
import { useLocation } from '../lib/router';
import { headOrigin, useOwnHead } from '../lib/use-page-head';
import { NotFoundPage } from './not-found';

export function JournalPostPage() {
  const [path] = useLocation();
  const route = journalRoute(path);
  return route?.kind === 'post' ? <Article slug={route.slug} /> : <NotFoundPage />;
}

function Article({ slug }: { slug: string }) {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.journalPost(lang, slug));
  useOwnHead(data ? journalHead(t, lang, headOrigin(), { kind: 'post', slug }, data) : undefined);
  if (!data) return data === null || !isPending ? <NotFoundPage /> : <div className="min-h-screen" aria-busy="true" />;
  return <ArticleView post={data} />;
}

export function ArticleView({ post }: { post: JournalPost }) {
  const t = useT();
  const lang = useLang();
  const sections = post.headings.filter((heading) => heading.level === 2);
  return (
    <article className="pb-16 sm:pb-24">
      <header className="page-x pt-8 sm:pt-12">
        <ReadingTitle
          label={t.journal.breadcrumb}
          trail={[
            { href: '/', text: t.journal.home },
            { href: JOURNAL_PATH, text: t.journal.eyebrow },
          ]}
          title={post.title}
          summary={post.summary}
        >
          <div className="mt-8">
            <ArticleByline post={post} />
          </div>
          {/* Below 1024 px the contents are not beside the text: a closed list near the top, opened by a tap (native
              <details>, no script), where a long article's sections can be seen and jumped to (decision 0129). */}
          {sections.length > 1 && (
            <nav aria-label={t.journal.onThisPage} className="lg:hidden">
              {/* Closed by a hairline of its own under the byline's. */}
              <details className="group border-b border-line">
                <summary className="keyboard-ring flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-sm text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
                  {t.journal.onThisPage}
                  <span
                    className="i-lucide-chevron-down h-4 w-4 text-muted transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <ol className="mb-3 border-l border-line">
                  {sections.map((section) => (
                    <li key={section.id}>
                      <a
                        href={`#${encodeURIComponent(section.id)}`}
                        className="keyboard-ring -ml-px flex min-h-11 items-center border-l border-transparent py-1.5 pl-4 text-sm text-muted hover:border-accent hover:text-ink"
                      >
                        {section.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </details>
            </nav>
          )}
        </ReadingTitle>
      </header>
      {post.cover && (
        <div className="page-x mt-10">
          {/* Opens at full size, as a story's pictures do. A little wider than the text, not the page's width, so the
              text begins on the first screen. On a phone one detail of it at a reading size (decision 0163). */}
          <div className="mx-auto max-w-[48rem]">
            <a
              href={post.cover.path}
              className="keyboard-ring group screen-detail relative block rounded-2xl max-sm:aspect-[4/3] max-sm:border max-sm:border-line"
            >
              <Picture
                picture={post.cover}
                sizes={IMAGE_SIZES.cover}
                eager
                className="aspect-[16/9] h-auto w-full rounded-2xl border border-line object-cover"
              />
            </a>
            <PictureFoot href={post.cover.path} label={t.journal.fullSize} />
          </div>
        </div>
      )}
      {/* The text in the middle of the page, as a story's is; its contents held in the margin beside it, a step closer
          to it (2 rem, not 3: round 22 read the rail as floating away from the column; decision 0215). */}
      <div className="page-x mt-10 grid gap-12 sm:mt-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,38rem)_minmax(0,1fr)] lg:gap-8">
        {/* Below 1024 px the reading column too, so the title, the standfirst and the text share one width and one
            left edge at every width (the text had run the page's width under a centred title on a tablet). */}
        <div className={`min-w-0 lg:col-start-2 ${READING_COLUMN}`}>
          {/* The server's rendering of the Markdown (src/modules/publishing/markdown.ts): only elements and attributes
              it writes itself, links and images checked against its allowlist (its test runs the OWASP vectors). */}
          <ArticleBody html={post.html} />
          {/* Its topics under the text; the writer is named once, in the byline under the title (round 17 read the
              name twice: decision 0177). */}
          {post.tags.length > 0 && (
            <div className="mt-12 border-t border-line pt-6">
              <TagLinks tags={post.tags} names={post.tagNames} />
            </div>
          )}
          <ContactCard
            id="article-next"
            title={t.journal.contactTitle}
            body={t.journal.contactBody}
            action={t.journal.contactAction}
            back={{ href: JOURNAL_PATH, text: t.journal.allArticles }}
            className="mt-12"
          />
        </div>
        {sections.length > 1 && (
          <SectionsNav
            id="article-contents"
            label={t.journal.onThisPage}
            sections={sections}
            // Its label's baseline level with the first line of the text beside it (the text's line is taller than the
            // label's: round 22 read the rail as starting apart from the first paragraph).
            className="max-w-60 max-lg:hidden lg:sticky lg:top-24 lg:self-start lg:pt-1.5"
          />
        )}
      </div>
      {post.more.length > 0 && (
        // The rule over it as wide as the page's content, not its padding.
        <section aria-labelledby="article-more" className="page-x mt-16 sm:mt-20">
          {/* The journal's feed beside the heading, quietly: a way to read the next, not a second ask after the card's
              (it had stood under the article, over the card: decision 0154). */}
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-t border-line pt-12">
            <h2 id="article-more" className="text-2xl font-semibold tracking-[-0.02em] text-ink">
              {t.journal.keepReading}
            </h2>
            <a
              href={feedPath(lang)}
              type="application/rss+xml"
              className="keyboard-ring tap-target inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-muted hover:text-ink"
            >
              <span className="i-lucide-rss h-4 w-4" aria-hidden="true" />
              {t.journal.subscribe}
            </a>
          </div>
          {/* Two tiles of the journal's grid, side by side from 768 px, a step wider than the text as the cover is (rows
              in the reading column drew their covers as thumbnails beside long words: round 17, decision 0177). */}
          <ul className={`mt-8 grid gap-x-8 gap-y-12 ${post.more.length > 1 ? 'md:grid-cols-2' : ''}`}>
            {post.more.map((card) => (
              <li key={card.slug}>
                <JournalCard card={card} timeZone={post.timeZone} heading="h3" wide={post.more.length === 1} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
