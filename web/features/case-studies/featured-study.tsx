// Home's featured piece of work: the first stored entry of the list home passes in (`read`), or the built-in `sample`
// when none are stored; a link to its story when it has a page in this language, else to the client stories on /services.
// One dark showcase band across the page in both themes (`deep`; decision 0133): the eyebrow and industry, the title
// large, then under a rule its headline result set at the display's largest size in the accent, the band's one bright
// thing, with the claim and the story's link as a light button filling the row beside it (round 13). Its card's picture leads instead
// when it has one. From 1024 px its story's cover (the drawn screen, in its dark-page version) sits whole beside the
// title, filling the corner that was an empty glow (round 13, decision 0152); it is not cut by the band's foot any more
// (decision 0143's complaint) and a phone, where it was too small to read, does not draw it.
// A module of its own, apart from the services page's list: home's script carries neither that list nor its topic
// drawings (decision 0054).
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import { PageLink } from '../../components/ui/page-link';
import type { ListImage } from '../../../src/contract';
import { EntryImage, hasImage, type WithImage } from '../../components/ui/entry-image';
import { Marked } from '../../components/ui/marked';
import { MediaImage } from '../../components/ui/media-image';
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
  // The story's cover, its drawn screen, in the version drawn for a dark page (the band is dark in both themes): from
  // 1024 px it fills the row's right beside the title (round 13: that corner was an empty glow). Whole in its frame,
  // never cropped by the band's foot (decision 0143); a phone keeps one column of words without it.
  const cover = !image && result ? page?.cover : undefined;
  const screen = cover ? { ...(cover.dark ?? cover), alt: cover.alt } : null;
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
  // Without a picture the headline result opens the row under the rule and the claim with the story's link fills the
  // rest of it (round 13: the figure alone left the row's right 60 % empty). With one the claim stays beside the title
  // and the picture leads across the band.
  const figureRow = !image && result;
  const lead = image ? (
    <div className="mt-10 sm:mt-14">
      <EntryImage image={image} lang={lang} sizes={IMAGE_SIZES.showcase} className="aspect-[16/9] rounded-2xl ring-1 ring-deep-edge" />
    </div>
  ) : (
    result && (
      <div className="mt-10 grid gap-8 border-t border-deep-edge pt-8 sm:mt-14 sm:pt-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-end lg:gap-16">
        <p className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-end sm:gap-8">
          <span className="text-[5rem] leading-[0.85] font-semibold tracking-[-0.05em] text-deep-accent tabular-nums sm:text-[8.5rem] lg:text-[10rem]">
            <Marked text={result.value} />
          </span>
          <span className="max-w-xs text-xl leading-snug font-medium text-deep-ink text-balance sm:pb-3 sm:text-2xl">
            <Phrased text={result.label} />
          </span>
        </p>
        <div className="lg:pb-3">{words}</div>
      </div>
    )
  );

  // One dark band across the page, in both themes (`deep`, the closing band's ground, which home's closing no longer
  // uses: decision 0133): the eyebrow, the title and the claim over the work itself, the story's link a button.
  // With the story's drawn screen (from 1024 px): the words in a narrow column, the screen large beside them, 640 px
  // wide at 1280 so its words read (round 15: at 440 px it was a thumbnail; decision 0161). The headline result is
  // then set smaller, under the title, and the band is no taller than before.
  if (screen && result)
    return (
      <section
        aria-labelledby="featured-title"
        data-part="featured"
        className="relative isolate overflow-hidden bg-showcase text-deep-ink [--c-focus:var(--c-deep-focus)]"
      >
        <div className="page-x py-12 sm:py-16 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,8fr)] lg:items-center lg:gap-12">
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
              className="mt-5 text-[2.25rem] leading-[1.05] font-semibold tracking-[-0.035em] text-balance text-deep-ink sm:text-[3rem] lg:text-[2.75rem]"
            >
              <Phrased text={featured.title} />
            </h2>
            <p className="mt-8 flex items-end gap-5 border-t border-deep-edge pt-6">
              <span className="text-[4.5rem] leading-[0.85] font-semibold tracking-[-0.05em] text-deep-accent tabular-nums sm:text-[5.5rem]">
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
          <div className="max-lg:hidden" data-part="featured-screen">
            <MediaImage
              {...screen}
              sizes="(min-width:72rem) 42rem, 60vw"
              loading="lazy"
              className="block aspect-[16/9] w-full rounded-xl object-cover ring-1 ring-deep-edge shadow-[var(--shadow-pop)]"
            />
          </div>
        </div>
      </section>
    );

  return (
    <section
      aria-labelledby="featured-title"
      data-part="featured"
      className="relative isolate overflow-hidden bg-showcase text-deep-ink [--c-focus:var(--c-deep-focus)]"
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
        {figureRow ? (
          <h2
            id="featured-title"
            className="mt-5 max-w-4xl text-[2.25rem] leading-[1.05] font-semibold tracking-[-0.035em] text-balance text-deep-ink sm:text-[3rem] lg:text-[3.5rem]"
          >
            <Phrased text={featured.title} />
          </h2>
        ) : (
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
        )}
        {lead}
      </div>
    </section>
  );
}
