// The backups section's card on Litestream's continuous copy: not set up (what that risks, and what to pass on), up to
// date with where it copies to, behind by a size, and set up but not running (a warning), in both languages.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import type { ReplicationOverview } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { longDate } from '../../lib/dates';
import { renderInApp } from '../../testing/render';
import { ReplicationCard } from './replication-card';

afterEach(cleanup);

const AT = Date.UTC(2026, 10, 28, 9, 30);
const state = (overview: Partial<ReplicationOverview>): ReplicationOverview => ({
  state: 'off',
  behindBytes: null,
  caughtUpAt: null,
  replicas: [],
  ...overview,
});
const text = () => document.body.textContent!.replace(/\s+/g, ' ');

test('not set up: says what a lost server would lose, and what to pass on; no warning', async () => {
  await renderInApp(<ReplicationCard replication={state({})} />);
  expect(screen.getByRole('heading', { level: 2, name: adminEn.replication.title })).toBeTruthy();
  expect(text()).toContain(adminEn.replication.off);
  expect(text()).toContain('LITESTREAM_CONFIG');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('up to date: the time it was checked and where it copies to', async () => {
  await renderInApp(
    <ReplicationCard replication={state({ state: 'current', behindBytes: 0, caughtUpAt: AT, replicas: ['s3://my-bucket/site'] })} />,
  );
  const when = longDate(AT, 'en').replace(/\s+/g, ' ');
  expect(text()).toContain(adminEn.replication.current.replace('{{time}}', when));
  expect(screen.getByText('s3://my-bucket/site')).toBeTruthy();
  expect(document.querySelector('[data-replication="current"] time')?.getAttribute('datetime')).toBe(new Date(AT).toISOString());
});

test('behind: how much is not copied yet, and since when it was last up to date', async () => {
  await renderInApp(<ReplicationCard replication={state({ state: 'behind', behindBytes: 40_960, caughtUpAt: AT })} />);
  expect(text()).toContain(
    adminEn.replication.behind.replace('{{size}}', '40 KB').replace('{{time}}', longDate(AT, 'en').replace(/\s+/g, ' ')),
  );
});

test('in Chinese: set up but not running is a warning, in the Chinese dictionary’s words', async () => {
  await renderInApp(<ReplicationCard replication={state({ state: 'unreachable', replicas: ['s3://my-bucket/site'] })} />, { lang: 'zh' });
  expect(screen.getByRole('alert').textContent).toContain(adminZh.replication.unreachable);
  expect(screen.getByRole('heading', { level: 2, name: adminZh.replication.title })).toBeTruthy();
  expect(text()).toContain(adminZh.replication.copiedTo);
  expect(text()).not.toContain(adminEn.replication.unreachable);
});
