// One style of time in each language: 上午/下午 in Chinese whatever the hour (never 清晨 or 凌晨 beside 上午), AM/PM in English.
import { expect, test } from 'bun:test';
import { ago, longDate, shortDate } from './dates';

// Local times, as the admin's browser shows them.
const at = (hour: number, minute: number) => new Date(2026, 10, 28, hour, minute).getTime();

test('Chinese writes 上午 for the early morning and 下午 for the afternoon, never a finer day period', () => {
  expect(longDate(at(5, 41), 'zh')).toBe('2026年11月28日 上午5:41');
  expect(longDate(at(0, 5), 'zh')).toBe('2026年11月28日 上午12:05');
  expect(longDate(at(12, 30), 'zh')).toBe('2026年11月28日 下午12:30');
  expect(longDate(at(19, 2), 'zh')).toBe('2026年11月28日 下午7:02');
  for (const hour of [0, 3, 5, 6, 11, 12, 13, 18, 23]) expect(longDate(at(hour, 0), 'zh')).toMatch(/ [上下]午\d{1,2}:00$/);
});

test('English keeps its long date with AM/PM', () => {
  expect(longDate(at(5, 41), 'en').replace(/\s/g, ' ')).toBe('November 28, 2026 at 5:41 AM');
});

test("a recent moment reads as minutes or hours ago, under a minute as the caller's word, past a day as the date", () => {
  const now = at(15, 0);
  expect(ago(now - 30_000, 'en', 'just now', now)).toBe('just now');
  expect(ago(now - 5 * 60_000, 'en', 'just now', now)).toBe('5 minutes ago');
  expect(ago(now - 3 * 3_600_000, 'zh', '剛剛', now)).toBe('3 小時前');
  expect(ago(now - 2 * 86_400_000, 'en', 'just now', now)).toBe('2 days ago');
  expect(ago(now - 8 * 86_400_000, 'zh', '剛剛', now)).toBe(longDate(now - 8 * 86_400_000, 'zh'));
});

test('a date in a list: the one long format of each language, the year always (outside review round 12)', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  expect(shortDate('2026-11-02T09:20:00Z', 'en', now)).toBe('November 2, 2026');
  expect(shortDate('2026-11-02T09:20:00Z', 'zh', now)).toBe('2026年11月2日');
  expect(shortDate('2025-03-14T09:20:00Z', 'en', now)).toBe('March 14, 2025');
  expect(shortDate('2025-03-14T09:20:00Z', 'zh', now)).toBe('2025年3月14日');
  expect(longDate('2026-11-02T09:20:00Z', 'en').startsWith('November 2, 2026')).toBe(true);
});
