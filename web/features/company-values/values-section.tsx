// Home's core values, set as the company's promise in one quiet row (decision 0267, rv32 item 2: as a heading, a lead
// and three cards it was the fourth section on home in that one pattern): from 1024 px four cells across the page, the
// heading (its eyebrow, the title and what the promise covers) in the first, then each value in a cell of its own, apart
// by a hairline, its bare icon in the accent over its title and its line (no card, no tinted square); the row framed by a
// hairline above and below. Below 1024 px the heading over the values, three side by side from 640 px, on a phone one
// under the other, apart by hairlines, each icon beside its title. Not numbered: a promise's clauses have no order. The
// process is its own section after it (features/steps).
// Unsigned: two names set as a signature read as a made-up one (review of session 36); the team section names the people. The values come from /api/company-values, or the three built-in ones when the list is empty or fails.
import { VALUE_ICONS } from '../../../src/contract/constants';
import { Phrased } from '../../components/ui/phrased';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

const DEFAULT_ICONS = ['i-lucide-settings-2', 'i-lucide-lightbulb', 'i-lucide-shield-check'];
/** In the set, hence in the stylesheet: the server accepts no other, but a row written before the set existed may hold one. */
const FALLBACK_ICON = 'i-lucide-star';
const iconOf = (icon: string) => ((VALUE_ICONS as readonly string[]).includes(icon) ? icon : FALLBACK_ICON);
/** The values' columns from 640 px by their number: one, two or four side by side, three to a row otherwise (five wrap as 3 + 2). */
const COLUMNS: Record<number, string> = { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 4: 'sm:grid-cols-2 xl:grid-cols-4' };

export function ValuesSection() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('companyValues'));
  const values = data?.length
    ? data.map((v) => ({ key: v.id, icon: iconOf(v.icon), title: pick(v, 'title', lang), description: pick(v, 'description', lang) }))
    : t.home.defaultValues.map((v, i) => ({ key: i, icon: DEFAULT_ICONS[i]!, ...v }));

  return (
    // On the page's ground after the featured band (decision 0249: page and band alternate).
    <section aria-labelledby="values-title" data-part="companyValues">
      <div className="page-x grid py-12 sm:py-14 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,3fr)] lg:gap-x-10">
        <div className="max-w-xl">
          <p className="eyebrow mb-3">{t.home.valuesEyebrow}</p>
          <h2
            id="values-title"
            className="text-[1.625rem] leading-[1.15] font-semibold tracking-[-0.025em] text-ink text-pretty sm:text-[2rem] lg:text-[1.75rem]"
          >
            <Phrased text={t.home.valuesTitle} />
          </h2>
          <p className="muted mt-3 leading-relaxed phrase-balance">
            <Phrased text={t.home.valuesSubtitle} balanced />
          </p>
        </div>
        <ul
          className={`mt-6 grid max-sm:divide-y max-sm:divide-line sm:mt-8 sm:gap-x-8 sm:gap-y-8 lg:mt-0 lg:gap-x-0 ${COLUMNS[values.length] ?? 'sm:grid-cols-3'}`}
        >
          {values.map((value) => (
            <li
              key={value.key}
              className="grid content-start grid-cols-[1.5rem_minmax(0,1fr)] gap-x-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-1 sm:py-0 lg:border-l lg:border-line lg:px-7 lg:last:pr-0"
            >
              {/* The icon bare in the accent (round 20: stock icons in tinted squares were the site's template tell): over
                    the title from 640 px, beside it on a phone, so the list stays short. */}
              <span className={`${value.icon} mt-0.5 block h-5 w-5 text-accent-text sm:mt-0 sm:h-6 sm:w-6`} aria-hidden="true" />
              <h3 className="card-title sm:mt-4">
                <Phrased text={value.title} />
              </h3>
              {/* In Chinese in phrases, its last line evened out (`phrase-balance`, not set even): filled as body text, the
                    middle clause ended on a line of its own, 就會發現。 (round 21). On a phone the titles alone, three short
                    statements under the lead (decision 0267, rv32 item 2: cut one section's bulk on a phone). */}
              <p className="muted mt-2 text-[0.9375rem] leading-relaxed phrase-balance max-sm:hidden">
                <Phrased text={value.description} balanced />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
