// Home's featured piece of work: the first stored entry of the list home passes in (`read`), or the built-in `sample`
// when none are stored; a link to its story when it has a page in this language, else to the client stories on /services.
// Its card's picture leads when it has one. Without one, its story's cover does when it has a page: the screen shown at
// a size it can be read, running off the tinted half's right edge (the work itself, on home; the same crop as
// /services' ScreenCrop), the result told in its words only (home's figures are said once, in the hero).
// With neither, the headline result leads, set large on the tinted half (the figure is the story, and no drawing
// repeats the hero's).
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
  const figure = () =>
    result && (
      <p className="flex flex-col">
        <span className="text-[3.75rem] leading-none font-semibold tracking-[-0.04em] text-accent-text tabular-nums sm:text-[6.5rem]">
          <Marked text={result.value} />
        </span>
        <span className="mt-3 text-xl font-medium text-ink">
          <Phrased text={result.label} />
        </span>
      </p>
    );
  const lead = image ? (
    <EntryImage image={image} lang={lang} sizes={IMAGE_SIZES.halfWide} className="h-full aspect-[4/3] lg:aspect-auto" />
  ) : screen ? (
    // The screen at a size its words can be read, running off the half's right edge (the same crop as /services).
    // Written out here rather than imported: a module home shares with /services costs home's script bytes it does not
    // have (its budget). The same markup as components/ui/screen-crop.tsx, which /services uses: keep the two alike.
    <div className="screen-crop relative h-[21rem] w-full overflow-hidden sm:h-[26rem] lg:h-auto lg:min-h-[26rem]">
      <div className="absolute top-8 left-6 w-[66rem] sm:top-10 sm:left-10">
        <Picture
          picture={screen}
          sizes={IMAGE_SIZES.showcase}
          className="block h-auto w-full rounded-tl-xl border-t border-l border-screen-edge shadow-lg dark:brightness-110"
        />
      </div>
    </div>
  ) : (
    result && (
      <div className="w-full p-6 sm:p-10">
        <p className="eyebrow">{t.home.featuredEyebrow}</p>
        <div className="mt-4 sm:mt-6 lg:mt-10">{figure()}</div>
      </div>
    )
  );

  return (
    <section aria-labelledby="featured-title" className="page-x section-y">
      <div className={`card grid overflow-hidden ${lead ? 'lg:grid-cols-2' : ''}`}>
        {lead && (
          <div
            className={`relative isolate flex overflow-hidden border-b border-line lg:border-r lg:border-b-0 ${
              image ? 'items-center justify-center bg-bg-alt' : screen ? 'items-stretch bg-screen-frame' : 'items-end bg-bg-alt'
            }`}
          >
            {lead}
          </div>
        )}
        <div className="flex flex-col p-6 sm:p-10">
          {image || screen || !result ? (
            <>
              {/* With a picture leading, the result is told in the words (and in the hero's figures), not set large
                  again: the figures are said in one place on home. */}
              <p className="eyebrow">{t.home.featuredEyebrow}</p>
              <span className="chip mt-6 self-start">
                <Marked text={featured.industry} />
              </span>
            </>
          ) : (
            <span className="chip self-start">
              <Marked text={featured.industry} />
            </span>
          )}
          <h2 id="featured-title" className="section-title mt-3 text-[1.625rem] sm:text-[2rem]">
            <Phrased text={featured.title} />
          </h2>
          <p className="muted mt-4 flex-1 leading-relaxed">
            <Phrased text={featured.description} />
          </p>
          <PageLink
            href={story ? workStoryPath(story) : '/services#client-stories'}
            className="link tap-target mt-8 inline-flex items-center gap-1 self-start"
          >
            {story ? t.home.featuredStory : t.home.featuredLink}
            <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
          </PageLink>
        </div>
      </div>
    </section>
  );
}
