// Home's testimonials: the first quote large beside the heading's column, the next two as smaller quotes; each with
// the person's photo or, without one, their initials in the accent's tint. Shows nothing when there are none.
import { hasImage, type WithImage } from '../../components/ui/entry-image';
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export type Quote = { key: string | number; quote: string; name: string; role: string; company: string; photo: WithImage | null };

/** At most three: a page of identical quote cards reads as filler, most of all on a phone. */
const SHOWN = 3;

/** The first letters of the first and last word ("Mei Lin" → "ML"); a Chinese name its family name ("陳怡君 醫師" → "陳"). */
export const initials = (name: string) => {
  const han = name.match(/\p{Script=Han}/u);
  if (han) return han[0];
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  if (words.length === 1)
    return [...words[0]!]
      .slice(0, /^[\p{Script=Latin}]/u.test(words[0]!) ? 2 : 1)
      .join('')
      .toUpperCase();
  return `${[...words[0]!][0]}${[...words.at(-1)!][0]}`.toUpperCase();
};

function Person({ quote, large }: { quote: Quote; large: boolean }) {
  const lang = useLang();
  const size = large ? 'h-12 w-12' : 'h-10 w-10';
  return (
    <figcaption className="flex items-center gap-3">
      {quote.photo ? (
        <img
          src={quote.photo.imagePath}
          width={quote.photo.imageWidth ?? undefined}
          height={quote.photo.imageHeight ?? undefined}
          alt={pick(quote.photo, 'imageAlt', lang)}
          loading="lazy"
          decoding="async"
          className={`${size} shrink-0 rounded-full bg-surface-alt object-cover`}
        />
      ) : (
        <span
          className={`${size} grid shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-semibold text-accent-text`}
          aria-hidden="true"
        >
          {initials(quote.name)}
        </span>
      )}
      <span className="min-w-0 text-sm leading-snug">
        <span className="block font-semibold text-ink">{quote.name}</span>
        <span className="block text-muted">{[quote.role, quote.company].filter(Boolean).join(' · ')}</span>
      </span>
    </figcaption>
  );
}

export function TestimonialsView({ quotes }: { quotes: Quote[] }) {
  const t = useT();
  if (!quotes.length) return null;
  const [first, ...rest] = quotes.slice(0, SHOWN);
  return (
    <section aria-labelledby="testimonials-title" className="page-x section-y">
      <SectionHeading id="testimonials-title" eyebrow={t.home.testimonialsEyebrow} title={t.home.testimonialsTitle} />
      <div className={`mt-12 grid gap-6 ${rest.length ? 'lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]' : ''}`}>
        <figure className="card flex flex-col gap-8 p-7 sm:p-10">
          <span className="i-lucide-quote h-8 w-8 text-accent-text" aria-hidden="true" />
          <blockquote className="flex-1 text-xl leading-relaxed font-medium tracking-[-0.01em] text-ink text-pretty sm:text-2xl">
            <p>
              <Phrased text={first!.quote} />
            </p>
          </blockquote>
          <Person quote={first!} large />
        </figure>
        {rest.length > 0 && (
          <div className="grid gap-6">
            {rest.map((quote, i) => (
              // A phone shows two quotes: a third would be one more identical card to scroll past.
              <figure key={quote.key} className={`card flex flex-col justify-between gap-6 p-6 sm:p-7 ${i > 0 ? 'max-sm:hidden' : ''}`}>
                <blockquote className="leading-relaxed text-ink">
                  <p>
                    <Phrased text={quote.quote} />
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
  const { data, isPending } = usePublicRead(publicQueries.testimonials());
  if (isPending)
    return (
      <div className="page-x section-y">
        <Skeleton className="h-80 w-full" />
      </div>
    );
  const quotes = (data ?? []).map((q) => ({
    key: q.id,
    quote: pick(q, 'quote', lang),
    name: pick(q, 'name', lang),
    role: pick(q, 'role', lang),
    company: pick(q, 'company', lang),
    photo: hasImage(q) ? q : null,
  }));
  return <TestimonialsView quotes={quotes} />;
}
