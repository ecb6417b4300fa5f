// Home's core values: from /api/company-values, or the three built-in values when the list is empty or fails.
import { usePublicRead } from '../../lib/read-store';
import { VALUE_ICONS } from '../../../src/contract/constants';
import { SectionHeading } from '../../components/ui/section-heading';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';

const DEFAULT_ICONS = ['i-lucide-settings-2', 'i-lucide-lightbulb', 'i-lucide-shield-check'];
/** In the set, hence in the stylesheet: the server accepts no other, but a row written before the set existed may hold one. */
const FALLBACK_ICON = 'i-lucide-star';
const iconOf = (icon: string) => ((VALUE_ICONS as readonly string[]).includes(icon) ? icon : FALLBACK_ICON);

export function ValuesSection() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.companyValues());
  const values = data?.length
    ? data.map((v) => ({ key: v.id, icon: iconOf(v.icon), title: pick(v, 'title', lang), description: pick(v, 'description', lang) }))
    : t.home.defaultValues.map((v, i) => ({ key: i, icon: DEFAULT_ICONS[i]!, ...v }));

  return (
    <section aria-labelledby="values-title" className="bg-slate-50 py-20 dark:bg-slate-900/60">
      <div className="page-x">
        <SectionHeading id="values-title" title={t.home.valuesTitle} subtitle={t.home.valuesSubtitle} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.key} className="card p-8 text-center">
              <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-blue-100 text-blue-800 dark:bg-sky-400/15 dark:text-sky-300">
                <span className={`${value.icon} h-7 w-7`} aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">
                <Phrased text={value.title} />
              </h3>
              <p className="muted mt-3 leading-relaxed">
                <Phrased text={value.description} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
