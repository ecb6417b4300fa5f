// Home's core values, set as the company's promise: a section heading (the eyebrow, the heading and what the promise
// covers, one above the other) and under it the values as cards side by side, each its icon in a small tinted square
// above its title and its line (round 26: beside a heading tile in quarter-width cards the icon-led titles wrapped to
// three lines, "A fixed / quote, not an / hourly meter"; decision 0227, after 0218). From 1024 px one row of up to four
// (three by default), each card a subgrid of the row's three tracks (icon, title, body), so the bodies start on one line
// whatever the titles' lengths (round 19); below it one panel split by hairlines (tiles of their own stacked three high
// read as three more sections), each icon beside its title. Not numbered: a promise's clauses have no order. The
// process is its own section after it (features/steps).
// Unsigned: two names set as a signature read as a made-up one (review of session 36); the team section names the people. The values come from /api/company-values, or the three built-in ones when the list is empty or fails.
import { VALUE_ICONS } from '../../../src/contract/constants';
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

const DEFAULT_ICONS = ['i-lucide-settings-2', 'i-lucide-lightbulb', 'i-lucide-shield-check'];
/** In the set, hence in the stylesheet: the server accepts no other, but a row written before the set existed may hold one. */
const FALLBACK_ICON = 'i-lucide-star';
const iconOf = (icon: string) => ((VALUE_ICONS as readonly string[]).includes(icon) ? icon : FALLBACK_ICON);
/** The row's columns by the number of values: two or four side by side, three to a row otherwise (five wrap as 3 + 2). */
const COLUMNS: Record<number, string> = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 4: 'lg:grid-cols-4' };

export function ValuesSection() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('companyValues'));
  const values = data?.length
    ? data.map((v) => ({ key: v.id, icon: iconOf(v.icon), title: pick(v, 'title', lang), description: pick(v, 'description', lang) }))
    : t.home.defaultValues.map((v, i) => ({ key: i, icon: DEFAULT_ICONS[i]!, ...v }));

  return (
    // On the page's ground after the featured band, its cards a step above it (decision 0249: page and band alternate).
    <section aria-labelledby="values-title" data-part="companyValues">
      <div className="page-x py-12 sm:py-16">
        <SectionHeading id="values-title" eyebrow={t.home.valuesEyebrow} title={t.home.valuesTitle} subtitle={t.home.valuesSubtitle} />
        <ul
          className={`mt-8 grid max-lg:card max-lg:divide-y max-lg:divide-line sm:mt-10 lg:gap-x-5 lg:gap-y-5 ${COLUMNS[values.length] ?? 'lg:grid-cols-3'}`}
        >
          {values.map((value) => (
            <li
              key={value.key}
              className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 p-5 sm:p-6 lg:card lg:row-span-3 lg:grid-cols-1 lg:[grid-template-rows:subgrid] lg:gap-y-0 lg:p-7"
            >
              {/* The icon in the accent's soft tint: above the title from 1024 px; below it beside the title and its line,
                  so the phone's panel reads as a list (and stays short). */}
              <span className="grid h-10 w-10 place-items-center rounded-xl bg-accent-soft max-lg:row-span-2">
                <span className={`${value.icon} block h-5 w-5 text-accent-text`} aria-hidden="true" />
              </span>
              <h3 className="self-center text-xl leading-snug font-semibold tracking-[-0.015em] text-ink text-balance lg:mt-5">
                <Phrased text={value.title} />
              </h3>
              {/* In Chinese in phrases, its last line evened out (`phrase-balance`, not set even): filled as body text, the
                  middle clause ended on a line of its own, 就會發現。 (round 21). */}
              <p className="muted mt-2 leading-relaxed phrase-balance max-lg:col-start-2">
                <Phrased text={value.description} balanced />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
