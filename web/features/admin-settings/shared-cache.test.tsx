// The shared cache section in the owner's terms: how soon visitors see a change (not told of changes: up to the cache
// time; told: at once, with when the last went), a refusal as a warning with the change's time and tries, each state as
// a chip beside the title; which cache, the settings and its answer only under "Technical details".
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import type { CachePurgeStatus } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { fill } from '../../lib/i18n';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { cacheTime, SharedCacheSettings } from './shared-cache';

const STATUS: CachePurgeStatus = { target: null, sharedSeconds: 10, waiting: 0, lastDoneAt: null, problem: null };
const answering = (status: CachePurgeStatus) =>
  replaceFetch((url) => (String(url) === '/api/admin/cache-purges' ? json(status) : new Response(null, { status: 404 })));
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('the cache time in the largest whole unit, in both languages', () => {
  expect([10, 60, 90, 3600, 86_400, 172_800].map((s) => cacheTime(s, t.sharedCache))).toEqual([
    '10 seconds',
    '1 minute',
    '90 seconds',
    '1 hour',
    '1 day',
    '2 days',
  ]);
  expect(cacheTime(86_400, adminZh.sharedCache)).toBe('1 天');
});

test('no purge target: a visitor may see a page as it was for up to the cache time; the setting to pass on', async () => {
  answering(STATUS);
  await renderInApp(<SharedCacheSettings />);
  // Working, it is no card (decision 0258): a note under Technical details, its verdict first.
  expect(await screen.findByText(fill(t.sharedCache.notTold, { time: '10 seconds' }))).toBeDefined();
  expect(screen.queryByRole('heading', { name: t.settings.tabs.cache })).toBeNull();
  expect(document.querySelector('[data-cache-status="good"] .font-medium')?.textContent).toBe(t.sharedCache.status.notTold);
  expect(document.querySelector('[data-server-details]')?.textContent).toContain('CACHE_PURGE_URL');
  expect(screen.queryByRole('alert')).toBeNull();
  // The owner's sentence names no product, setting or address.
  const shown = document.querySelector('[data-cache-said]')?.textContent ?? '';
  expect(shown).not.toMatch(/Varnish|CDN|CACHE_|127\.0/);
});

test('shared caching off: every visitor is answered by this server', async () => {
  answering({ ...STATUS, sharedSeconds: 0 });
  await renderInApp(<SharedCacheSettings />);
  expect(await screen.findByText(t.sharedCache.off)).toBeDefined();
  expect(document.querySelector('[data-cache-status] .font-medium')?.textContent).toBe(t.sharedCache.status.off);
});

test('purged: changes reach the copies at once, with when the last went; which cache only for whoever runs the server', async () => {
  answering({ ...STATUS, target: '127.0.0.1:6091', sharedSeconds: 86_400, lastDoneAt: '2026-11-28T09:30:00.000Z' });
  await renderInApp(<SharedCacheSettings />);
  const said = await screen.findByText(
    (_, node) => node?.hasAttribute('data-cache-said') === true && (node.textContent ?? '').startsWith('Each change you save reaches'),
  );
  expect(said.textContent).toContain('the last one went');
  expect(said.textContent).not.toContain('127.0.0.1');
  expect(document.querySelector('[data-cache-status="good"] .font-medium')?.textContent).toBe(t.sharedCache.status.told);
  expect(document.querySelector('[data-server-details]')?.textContent).toContain('Changes are sent to 127.0.0.1:6091.');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('refused: a warning with the change’s time and the tries; given up: how long visitors may see the old page (Chinese)', async () => {
  const problem = { at: '2026-11-28T09:30:00.000Z', error: '127.0.0.1:6081 answered 503 Service Unavailable', attempts: 3, gaveUp: false };
  answering({ ...STATUS, target: '127.0.0.1:6081', waiting: 1, problem });
  await renderInApp(<SharedCacheSettings />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('3 tries so far');
  expect(document.querySelector('[data-card-status="warn"]')?.textContent).toBe(t.sharedCache.status.refusing);
  expect(document.querySelector('[data-server-details]')?.textContent).toContain('answered 503');
  cleanup();
  answering({ ...STATUS, target: '127.0.0.1:6081', sharedSeconds: 86_400, problem: { ...problem, gaveUp: true } });
  await renderInApp(<SharedCacheSettings />, { lang: 'zh' });
  const given = await screen.findByRole('alert');
  expect(given.textContent).toContain('不再重試');
  expect(given.textContent).toContain('1 天內');
  expect(document.querySelector('[data-card-status]')?.textContent).toBe(adminZh.sharedCache.status.gaveUp);
});
