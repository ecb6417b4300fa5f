// The billing tabs and the plan cards of the chosen period, three per row on wide screens.
import { usePublicRead } from '../../lib/read-store';
import { useRef, useState, type KeyboardEvent } from 'react';
import { SkeletonList } from '../../components/ui/skeleton';
import { publicQueries } from '../../lib/public-queries';
import { useLang, useT } from '../../lib/i18n';
import { PlanCard } from './plan-card';
import { plansFor, type Period } from './plans';

const PERIODS: Period[] = ['monthly', 'annual'];

export function PricingGrid() {
  const t = useT();
  const lang = useLang();
  const [period, setPeriod] = useState<Period>('monthly');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { data, isPending } = usePublicRead(publicQueries.pricingPlans());

  // Arrow keys move between the two tabs, as the ARIA tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = PERIODS[(PERIODS.indexOf(period) + 1) % PERIODS.length]!;
    setPeriod(next);
    tabs.current[PERIODS.indexOf(next)]?.focus();
  };

  const plans = data ? plansFor(data, period, lang) : [];
  return (
    <div>
      <div className="flex flex-col items-center gap-3">
        <div
          role="tablist"
          aria-label={t.pricing.billingLabel}
          className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
          onKeyDown={onKeyDown}
        >
          {PERIODS.map((p, i) => (
            <button
              key={p}
              ref={(el) => void (tabs.current[i] = el)}
              type="button"
              role="tab"
              id={`tab-${p}`}
              aria-selected={period === p}
              aria-controls="plans-panel"
              tabIndex={period === p ? 0 : -1}
              onClick={() => setPeriod(p)}
              className={`keyboard-ring rounded-lg px-6 py-2 text-sm font-semibold max-sm:min-h-11 transition-colors motion-reduce:transition-none ${
                period === p
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {t.pricing[p]}
            </button>
          ))}
        </div>
        <p className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
          {period === 'annual' ? t.pricing.annualCaption : t.pricing.monthlyCaption}
        </p>
      </div>
      <div id="plans-panel" role="tabpanel" aria-labelledby={`tab-${period}`} className="mt-12">
        {isPending ? (
          <div className="grid gap-8 lg:grid-cols-3">
            <SkeletonList count={3} label={t.common.loading} className="h-[34rem] w-full" />
          </div>
        ) : plans.length ? (
          <ul className="grid gap-8 lg:grid-cols-3">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} period={period} lang={lang} />
            ))}
          </ul>
        ) : (
          <p className="muted py-12 text-center">{t.pricing.noPlans}</p>
        )}
      </div>
    </div>
  );
}
