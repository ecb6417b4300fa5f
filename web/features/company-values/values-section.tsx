// Home's core values: from /api/company-values, or the three built-in values when the list is empty or fails; a band
// with the heading on the left and the values as rows on the right (one column on a phone).
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
    // The last section before the call-to-action band, on the page's own ground: no bottom padding, as the band brings
    // its own space (one gap, not two).
    <section aria-labelledby="values-title">
      <div className="page-x grid pt-12 sm:pt-24 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="values-title" eyebrow={t.home.valuesEyebrow} title={t.home.valuesTitle} subtitle={t.home.valuesSubtitle} />
        </div>
        <ul className="divide-y divide-line border-y border-line">
          {values.map((value) => (
            <li key={value.key} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-5 py-4 sm:gap-x-6 sm:py-8">
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
