// The pricing hero's aside: how billing works (three facts that hold for every plan), and the features every plan
// includes, worked out from the plans themselves so it can never disagree with the cards below. No price here: the
// cards say those, and a price repeated in the hero read as a fourth plan.
import { usePublicRead } from '../../lib/read-store';
import { useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { Phrased } from '../../components/ui/phrased';
import { commonFeatures, plansFor } from './plans';

const FACT_ICONS = ['i-lucide-calendar-range', 'i-lucide-arrow-up-down', 'i-lucide-history'];

export function PlanSummary() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.pricingPlans());
  const monthly = data ? plansFor(data, 'monthly', lang) : [];
  const common = commonFeatures(monthly, lang);
  if (!monthly.length) return null;
  // Beside the text on a laptop; a phone goes straight from the hero to the cards (the questions below say the rest).
  return (
    <div className="card relative hidden overflow-hidden p-8 shadow-[var(--shadow-pop)] lg:block">
      <div className="absolute inset-x-0 top-0 h-1 bg-accent" aria-hidden="true" />
      <p className="eyebrow">{t.pricing.billingTitle}</p>
      <ul className="mt-5 space-y-4">
        {t.pricing.billingFacts.map((fact, i) => (
          <li key={fact.title} className="flex gap-4">
            <span
              className="grid h-9 w-9 shrink-0 place-items-center rounded-lg border border-line bg-surface-alt text-accent-text"
              aria-hidden="true"
            >
              <span className={`${FACT_ICONS[i]} h-4.5 w-4.5`} />
            </span>
            <div>
              <p className="font-semibold text-ink">
                <Phrased text={fact.title} />
              </p>
              <p className="muted mt-0.5 text-sm leading-relaxed">
                <Phrased text={fact.description} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      {common.length > 0 && (
        <>
          <p className="mt-6 border-t border-line pt-5 text-sm font-semibold text-ink">{t.pricing.everyPlan}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {common.map((feature) => (
              <li key={feature} className="chip py-1 text-ink">
                <span className="i-lucide-check h-3.5 w-3.5 text-good" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
