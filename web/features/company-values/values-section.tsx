// Home's core values, set as the company's promise: one compact panel, the heading and what the promise covers across
// its head, the values as clauses side by side under it (all in one row from 768 px, whatever their number; one column
// on a phone; not numbered, as a promise's clauses have no order). The heading beside the clauses in a column of its
// own left two thirds of that column empty.
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

export function ValuesSection() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('companyValues'));
  const values = data?.length
    ? data.map((v) => ({ key: v.id, icon: iconOf(v.icon), title: pick(v, 'title', lang), description: pick(v, 'description', lang) }))
    : t.home.defaultValues.map((v, i) => ({ key: i, icon: DEFAULT_ICONS[i]!, ...v }));

  return (
    // On the page's own ground after the team, before the quotes' band (decision 0127): no top padding, as the team's
    // section above brings its own space (one gap, not two).
    <section aria-labelledby="values-title" data-part="companyValues" className="page-x pb-12 sm:pb-24">
      <div className="card overflow-hidden">
        <div className="grid gap-x-16 gap-y-3 border-b border-line bg-bg-alt p-6 sm:p-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-end">
          <div>
            <p className="eyebrow">{t.home.valuesEyebrow}</p>
            <h2 id="values-title" className="section-title mt-3">
              <Phrased text={t.home.valuesTitle} />
            </h2>
          </div>
          <p className="muted leading-relaxed sm:text-lg">
            <Phrased text={t.home.valuesSubtitle} />
          </p>
        </div>
        {/* Hairlines between the clauses: the list's own ground showing through a one-pixel gap. */}
        <ul className="grid gap-px bg-line md:auto-cols-fr md:grid-flow-col">
          {values.map((value) => (
            <li key={value.key} className="bg-surface p-6 sm:p-8 lg:p-10">
              <span className="grid h-11 w-11 place-items-center rounded-xl border border-line bg-surface text-accent-text shadow-[var(--shadow-card)]">
                <span className={`${value.icon} h-5 w-5`} aria-hidden="true" />
              </span>
              <h3 className="card-title mt-5 sm:text-xl">
                <Phrased text={value.title} />
              </h3>
              <p className="muted mt-2 leading-relaxed">
                <Phrased text={value.description} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
