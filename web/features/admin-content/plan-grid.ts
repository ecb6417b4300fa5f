// The plans' features as one grid: a row per feature, a column per plan saying whether the plan includes it. The
// stored lists stay product.md's (each plan its own featuresEn / featuresZh, "!" for not included): row i is line i of
// every plan. A row is worded once for every plan, or per plan where the plans say it differently ("Up to 5 hours…",
// "Up to 20 hours…"). Saved, every plan lists every row: one it lacked is written as not included.
import { PLAN_IDS, type PlanId } from '../../../src/contract';
import type { Feature } from './plan-content';

/** One plan's words for a row, and whether the plan includes it. */
export type GridCell = { en: string; zh: string; included: boolean };
/** `perPlan`: the row is worded for each plan (shown so even while the words happen to agree). */
export type GridRow = { cells: Record<PlanId, GridCell>; perPlan: boolean };
export type PlanLists = Record<PlanId, { featuresEn: Feature[]; featuresZh: Feature[] }>;

const sameWords = (cells: GridCell[]) => cells.every((cell) => cell.en === cells[0]!.en && cell.zh === cells[0]!.zh);

/** The grid of the plans' lists: as many rows as the longest list; a plan without line i takes the row's words, excluded. */
export function gridRows(lists: PlanLists): GridRow[] {
  const length = Math.max(...PLAN_IDS.flatMap((id) => [lists[id].featuresEn.length, lists[id].featuresZh.length]));
  return Array.from({ length }, (_, i) => {
    const line = (id: PlanId) => ({ en: lists[id].featuresEn[i], zh: lists[id].featuresZh[i] });
    const first = PLAN_IDS.map(line).find((one) => one.en || one.zh) ?? { en: undefined, zh: undefined };
    const cells = Object.fromEntries(
      PLAN_IDS.map((id) => {
        const { en, zh } = line(id);
        if (!en && !zh) return [id, { en: first.en?.text ?? '', zh: first.zh?.text ?? '', included: false }];
        return [id, { en: en?.text ?? '', zh: zh?.text ?? '', included: (en ?? zh)!.included }];
      }),
    ) as Record<PlanId, GridCell>;
    return { cells, perPlan: !sameWords(Object.values(cells)) };
  });
}

/** Each plan's two lists again, one line per row, in the rows' order. */
export function gridLists(rows: readonly GridRow[]): PlanLists {
  return Object.fromEntries(
    PLAN_IDS.map((id) => [
      id,
      {
        featuresEn: rows.map((row) => ({ text: row.cells[id].en, included: row.cells[id].included })),
        featuresZh: rows.map((row) => ({ text: row.cells[id].zh, included: row.cells[id].included })),
      },
    ]),
  ) as PlanLists;
}

/** The words every plan shares (a row worded once); per plan, the first plan's. */
export const sharedWords = (row: GridRow, lang: 'en' | 'zh') => row.cells[PLAN_IDS[0]][lang];

/** A row worded once: `text` for every plan. */
export const withSharedText = (row: GridRow, lang: 'en' | 'zh', text: string): GridRow => ({
  ...row,
  cells: Object.fromEntries(PLAN_IDS.map((id) => [id, { ...row.cells[id], [lang]: text }])) as Record<PlanId, GridCell>,
});

/** One plan's cell changed. */
export const withCell = (row: GridRow, id: PlanId, change: Partial<GridCell>): GridRow => ({
  ...row,
  cells: { ...row.cells, [id]: { ...row.cells[id], ...change } },
});

/** Worded per plan (each plan starts from the words it has), or once for all (the first plan's words for every plan). */
export function withPerPlan(row: GridRow, perPlan: boolean): GridRow {
  if (perPlan) return { ...row, perPlan };
  const first = row.cells[PLAN_IDS[0]];
  return { ...withSharedText(withSharedText(row, 'en', first.en), 'zh', first.zh), perPlan };
}

/** A new row: worded once, empty, included in every plan. */
export const blankRow = (): GridRow => ({
  cells: Object.fromEntries(PLAN_IDS.map((id) => [id, { en: '', zh: '', included: true }])) as Record<PlanId, GridCell>,
  perPlan: false,
});

/** The plans whose row lacks a language's words while another language has them. */
export const missingWords = (row: GridRow, lang: 'en' | 'zh'): PlanId[] =>
  PLAN_IDS.filter((id) => !row.cells[id][lang].trim() && row.cells[id][lang === 'en' ? 'zh' : 'en'].trim());

/** What a row worded per plan is about, in one language: the words its plans share around the part that differs, and that
 *  part as each plan has it (in the plans' order, "" for a plan without words in this language); or, sharing too little,
 *  the first plan's words whole (`varying` null). */
export type Wording = { head: string; varying: string[] | null; tail: string };

/** The longest a plan's differing part may be to be shown in the summary's token ("5 / 20 / 60"); longer, a word stands in. */
export const TOKEN_PART_MAX = 12;

/**
 * What a row worded per plan is about, for its folded line (review round 29: "Differs by plan" alone hid what the feature
 * was; round 32: "… hours of improvements a month" read as a bug): the words every plan shares at its start and end with
 * the differing part between them, as a token ("5 / 20 / 60 hours of improvements a month"), while the shared words make
 * at least half of the shortest wording; else the first plan's words.
 */
export function wordingParts(row: GridRow, lang: 'en' | 'zh'): Wording {
  const all = PLAN_IDS.map((id) => row.cells[id][lang].trim());
  const texts = all.filter(Boolean);
  const first = texts[0] ?? '';
  const whole: Wording = { head: first, varying: null, tail: '' };
  if (texts.length < 2 || texts.every((text) => text === first)) return whole;
  const words = texts.map((text) => text.split(/\s+/));
  const shortest = Math.min(...words.map((one) => one.length));
  let start = 0;
  while (start < shortest && words.every((one) => one[start] === words[0]![start])) start++;
  let end = 0;
  while (end < shortest - start && words.every((one) => one[one.length - 1 - end] === words[0]![words[0]!.length - 1 - end])) end++;
  const head = words[0]!.slice(0, start).join(' ');
  const tail = words[0]!.slice(words[0]!.length - end).join(' ');
  const least = Math.min(...texts.map((text) => text.length));
  if (head.length + tail.length < least / 2) return whole;
  const middle = (text: string) => {
    const one = text.split(/\s+/);
    return one.slice(start, one.length - end).join(' ');
  };
  return { head, varying: all.map((text) => (text ? middle(text) : '')), tail };
}
