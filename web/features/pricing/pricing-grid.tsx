// The billing tabs and the plan cards of the chosen period, three per row on wide screens.
import { usePublicRead } from '../../lib/read-store';
import { useRef, useState, type KeyboardEvent } from 'react';
import { SkeletonList } from '../../components/ui/skeleton';
import { publicQueries } from '../../lib/public-queries';
import { fill, pick, useLang, useT } from '../../lib/i18n';
import { formatPrice } from '../../../src/contract/money';
import { PlanCard } from './plan-card';
import { distinctFeatures, plansFor, shownPrice, type Period } from './plans';

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
  const distinct = distinctFeatures(plans, lang);
  // On the annual tab, what the caption's saving is for the popular plan, worked out from the plans themselves: its yearly
  // bill and twelve months of its monthly twin less that (decision 0269, round 32: the caption alone read as filler).
  const popular = period === 'annual' ? plans.find((plan) => plan.isPopular) : undefined;
  const twin = popular && data?.find((plan) => plan.planId === popular.planId && plan.billing === 'monthly');
  const saved = popular && twin ? Math.round((twin.amount * 12 - popular.amount) * 100) : 0;
  return (
    <div>
      {/* The switch and its caption one row from 640 px, the caption beside the switch with its own sign, the same for
          either period (decision 0280, round 34: the monthly caption alone under the switch read as a stray line); on a
          phone the caption under the switch, flush left as the switch is. */}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2.5">
        <div
          role="tablist"
          aria-label={t.pricing.billingLabel}
          aria-describedby="billing-caption"
          className="inline-flex rounded-full border border-line bg-bg-alt p-1"
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
              className={`keyboard-ring inline-flex min-h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold max-sm:min-h-11 transition-colors motion-reduce:transition-none ${
                period === p ? 'segment-on' : 'text-muted hover:text-ink'
              }`}
            >
              {t.pricing[p]}
              {/* The saving sits on the option that gives it (product.md §2's caption says it in words). */}
              {p === 'annual' && (
                <span className="rounded-full border border-good/30 bg-surface px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-good">
                  {t.pricing.annualBadge}
                </span>
              )}
            </button>
          ))}
        </div>
        {/* product.md §2's caption is the switch's own: beside it, set apart from the options by its sign and muted words
            (round 16 read a bare caption there as a third option). */}
        <p id="billing-caption" className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted max-sm:w-full">
          <span
            className={`${period === 'annual' ? 'i-lucide-badge-percent text-good' : 'i-lucide-calendar-sync text-faint'} h-4 w-4 shrink-0`}
            aria-hidden="true"
          />
          <span>{period === 'annual' ? t.pricing.annualCaption : t.pricing.monthlyCaption}</span>
          {popular && saved > 0 && (
            <>
              {/* On a phone the figures take a line of their own (the dot ended the caption's line). */}
              <span aria-hidden="true" className="max-sm:hidden">
                ·
              </span>
              <span data-saving="" className="text-ink max-sm:w-full">
                {fill(t.pricing.annualSaving, {
                  plan: pick(popular, 'title', lang),
                  price: shownPrice(popular.price),
                  saved: shownPrice(formatPrice(saved)),
                })}
              </span>
            </>
          )}
        </p>
      </div>
      <div id="plans-panel" role="tabpanel" aria-labelledby={`tab-${period}`} className="mt-6 sm:mt-10">
        {isPending ? (
          <div className="grid gap-6 lg:grid-cols-3">
            <SkeletonList count={3} label={t.common.loading} className="h-[34rem] w-full" />
          </div>
        ) : plans.length ? (
          <ul className="grid gap-6 lg:grid-cols-3 lg:gap-y-0">
            {/* 24 px between stacked cards on a phone too (decision 0253, rv30 item 10: 16 px read as one slab). */}
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} period={period} lang={lang} distinct={distinct.get(plan.id) ?? []} />
            ))}
          </ul>
        ) : (
          <p className="muted py-12">{t.pricing.noPlans}</p>
        )}
      </div>
    </div>
  );
}
