// "Send only what changed" (product.md §5): edited, non-blank content values, and edited, non-empty plan fields.
import type { ContentTree, ContentUpdate, PlanId, PlanUpdate, PricingPlan, Section } from '../../../src/contract';
import { currentExtras, extrasChanges, type PlanExtras } from './plan-content';

export type ContentEdits = Record<string, { en?: string; zh?: string }>;
/** A plan's prices and titles as typed (strings, so a half-typed price can be shown and flagged). */
export type PlanFields = { monthlyPrice: string; annualPrice: string; titleEn: string; titleZh: string };
/** Everything of a plan the editor shows. */
export type PlanValues = PlanFields & PlanExtras;
export type PlanEdits = Partial<Record<PlanId, Partial<PlanValues>>>;

export function currentLeaf(tree: ContentTree | undefined, key: string): { en: string; zh: string } {
  let node: unknown = tree;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const leaf = node as { en?: string; zh?: string } | undefined;
  return { en: leaf?.en ?? '', zh: leaf?.zh ?? '' };
}

const edited = (value: string | undefined, current: string) => value !== undefined && value.trim() !== '' && value !== current;

/** One request body per field (key) whose English or Chinese text was changed to something non-blank. */
export function contentChanges(
  section: Section,
  keys: readonly string[],
  edits: ContentEdits,
  tree: ContentTree | undefined,
): ContentUpdate[] {
  return keys.flatMap((key) => {
    const current = currentLeaf(tree, key);
    const en = edits[key]?.en;
    const zh = edits[key]?.zh;
    const body: ContentUpdate = { section, key };
    if (edited(en, current.en)) body.enValue = en;
    if (edited(zh, current.zh)) body.zhValue = zh;
    return body.enValue !== undefined || body.zhValue !== undefined ? [body] : [];
  });
}

/** A plan's editable values as the listing shows them. */
export function currentPlan(plans: PricingPlan[] | undefined, id: PlanId): PlanFields {
  const monthly = plans?.find((p) => p.planId === id && p.billing === 'monthly');
  const annual = plans?.find((p) => p.planId === id && p.billing === 'annual');
  return {
    monthlyPrice: monthly ? String(monthly.amount) : '',
    annualPrice: annual ? String(annual.amount) : '',
    titleEn: monthly?.titleEn ?? annual?.titleEn ?? '',
    titleZh: monthly?.titleZh ?? annual?.titleZh ?? '',
  };
}

// "29.99", "29.", ".5" (as a number field reports a price typed without its leading zero).
const PRICE = /^(\d{1,7}(\.\d{0,2})?|\.\d{1,2})$/;
export const isPrice = (value: string) => PRICE.test(value.trim());

/** One PUT body per plan with an edited, non-empty field (extras: plan-content.ts); prices have at most two decimals. */
export function planChanges(edits: PlanEdits, plans: PricingPlan[] | undefined): { id: PlanId; body: PlanUpdate }[] {
  return (Object.keys(edits) as PlanId[]).flatMap((id) => {
    const current = currentPlan(plans, id);
    const e = edits[id] ?? {};
    const body: PlanUpdate = {};
    for (const field of ['monthlyPrice', 'annualPrice'] as const) {
      const value = e[field]?.trim();
      if (value && isPrice(value) && Number(value) !== Number(current[field])) body[field] = Number(value);
    }
    for (const field of ['titleEn', 'titleZh'] as const) {
      const value = e[field]?.trim();
      if (value && value !== current[field]) body[field] = value;
    }
    Object.assign(body, extrasChanges(e, currentExtras(plans, id)));
    return Object.keys(body).length ? [{ id, body }] : [];
  });
}

/** Price fields that hold something that is not a price (they block saving). */
export const invalidPrices = (edits: PlanEdits) =>
  (Object.keys(edits) as PlanId[]).flatMap((id) =>
    (['monthlyPrice', 'annualPrice'] as const)
      .filter((f) => (edits[id]?.[f] ?? '').trim() !== '' && !isPrice(edits[id]![f]!))
      .map((f) => `${id}.${f}`),
  );
