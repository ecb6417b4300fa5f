// The plans' features as one grid: row i is line i of every plan, worded once or per plan, a tick per plan; back to
// each plan's two stored lists without losing a line.
import { describe, expect, test } from 'bun:test';
import { toFeature, storedList } from './plan-content';
import { gridLists, gridRows, missingWords, withCell, withPerPlan, withSharedText, wordingParts, type PlanLists } from './plan-grid';

const lists = (basic: string[][], pro: string[][], enterprise: string[][]): PlanLists => {
  const one = (lines: string[][]) => ({
    featuresEn: lines.map(([en]) => toFeature(en!)),
    featuresZh: lines.map(([, zh]) => toFeature(zh!)),
  });
  return { basic: one(basic), pro: one(pro), enterprise: one(enterprise) };
};
const stored = (all: PlanLists) =>
  Object.fromEntries(Object.entries(all).map(([id, l]) => [id, [storedList(l.featuresEn), storedList(l.featuresZh)]]));

const SEEDED = lists(
  [
    ['Backups', '備份'],
    ['Up to 5 hours', '最多 5 小時'],
    ['!Account manager', '!客戶經理'],
  ],
  [
    ['Backups', '備份'],
    ['Up to 20 hours', '最多 20 小時'],
    ['!Account manager', '!客戶經理'],
  ],
  [
    ['Backups', '備份'],
    ['Up to 60 hours', '最多 60 小時'],
    ['Account manager', '客戶經理'],
  ],
);

describe('the grid of the seeded plans', () => {
  test('a row per line; worded once where the plans agree, per plan where they do not; a tick per plan', () => {
    const rows = gridRows(SEEDED);
    expect(rows.map((row) => row.perPlan)).toEqual([false, true, false]);
    expect(rows[2]!.cells).toEqual({
      basic: { en: 'Account manager', zh: '客戶經理', included: false },
      pro: { en: 'Account manager', zh: '客戶經理', included: false },
      enterprise: { en: 'Account manager', zh: '客戶經理', included: true },
    });
    expect(rows[1]!.cells.pro.en).toBe('Up to 20 hours');
  });

  test('back to the stored lists unchanged', () => {
    expect(stored(gridLists(gridRows(SEEDED)))).toEqual(stored(SEEDED));
  });

  test('a tick and a shared edit change each plan as they should', () => {
    const rows = gridRows(SEEDED);
    rows[2] = withCell(rows[2]!, 'pro', { included: true });
    rows[0] = withSharedText(rows[0]!, 'en', 'Daily backups');
    const back = stored(gridLists(rows));
    expect(back.pro![0]).toEqual(['Daily backups', 'Up to 20 hours', 'Account manager']);
    expect(back.basic![0]).toEqual(['Daily backups', 'Up to 5 hours', '!Account manager']);
    expect(back.enterprise![1]).toEqual(['備份', '最多 60 小時', '客戶經理']);
  });

  test('worded once again, every plan takes the first plan’s words; its ticks stay', () => {
    const row = withPerPlan(gridRows(SEEDED)[1]!, false);
    expect(Object.values(row.cells).map((cell) => cell.en)).toEqual(['Up to 5 hours', 'Up to 5 hours', 'Up to 5 hours']);
    expect(row.perPlan).toBe(false);
  });
});

test('a plan with a shorter list gets the row’s words, not included, so every plan lists every row when saved', () => {
  const short = lists(
    [
      ['A', '甲'],
      ['B', '乙'],
    ],
    [['A', '甲']],
    [
      ['A', '甲'],
      ['B', '乙'],
    ],
  );
  const rows = gridRows(short);
  expect(rows[1]!.cells.pro).toEqual({ en: 'B', zh: '乙', included: false });
  expect(rows[1]!.perPlan).toBe(false);
  expect(stored(gridLists(rows)).pro).toEqual([
    ['A', '!B'],
    ['甲', '!乙'],
  ]);
});

test('words in one language only are named, per language', () => {
  const rows = gridRows(lists([['A', '']], [['A', '']], [['A', '甲']]));
  expect(missingWords(rows[0]!, 'zh')).toEqual(['basic', 'pro']);
  expect(missingWords(rows[0]!, 'en')).toEqual([]);
});

test('a row worded per plan is summed up as its shared words round the part that differs, that part per plan (decision 0272)', () => {
  const hours = gridRows(SEEDED)[1]!;
  expect(wordingParts(hours, 'en')).toEqual({ head: 'Up to', varying: ['5', '20', '60'], tail: 'hours' });
  expect(wordingParts(hours, 'zh')).toEqual({ head: '最多', varying: ['5', '20', '60'], tail: '小時' });
  // Sharing too little: the first plan's words whole, no token.
  const support = gridRows(lists([['Email support', '郵件']], [['Priority line', '優先']], [['24/7 desk', '全天']]))[0]!;
  expect(wordingParts(support, 'en')).toEqual({ head: 'Email support', varying: null, tail: '' });
  // A plan without words in a language has an empty part, in its place.
  const some = gridRows(lists([['Up to 5 hours', '']], [['Up to 20 hours', '']], [['', '']]))[0]!;
  expect(wordingParts(some, 'en').varying).toEqual(['5', '20', '']);
});
