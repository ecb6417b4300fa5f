// The pricing hero's aside, worked out from the plans themselves: the lowest monthly price, and the features every
// plan includes. Nothing here is typed by hand, so it can never disagree with the cards below it.
import { usePublicRead } from '../../lib/read-store';
import { useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { commonFeatures, plansFor } from './plans';

export function PlanSummary() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.pricingPlans());
  const monthly = data ? plansFor(data, 'monthly', lang) : [];
  const common = commonFeatures(monthly, lang);
  if (!monthly.length) return null;
  const cheapest = monthly.reduce((low, plan) => (plan.amount < low.amount ? plan : low));
  // Beside the text on a laptop; a phone goes straight from the hero to the cards, which say the same.
  return (
    <div className="card relative hidden overflow-hidden p-8 shadow-[var(--shadow-pop)] lg:block">
      <div className="absolute inset-x-0 top-0 h-1 bg-accent" aria-hidden="true" />
      <p className="eyebrow">{t.pricing.plansFromLabel}</p>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="text-5xl font-semibold tracking-[-0.04em] text-ink tabular-nums">{cheapest.price}</span>
        <span className="muted text-sm font-medium">{t.pricing.perMonth}</span>
      </p>
      {common.length > 0 && (
        <>
          <p className="mt-7 border-t border-line pt-6 text-sm font-semibold text-ink">{t.pricing.everyPlan}</p>
          <ul className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            {common.map((feature) => (
              <li key={feature} className="flex items-start gap-2.5 text-ink">
                <span
                  className="mt-0.5 grid h-5 w-5 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-text"
                  aria-hidden="true"
                >
                  <span className="i-lucide-check h-3.5 w-3.5" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
