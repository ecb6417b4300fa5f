// The ranges of days: the last N days end today and hold N days; a custom range is refused when a day is missing, the
// first comes after the last, or it holds more than 366 days; a change is per cent for counts and points for a rate.
import { expect, test } from 'bun:test';
import { countChange, rangeLabel, rateChange } from './figures';
import { addDays } from '../../../src/contract/zoned-time';
import { daysIn, lastDays, localDay, rangeProblem } from './range';

test('the last 7 days end today and hold 7 days, across a month and a leap day', () => {
  expect(lastDays(7, '2028-03-02')).toEqual({ from: '2028-02-25', to: '2028-03-02' });
  expect(lastDays(90, '2026-05-01')).toEqual({ from: '2026-02-01', to: '2026-05-01' });
  expect(daysIn('2028-02-25', '2028-03-02')).toBe(7);
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05'); // the browser's own calendar day
});

test('a custom range: both days, in order, at most 366 days', () => {
  expect(rangeProblem('', '2026-01-01')).toBe('missing');
  expect(rangeProblem('2026-01-02', '2026-01-01')).toBe('order');
  expect(rangeProblem('2025-01-01', '2026-01-01')).toBeNull(); // 366 days
  expect(rangeProblem('2024-12-31', '2026-01-01')).toBe('tooLong');
});

test('a count changes by whole per cent ("new" from nothing); a rate by points, "new" only when there were no visitors', () => {
  expect(countChange(125, 100)).toEqual({ kind: 'up', value: 25 });
  expect(countChange(2, 3)).toEqual({ kind: 'down', value: 33 });
  expect(countChange(5, 0)).toEqual({ kind: 'new' });
  expect(countChange(0, 0)).toEqual({ kind: 'same' });
  expect(countChange(1000, 999)).toEqual({ kind: 'same' });
  expect(rateChange(0.034, 0.02, 50)).toEqual({ kind: 'up', value: 1.4 });
  expect(rateChange(0.01, 0, 0)).toEqual({ kind: 'new' });
  expect(rateChange(0, 0.05, 40)).toEqual({ kind: 'down', value: 5 });
});

test('a range reads with its year once when both days share it', () => {
  expect(rangeLabel('2026-11-01', '2026-11-30', 'en')).toBe('Nov 1 – Nov 30, 2026');
  expect(rangeLabel('2026-11-01', '2026-11-30', 'zh')).toBe('2026年11月1日 – 11月30日');
  expect(rangeLabel('2025-12-20', '2026-01-02', 'en')).toBe('Dec 20, 2025 – Jan 2, 2026');
});
