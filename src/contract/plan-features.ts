// A plan feature's stored form (product.md §2, §3): a leading "!" means the plan does not include it. The pricing page
// reads it, the admin's editor reads and writes it. No schema library here, so a page can use it cheaply.

const NOT_INCLUDED = '!';

export type PlanFeature = { text: string; included: boolean };

/** "!Dedicated manager" is a feature the plan does not include; the "!" is not shown. */
export function readFeature(stored: string): PlanFeature {
  return stored.startsWith(NOT_INCLUDED) ? { text: stored.slice(1).trim(), included: false } : { text: stored, included: true };
}

/** The stored form, or '' for a blank feature. A "!" typed at the start is dropped: only `included` says "not included". */
export function writeFeature({ text, included }: PlanFeature): string {
  const clean = text.replace(/^[\s!]+/, '').trim();
  return clean && !included ? NOT_INCLUDED + clean : clean;
}
