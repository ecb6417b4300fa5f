// The pricing page's plans part of the content tab: the three plan cards, each with its stored values and its history,
// then the features of all three as one grid.
import type { UseQueryResult } from '@tanstack/react-query';
import { PLAN_IDS, type PlanId, type PricingPlan } from '../../../src/contract';
import type { HistorySlot } from '../../components/admin/history-slot';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { currentPlan, type PlanEdits, type PlanValues } from './changes';
import { PlanCardFields } from './plan-card-fields';
import { currentExtras } from './plan-content';
import { PlanFeatureGrid } from './plan-feature-grid';
import type { PlanLists } from './plan-grid';

type Props = {
  plans: UseQueryResult<PricingPlan[]>;
  edits: PlanEdits;
  onChange: <K extends keyof PlanValues>(id: PlanId, field: K, value: PlanValues[K]) => void;
  history?: HistorySlot;
};

export function PlansPart({ plans, edits, onChange, history }: Props) {
  const t = useAdminT();
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className="text-xl font-semibold">
        {t.content.plansTitle}
      </h2>
      {/* The rules of every plan card, said once here rather than in each card (each card keeps them for screen readers). */}
      <p className="muted mt-1 max-w-3xl text-sm">{t.content.plansHint}</p>
      {plans.isPending ? (
        <Spinner label={t.content.loading} />
      ) : plans.isError ? (
        <div className="mt-4">
          <LoadFailed what={t.failure.loadPlans} error={plans.error} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
        </div>
      ) : (
        // One plan per row, then the grid of their features.
        <>
          <div className="mt-4 grid gap-6">
            {PLAN_IDS.map((id) => {
              const current = { ...currentPlan(plans.data, id), ...currentExtras(plans.data, id) };
              return (
                <PlanCardFields
                  key={id}
                  id={id}
                  current={current}
                  value={{ ...current, ...edits[id] }}
                  onChange={(field, next) => {
                    onChange(id, field, next);
                    // One plan carries the "Most Popular" badge: marking one unmarks the others (saved with them).
                    if (field === 'isPopular' && next === true)
                      for (const other of PLAN_IDS)
                        if (other !== id && (edits[other]?.isPopular ?? currentExtras(plans.data, other).isPopular))
                          onChange(other, 'isPopular', false);
                  }}
                  extra={history?.(`pricing-plans/${id}`, t.content.plans[id])}
                />
              );
            })}
          </div>
          <PlanFeatureGrid
            lists={featureLists(plans.data, edits)}
            onChange={(lists) => {
              for (const id of PLAN_IDS) {
                onChange(id, 'featuresEn', lists[id].featuresEn);
                onChange(id, 'featuresZh', lists[id].featuresZh);
              }
            }}
          />
        </>
      )}
    </section>
  );
}

/** Each plan's features as the editor holds them: the edited lists, else the stored ones. */
function featureLists(plans: PricingPlan[], edits: PlanEdits): PlanLists {
  return Object.fromEntries(
    PLAN_IDS.map((id) => {
      const stored = currentExtras(plans, id);
      return [id, { featuresEn: edits[id]?.featuresEn ?? stored.featuresEn, featuresZh: edits[id]?.featuresZh ?? stored.featuresZh }];
    }),
  ) as PlanLists;
}
