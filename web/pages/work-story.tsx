// One client story's page (decision 0095): where it sits (home › client stories), its title and summary, its
// facts (the headline result, the client, the industry, the services it used: a rail beside the story from 1024 px,
// decision 0129), its picture, the story (Markdown the
// server rendered: the challenge, what was built, the results), the screens, the client's words, and a way to start a
// project like it. Not published in this
// language: the 404 page.
import { ArticleBody } from '../components/ui/article-body';
import { IMAGE_SIZES } from '../components/ui/image-sizes';
import { FullSizeMark } from '../components/ui/full-size-mark';
import type { WorkStory } from '../../src/contract/work';
import { ContactCard } from '../components/ui/contact-card';
import { PageLink } from '../components/ui/page-link';
import { Phrased } from '../components/ui/phrased';
import { Picture } from '../components/ui/picture';
import { ResultFigure } from '../components/ui/result-figure';
import { ReadingTitle } from '../components/ui/reading-title';
import { SectionsNav } from '../components/ui/sections-nav';
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
 * A thin strip of the project's figures under its summary, above its picture (decision 0172: round 16 looked for them
 * where the eye lands): the headline result, then the figures its results table ends on. Only with such a table.
 */
function StatsStrip({ story }: { story: WorkStory }) {
  const stats = story.stats ?? [];
  if (stats.length === 0) return null;
  const all = [...(story.result ? [story.result] : []), ...stats];
  return (
    <dl data-stats="" className="mt-8 grid max-w-4xl gap-y-4 border-y border-line py-4 sm:grid-cols-3 sm:divide-x sm:divide-line">
      {all.map((stat) => (
        <div key={stat.label} className="flex min-w-0 flex-col-reverse gap-1 sm:px-6 sm:first:pl-0">
          <dt className="text-sm leading-snug text-muted">
            <Phrased text={stat.label} />
          </dt>
          <dd className="text-2xl leading-none font-semibold tracking-[-0.02em] text-ink tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StoryView({ story }: { story: WorkStory }) {
  const t = useT();
  // The story's sections, and its screens after them, for the rail's way through it.
  const sections = [
    ...story.headings.filter((heading) => heading.level === 2),
    ...(story.gallery.length > 0 ? [{ id: 'story-gallery', text: story.gallery.length > 1 ? t.work.gallery : t.work.galleryOne }] : []),
  ];
  return (
    <article className="pb-16 sm:pb-24">
      <header className="page-x pt-8 sm:pt-12">
        {/* Its industry is among the facts below: no eyebrow says it first. On the page's edge, as the facts and the
            pictures under it are (one left edge above the story's reading column). */}
        <ReadingTitle
          wide
          label={t.work.breadcrumb}
          trail={[
            { href: '/', text: t.work.home },
            { href: WORK_PATH, text: t.work.eyebrow },
          ]}
          title={story.title}
          summary={story.summary}
        />
        <StatsStrip story={story} />
      </header>
      {/* One grid for the picture, the facts and the story (decision 0129). On a phone and a tablet, one column: the facts
          once, compactly, under the title, then the picture and the story. From 1024 px the picture spans the width and,
          under it, the facts are a rail on the title's edge that stays in sight while the story (its headings in its own
          column) is read beside it: the rail had held only the section headings, with the room under each empty. */}
      <div className="page-x mt-8 grid sm:mt-10 lg:grid-cols-[minmax(12rem,1fr)_minmax(0,42rem)] lg:gap-x-12">
        {/* The rail: the facts, then (from 1024 px) the story's sections and its screens as a way through it (round 12
            read the rail under the facts as 40 % empty). No ask of its own: the page asks once, at its end (decision 0154). */}
        <div className="lg:sticky lg:top-24 lg:col-start-1 lg:row-start-2 lg:mt-14 lg:self-start">
          <StoryFacts story={story} />
          {sections.length > 1 && (
            <SectionsNav id="story-contents" label={t.work.inThisStory} sections={sections} className="mt-8 max-lg:hidden" />
          )}
        </div>
        {/* Its picture when it has one; without, the result among the facts is the story's figure, not drawn again. */}
        {story.cover && (
          <div className="mt-10 lg:col-span-2 lg:row-start-1 lg:mt-0">
            {/* Opens at full size, as the screens below do. Whole from 640 px; on a phone one detail of it round its
                focus at a reading size (round 15 read the whole screen there as unreadable: decision 0163, amending
                0154's whole picture at every width), as the screens below. */}
            <a
              href={story.cover.path}
              className="keyboard-ring group screen-detail relative block rounded-2xl max-sm:aspect-[4/3] max-sm:border max-sm:border-line"
            >
              <WorkCover
                cover={story.cover}
                result={story.result}
                industry={story.industry}
                sizes={IMAGE_SIZES.storyScreen}
                eager
                className="rounded-2xl border border-line"
              />
              <FullSizeMark label={t.work.fullSize} />
            </a>
          </div>
        )}
        <div className="mt-10 min-w-0 sm:mt-14 lg:col-start-2 lg:row-start-2">
          <ArticleBody html={story.html} className="max-lg:max-w-[40rem]" />
        </div>
      </div>
      {story.gallery.length > 0 && (
        // Its heading as the story's own (the text's h2: size, weight, left edge in the story's column from 1024 px);
        // only the screens break out to the page's width (round 16 read a smaller heading on the page's edge).
        <section aria-labelledby="story-gallery" className="page-x mt-14 grid lg:grid-cols-[minmax(12rem,1fr)_minmax(0,42rem)] lg:gap-x-12">
          <h2 id="story-gallery" className="text-[1.75rem] leading-[1.3] font-semibold tracking-[-0.015em] text-ink lg:col-start-2">
            {story.gallery.length > 1 ? t.work.gallery : t.work.galleryOne}
          </h2>
          <ul className={`mt-6 grid gap-6 lg:col-span-2 ${story.gallery.length > 1 ? 'md:grid-cols-2' : ''}`}>
            {story.gallery.map((image, i) => (
              <li key={image.path}>
                {/* The link is named by its place among the screens; its caption (the screen in words) is the figure's. */}
                <figure>
                  {/* Whole from 640 px, on a phone one detail round its focus at a reading size (decision 0163); it
                      opens at full size, and its corner says so. */}
                  <a
                    href={image.path}
                    className="keyboard-ring group screen-detail relative block rounded-xl max-sm:aspect-[4/3] max-sm:border max-sm:border-line"
                  >
                    <Picture
                      picture={image}
                      sizes={story.gallery.length > 1 ? IMAGE_SIZES.storyScreenHalf : IMAGE_SIZES.storyScreen}
                      alt={fill(t.work.screen, { n: i + 1, count: story.gallery.length })}
                      className="h-auto w-full rounded-xl border border-line"
                    />
                    <FullSizeMark label={t.work.fullSize} />
                  </a>
                  {image.alt && (
                    <figcaption className="mt-3 flex gap-3 text-sm text-muted">
                      {/* Numbered where there are several to tell apart. */}
                      {story.gallery.length > 1 && (
                        <span className="font-semibold text-ink tabular-nums">{String(i + 1).padStart(2, '0')}</span>
                      )}
                      <span>
                        <Phrased text={image.alt} />
                      </span>
                    </figcaption>
                  )}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {story.quote && <StoryQuote quote={story.quote} />}
      {/* The story's end: a project like it, and beside it the next story (as an article ends with more to read). */}
      <div className={`page-x mt-16 grid gap-6 ${story.next ? 'md:grid-cols-2' : ''}`}>
        <ContactCard
          id="story-next"
          title={t.work.contactTitle}
          body={t.work.contactBody}
          action={t.work.contactAction}
          back={{ href: WORK_PATH, text: t.work.allStories }}
          className="h-full max-w-[44rem]"
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
            <span
              className="mt-auto inline-flex pt-1 items-center gap-1 self-start text-sm font-semibold text-accent-text group-hover:underline"
              aria-hidden="true"
            >
              {t.work.readStory}
              <span className="i-lucide-arrow-right h-4 w-4" />
            </span>
          </nav>
        )}
      </div>
    </article>
  );
}
