// Grouping the Overview's recent activity: edits in a row of the same kind to the same place are one line.
import { expect, test } from 'bun:test';
import type { AuditEntry } from '../../../src/contract';
import { groupRecent, placeOf } from './recent-groups';

const entry = (id: number, action: AuditEntry['action'], target: string, account = 'admin') =>
  ({
    id,
    at: new Date(Date.UTC(2026, 11, 7, 9, 60 - id)).toISOString(),
    account,
    ip: '203.0.113.7',
    action,
    target,
    detail: {},
  }) as AuditEntry;

test('a page text’s place is its part; anything else is its target', () => {
  expect(placeOf(entry(1, 'content_update', 'home.cta.title'))).toBe('home.cta');
  expect(placeOf(entry(1, 'content_update', 'home.hero.subtitle'))).toBe('home.hero');
  expect(placeOf(entry(1, 'list_update', 'services/4'))).toBe('services/4');
});

test('edits in a row to one part are one group, whichever of its texts; another part, kind or account starts a new one', () => {
  const log = [
    entry(1, 'content_update', 'home.cta.title'),
    entry(2, 'content_update', 'home.cta.title'),
    entry(3, 'content_update', 'home.cta.subtitle'),
    entry(4, 'content_update', 'home.cta.title'),
    entry(5, 'content_update', 'home.hero.title'),
    entry(6, 'list_update', 'services/4'),
    entry(7, 'list_update', 'services/4'),
    entry(8, 'list_update', 'services/5'),
    entry(9, 'content_update', 'home.hero.title', 'editor'),
    entry(10, 'content_update', 'home.cta.title'),
  ];
  expect(groupRecent(log).map((group) => group.map((e) => e.id))).toEqual([[1, 2, 3, 4], [5], [6, 7], [8], [9], [10]]);
});

test('not in a row: the same place later is a line of its own; nothing, no group', () => {
  const log = [entry(1, 'content_update', 'home.cta.title'), entry(2, 'message_reply', '7'), entry(3, 'content_update', 'home.cta.title')];
  expect(groupRecent(log).map((group) => group.length)).toEqual([1, 1, 1]);
  expect(groupRecent([])).toEqual([]);
});
