// What the live preview shows: the stored texts and plans with the editor's unsaved edits applied, exactly as a save
// would publish them (a blank edit is never sent, so the preview keeps the stored text there too).
import {
  BILLING_WORDS,
  formatPrice,
  toCents,
  type ContentTree,
  type PlanId,
  type PlanUpdate,
  type PricingPlan,
} from '../../../src/contract';
import { currentLeaf, type ContentEdits } from './changes';

/** The section's tree with each edited, non-blank text in place of the stored one. */
export function previewTree(tree: ContentTree | undefined, keys: readonly string[], edits: ContentEdits): ContentTree {
  const next: ContentTree = {};
  for (const key of keys) {
    const stored = currentLeaf(tree, key);
    const typed = edits[key] ?? {};
    const leaf = { en: typed.en?.trim() ? typed.en : stored.en, zh: typed.zh?.trim() ? typed.zh : stored.zh };
    const parts = key.split('.');
    let node = next;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as ContentTree;
    node[parts.at(-1)!] = leaf;
  }
  return next;
}

/** The public listing with each plan's pending changes (the bodies a save would send) applied to both its entries. */
export function previewPlans(plans: PricingPlan[], changes: readonly { id: PlanId; body: PlanUpdate }[]): PricingPlan[] {
  return plans.map((entry) => {
    const body = changes.find((change) => change.id === entry.planId)?.body;
    if (!body) return entry;
    const amount = (entry.billing === 'monthly' ? body.monthlyPrice : body.annualPrice) ?? entry.amount;
    const titleEn = body.titleEn ?? entry.titleEn;
    const titleZh = body.titleZh ?? entry.titleZh;
    return {
      ...entry,
      titleEn,
      titleZh,
      nameEn: `${titleEn} ${BILLING_WORDS.en[entry.billing]}`,
      nameZh: `${titleZh} ${BILLING_WORDS.zh[entry.billing]}`,
      amount,
      price: formatPrice(toCents(amount)),
      descriptionEn: body.descriptionEn ?? entry.descriptionEn,
      descriptionZh: body.descriptionZh ?? entry.descriptionZh,
      featuresEn: body.featuresEn ?? entry.featuresEn,
      featuresZh: body.featuresZh ?? entry.featuresZh,
      isPopular: body.isPopular ?? entry.isPopular,
    };
  });
}
