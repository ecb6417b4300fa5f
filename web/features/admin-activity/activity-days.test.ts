// The log's days: rows keep their order, each day once, named Today, Yesterday or in full, in the admin's language.
import { expect, test } from 'bun:test';
import type { AuditEntry } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { longDay } from '../../lib/dates';
import { byDay } from './activity-days';
import type { Fold } from './fold';

const at = (y: number, m: number, d: number, h: number) => new Date(y, m, d, h).toISOString();
const fold = (id: number, when: string): Fold => [{ id, at: when, account: 'admin', ip: '203.0.113.7', action: 'sign_in' } as AuditEntry];
const now = new Date(2026, 10, 28, 15);

test('rows fall under Today, Yesterday and the day in full, in order', () => {
  const folds = [fold(4, at(2026, 10, 28, 9)), fold(3, at(2026, 10, 28, 1)), fold(2, at(2026, 10, 27, 23)), fold(1, at(2026, 10, 20, 8))];
  const days = byDay(folds, adminEn, 'en', now);
  expect(days.map((day) => [day.heading, day.folds.map((f) => f[0]!.id)])).toEqual([
    ['Today', [4, 3]],
    ['Yesterday', [2]],
    [longDay(at(2026, 10, 20, 8), 'en'), [1]],
  ]);
  expect(days[2]!.heading).toBe('Friday, November 20, 2026');
  // Today and Yesterday say their date in full too; a day named in full does not say it twice.
  expect(days.map((day) => day.date)).toEqual(['Saturday, November 28, 2026', 'Friday, November 27, 2026', undefined]);
});

test('in Chinese the headings are Chinese', () => {
  const days = byDay([fold(2, at(2026, 10, 28, 9)), fold(1, at(2026, 10, 19, 9))], adminZh, 'zh', now);
  expect(days.map((day) => day.heading)).toEqual(['今天', '2026年11月19日星期四']);
  expect(days[0]!.date).toBe('2026年11月28日星期六');
});
