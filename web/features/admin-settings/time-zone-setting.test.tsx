// The site's time zone, set in the settings: the server's zone named as the default, the clock there, this browser's
// zone offered when it differs, and the choice saved as the timeZone setting.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { runtimeTimeZone } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { fill } from '../../lib/i18n';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { TimeZoneSetting } from './time-zone-setting';
import { zoneLabel, zoneLabels } from '../../lib/zone-label';

const browser = runtimeTimeZone();
// A server somewhere the browser is not, so the browser's zone is offered.
const server = browser === 'Pacific/Auckland' ? 'Asia/Taipei' : 'Pacific/Auckland';
const posted: unknown[] = [];
let stored = '';
beforeEach(() => {
  posted.length = 0;
  stored = '';
  replaceFetch((url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      stored = body.value;
      return json(body);
    }
    if (String(url).endsWith('/api/settings/time-zone')) return json({ zone: stored || server, setting: stored, server });
    return json({ username: 'admin', timeZone: stored || server });
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

test("unset, the server's zone is chosen and named; the browser's is offered, and saved when taken", async () => {
  await renderInApp(<TimeZoneSetting />);
  const select = (await screen.findByLabelText(adminEn.settings.timeZone.label)) as HTMLSelectElement;
  expect(select.value).toBe('');
  expect(select.selectedOptions[0]!.textContent).toBe(fill(adminEn.settings.timeZone.serverZone, { zone: zoneLabel(server) }));
  expect([...select.options].map((o) => o.value)).toContain('Asia/Taipei');
  expect(screen.getByText(fill(adminEn.settings.timeZone.browser, { zone: browser }))).toBeTruthy();
  // The clock is the server zone's: its hour is the one a formatter there gives.
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: server, hour: 'numeric', hourCycle: 'h12' }).format(Date.now());
  expect(screen.getByText(/^It is .* there now\.$/).textContent).toContain(hour.split(' ')[0]!);
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.settings.timeZone.useBrowser, { zone: browser }) }));
  expect(select.value).toBe(browser);
  fireEvent.click(screen.getByRole('button', { name: adminEn.settings.save }));
  await waitFor(() => expect(posted).toEqual([{ key: 'timeZone', value: browser }]));
  // Once the site is in the browser's zone, there is nothing to offer.
  await waitFor(() => expect(screen.queryByText(fill(adminEn.settings.timeZone.browser, { zone: browser }))).toBeNull());
});

test('in Chinese', async () => {
  await renderInApp(<TimeZoneSetting />, { lang: 'zh' });
  const select = (await screen.findByLabelText(adminZh.settings.timeZone.label)) as HTMLSelectElement;
  expect(select.selectedOptions[0]!.textContent).toBe(fill(adminZh.settings.timeZone.serverZone, { zone: zoneLabel(server, 'zh') }));
  expect(screen.getByText(adminZh.settings.cards.timeZone.description)).toBeTruthy();
});

test('a zone reads as its city and its offset now; one that is not a city keeps its name', () => {
  expect(zoneLabel('Asia/Taipei')).toBe('Taipei (GMT+8)');
  expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires (GMT-3)');
  expect(zoneLabel('UTC')).toBe('UTC');
});

test('in Chinese a zone reads as its Chinese name and its offset; names said twice are told apart by their city', () => {
  expect(zoneLabel('Asia/Taipei', 'zh')).toBe('台北標準時間（GMT+8）');
  expect(zoneLabel('UTC', 'zh')).toBe('UTC');
  const labels = zoneLabels(['America/New_York', 'America/Detroit', 'Asia/Taipei'], 'zh');
  expect(new Set(labels.values()).size).toBe(3);
  expect(labels.get('Asia/Taipei')).toBe('台北標準時間（GMT+8）');
});
