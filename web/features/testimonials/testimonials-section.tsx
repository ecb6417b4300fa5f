// Home's testimonials, a band after the team: the first quote large under an oversized quotation mark in the accent
// (round 20: on a dark band it made the light theme's third dark block in 2,000 px; decision 0192), the next two in one
// panel split by a hairline, home's one card form (the expertise's): from 1024 px beside the label and the large quote,
// its top on the label's line, one over the other; from 640 px under it side by side; on a phone under it one over the other, every quote on the screen (decision
// 0267, rv32 item 3: a row that swiped hid one of two behind a small cue). Each signed with the person's photo or,
// without one, their company's logo when the strip has one, so a quote is tied to a name in the strip; with neither, a
// short rule in the accent (no drawn faces, no stock glyphs). Shows nothing when there are none.
import { entryPicture, hasImage, type WithImage } from '../../components/ui/entry-image';
import { MediaImage } from '../../components/ui/media-image';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { Skeleton } from '../../components/ui/skeleton';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

/** A client of the strip, by its place there (its drawn symbol) and its logo when one was uploaded. */
export type CompanyMark = { index: number; logo: WithImage | null };
export type Quote = {
  key: string | number;
  quote: string;
  name: string;
  role: string;
  company: string;
  photo: WithImage | null;
  /** The company's mark, when the company is one of the clients in the strip. */
  mark?: CompanyMark | null;
};

/** At most three: a page of identical quote cards reads as filler, most of all on a phone. */
const SHOWN = 3;

/** `large`: the first quote's, a size larger. */
function Person({ quote, large }: { quote: Quote; large: boolean }) {
  const lang = useLang();
  const size = large ? 'h-12 w-12' : 'h-10 w-10';
  return (
    <figcaption className="flex items-center gap-3">
      {quote.photo ? (
        <MediaImage
          {...entryPicture(quote.photo, lang)}
          sizes="3rem"
          loading="lazy"
          className={`${size} shrink-0 rounded-full bg-surface-alt object-cover grayscale dark:brightness-75`}
        />
      ) : quote.mark?.logo ? (
        // No photo: the company's logo in a quiet tile, greyed as in the strip.
        <span className={`${size} grid shrink-0 place-items-center rounded-xl border border-line bg-surface`} aria-hidden="true">
          <MediaImage
            {...entryPicture(quote.mark.logo, lang)}
            alt=""
            sizes="2rem"
            loading="lazy"
            className="h-6 w-6 object-contain opacity-70 grayscale"
          />
        </span>
      ) : (
        // Neither: the words alone, after a short rule in the accent (tinted initials read as a face still to come).
        <span className="h-0.5 w-6 shrink-0 rounded-full bg-accent" aria-hidden="true" />
      )}
      <span className="min-w-0 text-sm leading-snug">
        <span className="block font-semibold text-ink">
          <Marked text={quote.name} />
        </span>
        <span className="block text-muted">
          <Marked text={[quote.role, quote.company].filter(Boolean).join(' · ')} />
        </span>
      </span>
    </figcaption>
  );
}

export function TestimonialsView({ quotes }: { quotes: Quote[] }) {
  const t = useT();
  if (!quotes.length) return null;
  const [first, ...rest] = quotes.slice(0, SHOWN);
  return (
    // A band (decision 0249: page and band alternate strictly down home), the closing panel after it on the page's ground.
    <section aria-labelledby="testimonials-title" data-part="testimonials" className="border-y border-line bg-bg-alt">
      <div
        className={`page-x py-12 sm:py-16 ${rest.length ? 'lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-14' : 'lg:py-20'}`}
      >
        {/* The site's one section label, the eyebrow (round 21: a sentence-case grey label here beside red eyebrows elsewhere). */}
        <h2 id="testimonials-title" className="eyebrow">
          {t.home.testimonialsTitle}
        </h2>
        {/* The first quote set large on the light ground, its mark the accent's one large shape (round 20: no third dark
            block in the light theme; the quote stays the section's beat by its size); beside the others from 1024 px a
            size smaller, so its column holds it in about six lines. */}
        <figure className="mt-6 flex max-w-5xl flex-col gap-6 sm:mt-8 sm:gap-8">
          <blockquote
            className={`display-quote text-[1.375rem] leading-snug font-medium tracking-[-0.015em] text-ink text-balance sm:text-[2rem] ${rest.length ? 'lg:text-[1.875rem] lg:leading-[1.25]' : 'lg:text-[2.5rem] lg:leading-[1.2]'}`}
          >
            <svg viewBox="0 0 48 36" className="mb-5 h-7 w-auto fill-accent sm:mb-7 sm:h-10" aria-hidden="true">
              <path d="M0 36V22C0 9 7 2 19 0l2 5C14 7 10 12 10 18h9v18H0zm27 0V22C27 9 34 2 46 0l2 5c-7 2-11 7-11 13h9v18H27z" />
            </svg>
            {/* In phrases and balanced in Chinese too: at 40 px a quote filled as body text broke inside a word (團 / 隊,
                round 20). */}
            <p className="wrap-balance phrase-balance">
              <Phrased text={first!.quote} balanced />
            </p>
          </blockquote>
          <Person quote={first!} large />
        </figure>
        {/* The others in one panel split by hairlines (home's one card form, the expertise's): stacked on a phone and
            from 1024 px, side by side between. Balanced, in phrases in Chinese (round 20: 會上線。 alone). */}
        {rest.length > 0 && (
          <div
            className={`card mt-8 grid overflow-hidden max-sm:divide-y max-sm:divide-line sm:mt-12 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:grid-cols-1 lg:divide-x-0 lg:divide-y ${rest.length > 1 ? 'sm:grid-cols-2 sm:divide-x sm:divide-line' : ''}`}
          >
            {rest.map((quote) => (
              <figure key={quote.key} className="flex flex-col justify-between gap-5 p-5 sm:p-6">
                <blockquote className="leading-relaxed text-ink">
                  <p className="wrap-balance phrase-balance phone-pretty">
                    <Phrased text={quote.quote} balanced />
                  </p>
                </blockquote>
                <Person quote={quote} large={false} />
              </figure>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** The quotes of /api/testimonials; a placeholder only while a page that arrived without them fetches them. */
export function TestimonialsSection() {
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('testimonials'));
  // The strip's clients, to sign a quote with its company's mark (the strip's own read: no second request).
  const { data: clients } = usePublicRead(publicQueries.list('clients'));
  const marks = new Map(
    (clients ?? []).map((c, index) => [pick(c, 'name', lang).trim().toLowerCase(), { index, logo: hasImage(c) ? (c as WithImage) : null }]),
  );
  if (isPending)
    return (
      <div className="border-y border-line bg-bg-alt">
        <div className="page-x section-y">
          <Skeleton className="h-80 w-full" />
        </div>
      </div>
    );
  const quotes = (data ?? []).map((q) => ({
    key: q.id,
    quote: pick(q, 'quote', lang),
    name: pick(q, 'name', lang),
    role: pick(q, 'role', lang),
    company: pick(q, 'company', lang),
    photo: hasImage(q) ? q : null,
    mark: marks.get(pick(q, 'company', lang).trim().toLowerCase()) ?? null,
  }));
  return <TestimonialsView quotes={quotes} />;
}
