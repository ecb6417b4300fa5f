// Home's featured piece of work: the first stored entry of the list home passes in (`read`), or the built-in `sample`
// when none are stored; a link to its story when it has a page in this language, else to the client stories on /services.
// One dark showcase band across the page in both themes (`deep`; decision 0133): the eyebrow and industry, the title
// large, then under a rule its headline result set at the display's largest size in the accent, the band's one bright
// thing, with the claim and the story's link as a light button filling the row beside it (round 13). Its card's picture leads instead
// when it has one. Without one the band shows the site's own drawing of the work, /services' production plan, as a
// build-time file in the dark colours (scripts/scene-files.tsx): two thirds of the row from 1024 px, under the words
// below it (round 16 replaced the story's raster cover, soft and off the palette; decision 0169).
// A module of its own, apart from the services page's list: home's script carries neither that list nor its topic
// drawings (decision 0054).
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import { PageLink } from '../../components/ui/page-link';
import type { ListImage } from '../../../src/contract';
// The constants module alone: the contract's index would bring its value modules into home's script.
import { SCENE_FILES } from '../../../src/contract/constants';
import { SCENE_MINI_FILES } from '../../../src/contract/scene-files';
import { EntryImage, hasImage, type WithImage } from '../../components/ui/entry-image';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { Skeleton } from '../../components/ui/skeleton';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { workStoryPath } from '../../lib/published-routes';
import { type PublicRead, usePublicRead } from '../../lib/read-store';
import { type HeadlineResult, resultOf } from './headline-result';

type Texts<K extends string> = { [P in `${K}En` | `${K}Zh`]: string };
/** A stored entry, as far as this card reads it. */
export type StoredStudy = { id: number } & Texts<'title' | 'description' | 'industry' | 'resultValue' | 'resultLabel'> & ListImage;
/** A built-in sample in the page's language (the dictionary's). */
export type SampleStudy = { title: string; description: string; industry: string; resultValue: string; resultLabel: string };

type Featured = {
  title: string;
  description: string;
  industry: string;
  result: HeadlineResult | null;
  image: WithImage | null;
};

