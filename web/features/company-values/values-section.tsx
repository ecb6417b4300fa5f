// Home's core values, set as the company's promise: one panel with the heading and what the promise covers on the left,
// and the values as clauses on the right (one column on a phone; not numbered, as a promise's clauses have no order).
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
    // The last section before the call-to-action band, on the page's own ground: no bottom padding, as the band brings
    // its own space (one gap, not two).
    <section aria-labelledby="values-title" data-part="companyValues" className="page-x pt-12 sm:pt-24">
      <div className="card grid overflow-hidden lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="relative isolate border-b border-line bg-bg-alt p-6 sm:p-10 lg:border-r lg:border-b-0">
          <div>
            <p className="eyebrow">{t.home.valuesEyebrow}</p>
            <h2 id="values-title" className="section-title mt-3">
              <Phrased text={t.home.valuesTitle} />
            </h2>
            <p className="muted mt-4 leading-relaxed sm:text-lg">
              <Phrased text={t.home.valuesSubtitle} />
            </p>
          </div>
        </div>
        <ul className="divide-y divide-line">
          {values.map((value) => (
            <li key={value.key} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 p-5 sm:gap-x-6 sm:px-10 sm:py-9">
              <span className="grid h-11 w-11 place-items-center rounded-xl border border-line bg-surface text-accent-text shadow-[var(--shadow-card)]">
                <span className={`${value.icon} h-5 w-5`} aria-hidden="true" />
              </span>
              <div>
                <h3 className="card-title sm:text-xl">
                  <Phrased text={value.title} />
                </h3>
                <p className="muted mt-2 leading-relaxed">
                  <Phrased text={value.description} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
