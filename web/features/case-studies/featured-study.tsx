// Home's featured piece of work: the first stored entry of the list home passes in (`read`), or the built-in `sample`
// when none are stored; a link to its story when it has a page in this language, else to the client stories on /services.
// One dark showcase band across the page in both themes (`deep`; decision 0133): the eyebrow and industry, the title
// large, the claim and the story's link as a button, then the work under them. Its card's picture leads when it has one.
// Without one, its story's cover does when it has a page: the drawn screen at the container's width, cut by the band's
// foot (the work itself, on home), the result told in its words only (home's figures are said once, in the hero).
// With neither, the headline result is set large under the words.
// A module of its own, apart from the services page's list: home's script carries neither that list nor its topic
// drawings (decision 0054).
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import { PageLink } from '../../components/ui/page-link';
import type { ListImage } from '../../../src/contract';
import { EntryImage, hasImage, type WithImage } from '../../components/ui/entry-image';
import { Marked } from '../../components/ui/marked';
import { Picture } from '../../components/ui/picture';
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
  const screen = image ? null : (page?.cover ?? null);
  // The lead under the words, across the band: the card's picture, else the story's drawn screen set large and cut by
  // the band's foot (and on a phone by the window's right edge), else the headline result set large.
  const lead = image ? (
    <div className="mt-10 sm:mt-14">
      <EntryImage image={image} lang={lang} sizes={IMAGE_SIZES.showcase} className="aspect-[16/9] rounded-2xl ring-1 ring-deep-edge" />
    </div>
  ) : screen ? (
    // The screen at a size its words can be read: the container's width from 1024 px; narrower, wider than the window
    // and running off its right edge (the same crop as /services' ScreenCrop, written out here: a module home shares
    // with /services costs home script bytes).
    <div className="screen-crop relative mt-10 -mr-5 h-[17rem] overflow-hidden sm:mt-14 sm:-mr-6 sm:h-[26rem] lg:mr-0 lg:h-[30rem]">
      <div className="absolute top-0 left-0 w-[46rem] sm:w-[66rem] lg:w-full">
        <Picture
          picture={screen}
          sizes={IMAGE_SIZES.showcase}
          className="block h-auto w-full rounded-t-xl border-x border-t border-deep-edge shadow-lg dark:brightness-110"
        />
      </div>
    </div>
  ) : (
    result && (
      <p className="mt-10 flex flex-col border-t border-deep-edge pt-8 sm:mt-14 sm:pt-10">
        <span className="text-[4rem] leading-none font-semibold tracking-[-0.04em] text-deep-ink tabular-nums sm:text-[7.5rem]">
          <Marked text={result.value} />
        </span>
        <span className="mt-4 text-xl font-medium text-deep-muted">
          <Phrased text={result.label} />
        </span>
      </p>
    )
  );

  // One dark band across the page, in both themes (`deep`, the closing band's ground, which home's closing no longer
  // uses: decision 0133): the eyebrow, the title and the claim over the work itself, the story's link a button.
  return (
    <section
      aria-labelledby="featured-title"
      data-part="featured"
      className="relative isolate overflow-hidden bg-deep text-deep-ink [--c-focus:var(--c-deep-focus)]"
    >
      <div className="backdrop-glow absolute -top-52 -right-40 -z-10 h-[32rem] w-[44rem] opacity-60" aria-hidden="true" />
      <div className={`page-x pt-14 sm:pt-24 ${screen ? '' : 'pb-14 sm:pb-24'}`}>
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
              className="text-[2rem] leading-[1.1] font-semibold tracking-[-0.03em] text-balance text-deep-ink sm:text-[2.75rem] lg:text-[3.25rem]"
            >
              <Phrased text={featured.title} />
            </h2>
          </div>
          <div>
            <p className="text-lg leading-relaxed text-deep-muted text-pretty lg:mt-2">
              <Phrased text={featured.description} />
            </p>
            <PageLink href={story ? workStoryPath(story) : '/services#client-stories'} className="btn-on-dark btn-lg mt-7">
              {story ? t.home.featuredStory : t.home.featuredLink}
              <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
            </PageLink>
          </div>
        </div>
        {lead}
      </div>
    </section>
  );
}