export function FeaturedStudy({ read, sample }: { read: PublicRead<StoredStudy[]>; sample: SampleStudy }) {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(read);
  // A study with a page published in this language: the link opens its story (decision 0095); else the stories on /services.
  const { data: work } = usePublicRead(publicQueries.workIndex(lang));
  if (isPending)
    return (
      <div className="page-x section-y" role="status" aria-live="polite">
        <span className="sr-only">{t.common.loading}</span>
        <Skeleton className="h-[32rem] w-full rounded-3xl lg:h-[26rem]" />
      </div>
    );
  const stored = data?.[0];
  const page = stored ? work?.items.find((item) => item.studyId === stored.id) : undefined;
  const story = page?.slug;
  const featured: Featured = stored
    ? {
        title: pick(stored, 'title', lang),
        description: pick(stored, 'description', lang),
        industry: pick(stored, 'industry', lang),
        result: resultOf(pick(stored, 'resultValue', lang), pick(stored, 'resultLabel', lang)),
        image: hasImage(stored) ? stored : null,
      }
    : { ...sample, result: { value: sample.resultValue, label: sample.resultLabel }, image: null };

  const { image, result } = featured;
  // The site's own drawing of the work, the production plan /services draws (round 16: the story's raster cover was soft,
  // off the palette and disagreed with that drawing), as a file in the dark theme's colours (the band is dark in both
  // themes) drawn at build time (scripts/scene-files.tsx): home's script carries neither the drawing nor its words.
  // Shown whenever the study has no picture of its own; a stored picture still leads instead.
  const scene = !image && result ? SCENE_FILES.plan[lang] : null;
  const words = (
    <>
      <p className="text-lg leading-relaxed text-deep-muted text-pretty">
        <Phrased text={featured.description} />
      </p>
      <PageLink href={story ? workStoryPath(story) : '/services#client-stories'} className="btn-on-dark btn-lg mt-7">
        {story ? t.home.featuredStory : t.home.featuredLink}
        <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
      </PageLink>
    </>
  );
  // With a picture of its own (or no headline result) the claim and the link stay beside the title and the picture, when
  // there is one, leads across the band.
  const lead = image && (
    <div className="mt-10 sm:mt-14">
      <EntryImage image={image} lang={lang} sizes={IMAGE_SIZES.showcase} className="aspect-[16/9] rounded-2xl ring-1 ring-deep-edge" />
    </div>
  );

  // With the drawn plan: from 1024 px the words in a third of the row and the drawing in two thirds (at 1280 about 715
  // px, 56 % of the window: round 16 asked for at least 55 %), its words as large as body text; below 1024 px the
  // drawing under the words, across the band, its words set larger (11.5 canvas units, as /services' phone scenes).
  if (scene && result)
    return (
      <section
        aria-labelledby="featured-title"
        data-part="featured"
        className="band-lit relative isolate overflow-hidden bg-showcase text-deep-ink [--c-focus:var(--c-deep-focus)]"
      >
        <div className="page-x grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-center lg:gap-12">
          <div>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-[0.8125rem] font-semibold">
              <span className="eyebrow !text-deep-ink">{t.home.featuredEyebrow}</span>
              <span className="text-deep-muted" aria-hidden="true">
                ·
              </span>
              <span className="font-medium text-deep-muted">
                <Marked text={featured.industry} />
              </span>
            </p>
            <h2
              id="featured-title"
              className="mt-5 text-[2.25rem] leading-[1.05] font-semibold tracking-[-0.035em] text-balance text-deep-ink sm:text-[3rem] lg:text-[2.5rem]"
            >
              <Phrased text={featured.title} />
            </h2>
            <p className="mt-8 flex items-end gap-5 border-t border-deep-edge pt-6">
              <span className="text-[4.5rem] leading-[0.85] font-semibold tracking-[-0.05em] text-deep-accent tabular-nums lg:text-[5rem]">
                <Marked text={result.value} />
              </span>
              <span className="max-w-[12rem] pb-1 text-lg leading-snug font-medium text-deep-ink text-balance">
                <Phrased text={result.label} />
              </span>
            </p>
            <PageLink href={story ? workStoryPath(story) : '/services#client-stories'} className="btn-on-dark btn-lg mt-8">
              {story ? t.home.featuredStory : t.home.featuredLink}
              <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
            </PageLink>
          </div>
          {/* On a phone the plan cut to three rows (decision 0249: with no picture there the first screens were all words;
              0238 had left it out for a shorter home), from 640 px the whole plan. */}
          <div data-part="featured-screen">
            <picture>
              <source media="(max-width: 639px)" srcSet={SCENE_MINI_FILES[lang]} width={640} height={312} />
              <img
                src={scene}
                alt=""
                width={640}
                height={400}
                loading="lazy"
                decoding="async"
                className="block h-auto w-full rounded-xl shadow-[var(--shadow-pop)]"
              />
            </picture>
          </div>
        </div>
      </section>
    );

  return (
    <section
      aria-labelledby="featured-title"
      data-part="featured"
      className="band-lit relative isolate overflow-hidden bg-showcase text-deep-ink [--c-focus:var(--c-deep-focus)]"
    >
      <div className="backdrop-glow absolute -top-52 -right-40 -z-10 h-[32rem] w-[44rem] opacity-60" aria-hidden="true" />
      <div className="page-x py-14 sm:py-24">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-[0.8125rem] font-semibold">
          <span className="eyebrow !text-deep-ink">{t.home.featuredEyebrow}</span>
          <span className="text-deep-muted" aria-hidden="true">
            ·
          </span>
          <span className="font-medium text-deep-muted">
            <Marked text={featured.industry} />
          </span>
        </p>
        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-16">
          <div>
            <h2
              id="featured-title"
              className="text-[2.25rem] leading-[1.05] font-semibold tracking-[-0.035em] text-balance text-deep-ink sm:text-[3rem] lg:text-[3.5rem]"
            >
              <Phrased text={featured.title} />
            </h2>
          </div>
          <div className="lg:pt-2">{words}</div>
        </div>
        {lead}
      </div>
    </section>
  );
}
