// Home's testimonials: the first quote large on the page (no card) across the row, the next two as quote cards side by
// side under it (a large quote beside a stack of cards left a column of empty ground under the quote), and
// on a phone all three as one sideways-scrolling row of cards; each with the person's photo or, without one, a short
// rule in the accent before their name, and dots under the phone's row saying which card is in view. Shows nothing when there
// are none.
import { entryPicture, hasImage, type WithImage } from '../../components/ui/entry-image';
import { MediaImage } from '../../components/ui/media-image';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';
import { useState } from 'react';

export type Quote = { key: string | number; quote: string; name: string; role: string; company: string; photo: WithImage | null };

/** At most three: a page of identical quote cards reads as filler, most of all on a phone. */
const SHOWN = 3;
/** On a phone each quote is a card in a row that scrolls sideways, most of the screen wide so the next one peeks in. */
const PEEK = 'max-sm:w-[85%] max-sm:shrink-0 max-sm:snap-start max-sm:p-5';

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
          className={`${size} shrink-0 rounded-full bg-surface-alt object-cover`}
        />
      ) : (
        // No photo: the words alone, after a short rule in the accent (tinted initials read as a face still to come).
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
  const lang = useLang();
  // On a phone, which card the row is at: the dots under it follow the scroll.
  const [at, setAt] = useState(0);
  if (!quotes.length) return null;
  const shown = quotes.slice(0, SHOWN);
  const [first, ...rest] = shown;
  const follow = (row: HTMLElement) => {
    const card = row.firstElementChild as HTMLElement | null;
    if (!card) return;
    const step = card.offsetWidth + (Number.parseFloat(getComputedStyle(row).columnGap) || 0);
    if (step > 0) setAt(Math.min(shown.length - 1, Math.max(0, Math.round(row.scrollLeft / step))));
  };
  return (
    <section aria-labelledby="testimonials-title" data-part="testimonials" className="border-y border-line bg-bg-alt">
      <div className="page-x section-y">
        <SectionHeading id="testimonials-title" title={t.home.testimonialsTitle} />
        {/* A tablet or laptop: the first quote set large on the page itself across the row, the others as two cards of
            equal weight side by side under it. A phone: all of them as one row of cards that scrolls sideways, the next one peeking in, so three
            quotes cost the page the height of one. The row takes the keyboard's focus to scroll with the arrow keys. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a group of quotes, not a form's fieldset */}
        <div
          role="group"
          aria-labelledby="testimonials-title"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways on a phone must be reachable by keyboard
          tabIndex={0}
          onScroll={(event) => follow(event.currentTarget)}
          className="keyboard-ring mt-8 grid gap-8 rounded-2xl max-sm:-mx-5 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-5 max-sm:gap-3 max-sm:overflow-x-auto max-sm:px-5 max-sm:pb-2 sm:mt-12 lg:gap-12"
        >
          <figure
            className={`flex flex-col gap-6 max-sm:card max-sm:justify-between ${PEEK} sm:max-w-4xl sm:gap-8 sm:border-l-2 sm:border-accent sm:pl-8`}
          >
            {/* An opening mark, as the language opens a quotation: “ in English, 「 in Chinese (its corner drawn at the right
                of its square, so the square is drawn half a square to the left: the corner meets the text's edge). */}
            <span
              className={`h-8 text-[4rem] leading-none font-semibold text-accent-text max-sm:hidden ${lang === 'zh' ? '-ml-[0.5em]' : ''}`}
              aria-hidden="true"
            >
              {lang === 'zh' ? '「' : '“'}
            </span>
            <blockquote className="leading-relaxed text-ink text-pretty sm:text-2xl sm:font-medium sm:tracking-[-0.01em]">
              <p>
                <Phrased text={first!.quote} />
              </p>
            </blockquote>
            <Person quote={first!} large />
          </figure>
          {rest.length > 0 && (
            <div className="grid gap-6 max-sm:contents sm:grid-cols-2 lg:gap-8">
              {rest.map((quote) => (
                <figure key={quote.key} className={`card flex flex-col justify-between gap-6 p-6 ${PEEK} sm:p-7`}>
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
        {/* Where the row is, on a phone: a dot per quote, the one in view long (the row itself is what is read). */}
        {rest.length > 0 && (
          <div className="mt-4 flex justify-center gap-1.5 sm:hidden" aria-hidden="true">
            {shown.map((quote, i) => (
              <span
                key={quote.key}
                data-at={i === at || undefined}
                className="h-1.5 w-1.5 rounded-full bg-line-strong transition-all data-[at]:w-5 data-[at]:bg-accent"
              />
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
  }));
  return <TestimonialsView quotes={quotes} />;
}
