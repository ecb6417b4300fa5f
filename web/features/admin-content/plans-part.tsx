// The pricing page's plans part of the content tab: the three plans as tabs (one plan's fields at a time, each tab its
// name, its monthly price and a dot while something in it is unsaved), then the features of all three as one grid.
import type { UseQueryResult } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { PLAN_IDS, type PlanId, type PricingPlan } from '../../../src/contract';
import type { HistorySlot } from '../../components/admin/history-slot';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang } from '../../lib/i18n';
import { usDollars } from '../../lib/us-dollars';
import { currentPlan, invalidPrices, isPrice, planChanges, type PlanEdits, type PlanValues } from './changes';
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
  const [open, setOpen] = useState<PlanId>(PLAN_IDS[0]);
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className="admin-section-title">
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
        // One plan at a time under its tab (review round 20: three cards one under another made a long, uneven scroll);
        // every plan stays drawn, the others hidden, so nothing typed in one is lost on going to another.
        <>
          {/* One card: the tabs its head, the open plan's fields its body. Never ringed in the accent (review round 24: a
              red edge read as "edited", and red is for errors): the popular plan says so by its tab's star and its switch. */}
          <div className="card card-phone-flat mt-4 min-w-0 overflow-hidden max-sm:overflow-visible" data-plans-card>
            <PlanTabs plans={plans.data} edits={edits} open={open} onOpen={setOpen} />
            {PLAN_IDS.map((id) => {
              const current = { ...currentPlan(plans.data, id), ...currentExtras(plans.data, id) };
              return (
                <div
                  key={id}
                  role="tabpanel"
                  id={`plan-panel-${id}`}
                  aria-labelledby={`plan-tab-${id}`}
                  hidden={id !== open}
                  data-plan-panel={id}
                >
                  <PlanCardFields
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
                </div>
              );
            })}
          </div>
          <PlanFeatureGrid
            lists={featureLists(plans.data, edits)}
            stored={featureLists(plans.data, {})}
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

/** What a plan's own tab holds (its features are the grid's, one place for all three plans). */
const OWN_FIELDS = (edits: PlanEdits[PlanId]): PlanEdits[PlanId] => {
  if (!edits) return edits;
  const { featuresEn: _en, featuresZh: _zh, ...own } = edits;
  return own;
};

/**
 * The plans' tabs, the head of their card: a track of three even columns (a phone's 390 px too), each the plan's name over its monthly price as
 * typed, the open one raised; a dot while something of that plan's own is unsaved (red while a price is not a price).
 * Arrow keys, Home and End move between them (the WAI-ARIA tabs pattern); the open one alone is in the Tab order.
 */
function PlanTabs({ plans, edits, open, onOpen }: { plans: PricingPlan[]; edits: PlanEdits; open: PlanId; onOpen: (id: PlanId) => void }) {
  const t = useAdminT();
  const lang = useLang();
  const words = t.planEditor;
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = PLAN_IDS.indexOf(open);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % PLAN_IDS.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + PLAN_IDS.length) % PLAN_IDS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? PLAN_IDS.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    const id = PLAN_IDS[to]!;
    onOpen(id);
    document.getElementById(`plan-tab-${id}`)?.focus();
  };
  return (
    // The card's head: the plans as tabs on the card's own ground over a hairline, the open one underlined in ink, as the
    // admin's own tabs are (decision 0259: a grey track with a raised box inside the card was one more box in a box).
    <div
      role="tablist"
      aria-label={words.tabs}
      className="grid grid-cols-3 gap-1 border-b border-line px-3 sm:px-4 max-sm:mt-2 max-sm:px-0"
      data-plan-tabs
    >
      {PLAN_IDS.map((id) => {
        const selected = id === open;
        const value = { ...currentPlan(plans, id), ...currentExtras(plans, id), ...edits[id] };
        const bad = invalidPrices({ [id]: edits[id] }).length > 0;
        const unsaved = bad || planChanges({ [id]: OWN_FIELDS(edits[id]) }, plans).length > 0;
        const price = value.monthlyPrice.trim();
        return (
          <button
            key={id}
            type="button"
            role="tab"
            id={`plan-tab-${id}`}
            aria-selected={selected}
            aria-controls={`plan-panel-${id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onOpen(id)}
            onKeyDown={move}
            data-plan-tab={id}
            data-lines={2}
            data-unsaved={unsaved ? (bad ? 'bad' : '') : undefined}
            className={`keyboard-ring flex min-h-14 min-w-0 flex-col max-sm:min-h-11 items-start justify-center gap-0.5 px-3 py-2 text-left transition-colors max-sm:px-2.5 ${
              selected ? 'text-ink shadow-[inset_0_-2px_0_var(--c-ink)]' : 'text-muted hover:text-ink'
            }`}
          >
            <span className="flex max-w-full min-w-0 items-center gap-1.5">
              <span className="truncate text-sm font-semibold">{t.content.plans[id]}</span>
              {value.isPopular && (
                <span className="i-lucide-star h-3 w-3 shrink-0 text-accent" role="img" aria-label={t.content.mostPopular} />
              )}
              {unsaved && (
                <span className={bad ? 'h-2 w-2 shrink-0 rounded-full bg-bad' : 'changed-dot'} data-unsaved-dot>
                  <span className="sr-only">{bad ? words.tabInvalid : t.content.nav.unsaved}</span>
                </span>
              )}
            </span>
            {/* Below 640 px the name alone (review round 31: "每月 US$1,2…" cut short); the price is in the panel. */}
            <span className={`max-w-full truncate text-xs tabular-nums max-sm:hidden ${selected ? 'text-muted' : 'text-faint'}`}>
              {price && isPrice(price) ? fill(words.tabPrice, { price: usDollars(Number(price), lang) }) : words.tabNoPrice}
            </span>
          </button>
        );
      })}
    </div>
  );
}
