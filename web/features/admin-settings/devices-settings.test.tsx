// Settings → Signed-in devices: each session in words ("Chrome on macOS", in Chinese "macOS 上的 Chrome"; what the
// server could not name said plainly, "A browser on Linux"; the server's own address as "This server"), this device
// first and marked, how each signed in; "Sign out" on another row, and "Sign out everywhere else" after asking, with how
// many were ended.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import type { SignedInSession } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { shortDate } from '../../lib/dates';
import { fill } from '../../lib/i18n';
import { restoreFetch } from '../../testing/fake-api';
import { fakeSecurityServer } from '../../testing/fake-security';
import { renderSection } from '../../testing/render-security';
import { wholeText } from '../../testing/whole-text';
import { deviceName, isLoopback } from './device-words';
import { DevicesSettings } from './devices-settings';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const SESSIONS: SignedInSession[] = [
  {
    id: 'aaaa1111bbbb2222',
    current: false,
    browser: 'Safari',
    os: 'iOS',
    phone: true,
    address: '203.0.113.9',
    method: 'passkey',
    signedInAt: '2026-11-27T01:00:00.000Z',
    lastSeenAt: minutesAgo(5),
  },
  {
    id: 'cccc3333dddd4444',
    current: true,
    browser: 'Chrome',
    os: 'macOS',
    phone: false,
    address: '198.51.100.4',
    method: 'password+totp',
    signedInAt: '2026-11-28T02:00:00.000Z',
    lastSeenAt: minutesAgo(0),
  },
  {
    id: 'eeee5555ffff6666',
    current: false,
    browser: null,
    os: null,
    phone: false,
    address: '2001:db8::1',
    method: 'password+remembered',
    signedInAt: '2026-11-26T03:00:00.000Z',
    lastSeenAt: minutesAgo(180),
  },
];
let server: ReturnType<typeof fakeSecurityServer>;
beforeEach(() => {
  server = fakeSecurityServer({ sessions: structuredClone(SESSIONS) });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
});
const rows = async (name = t.devices.listLabel) => within(await screen.findByRole('list', { name })).getAllByRole('listitem');

test('each device in words, this one first and marked, then by when it was last seen; how and when each signed in', async () => {
  await renderSection(<DevicesSettings />);
  const [mine, phone, unknown] = await rows();
  expect(within(mine!).getByText('Chrome on macOS')).toBeTruthy();
  expect(within(mine!).getByText(t.devices.thisDevice)).toBeTruthy();
  expect(mine!.textContent).toContain('Last seen just now');
  expect(within(mine!).queryByRole('button')).toBeNull();
  expect(phone!.textContent).toContain('Safari on iOS');
  // Where from is not on the row (decision 0246): in the technical details, each row's address.
  expect(phone!.textContent).toContain('Last seen 5 minutes ago');
  expect(phone!.textContent).not.toContain('203.0.113.9');
  expect(document.querySelector('[data-device-addresses]')!.textContent).toContain('Safari on iOS: 203.0.113.9');
  expect(within(phone!).getByText(wholeText(`Signed in ${shortDate(SESSIONS[0]!.signedInAt, 'en')} with a passkey`))).toBeTruthy();
  expect(phone!.querySelector('.i-lucide-smartphone')).toBeTruthy();
  expect(unknown!.textContent).toContain('A browser');
  expect(unknown!.textContent).toContain('Last seen 3 hours ago');
  expect(unknown!.textContent).toContain('with the password on a remembered device');
});

test('"Sign out" ends that session alone (DELETE), names it in a toast, and the row goes', async () => {
  await renderSection(<DevicesSettings />);
  const [, phone] = await rows();
  fireEvent.click(within(phone!).getByRole('button', { name: 'Sign out Safari on iOS, last seen 5 minutes ago' }));
  expect(await screen.findByText('Safari on iOS was signed out')).toBeTruthy();
  expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'DELETE', path: '/api/admin/sessions/aaaa1111bbbb2222' }]);
  await waitFor(async () => expect(await rows()).toHaveLength(2));
});

test('in Chinese: the words in Chinese order; "Sign out everywhere else" asks first, then says how many ended', async () => {
  await renderSection(<DevicesSettings />, 'zh');
  const d = adminZh.devices;
  const [mine, phone, unknown] = await rows(d.listLabel);
  expect(within(mine!).getByText('macOS 上的 Chrome')).toBeTruthy();
  expect(phone!.textContent).toContain('上次活動：5 分鐘前');
  expect(phone!.textContent).toContain('以通行金鑰登入');
  expect(unknown!.textContent).toContain('某個瀏覽器');
  fireEvent.click(screen.getByRole('button', { name: d.endOthers }));
  const asking = await screen.findByRole('alertdialog', { name: d.endOthersTitle });
  fireEvent.click(within(asking).getByRole('button', { name: d.endOthers }));
  expect(await screen.findByText('已登出 2 部其他裝置')).toBeTruthy();
  expect(server.calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual(['/api/admin/sessions/end-others']);
  await waitFor(() => expect(screen.getByText(d.onlyThis)).toBeTruthy());
});

test('sign-ins of the same browser share one row, counted; this device and the three latest show, the rest on asking', async () => {
  const linux = (i: number, browser: string | null = null): SignedInSession => ({
    id: `linux${String(i).padStart(2, '0')}`.padEnd(16, '0'),
    current: false,
    browser,
    os: 'Linux',
    phone: false,
    address: '127.0.0.1',
    method: 'password',
    signedInAt: '2026-11-20T01:00:00.000Z',
    lastSeenAt: minutesAgo(10 + i),
  });
  const many = [...structuredClone(SESSIONS), ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => linux(i)), linux(9, 'Firefox'), linux(10, 'Edge')];
  restoreFetch();
  server = fakeSecurityServer({ sessions: many });
  await renderSection(<DevicesSettings />);
  // This device, Safari on iOS, the eight alike Linux sign-ins as one, Firefox; Edge and the unknown one wait.
  let shown = await rows();
  expect(shown).toHaveLength(4);
  expect(shown[2]!.textContent).toContain('A browser on Linux');
  expect(shown[2]!.textContent).toContain(fill(t.devices.signIns, { count: 8 }));
  expect(shown[3]!.textContent).toContain('Firefox on Linux');
  fireEvent.click(screen.getByRole('button', { name: fill(t.devices.showMore, { count: 2 }) }));
  shown = await rows();
  expect(shown).toHaveLength(6);
  // Sign out on the counted row ends every one of its sign-ins.
  fireEvent.click(within(shown[2]!).getByRole('button', { name: /^Sign out all 8 sign-ins of A browser on Linux/ }));
  expect(await screen.findByText('A browser on Linux was signed out 8 times')).toBeTruthy();
  expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(8);
});

test('the same browser signed in from another address has a row of its own', async () => {
  const at = (i: number, address: string): SignedInSession => ({
    id: `addr${i}`.padEnd(16, '0'),
    current: false,
    browser: null,
    os: 'Linux',
    phone: false,
    address,
    method: 'password',
    signedInAt: '2026-11-20T01:00:00.000Z',
    lastSeenAt: minutesAgo(10 + i),
  });
  restoreFetch();
  server = fakeSecurityServer({
    sessions: [...structuredClone(SESSIONS).filter((s) => s.current), at(1, '127.0.0.1'), at(2, '127.0.0.1'), at(3, '192.0.2.77')],
  });
  await renderSection(<DevicesSettings />);
  const shown = await rows();
  expect(shown).toHaveLength(3);
  expect(shown[1]!.textContent).toContain(fill(t.devices.signIns, { count: 2 }));
  expect(shown[1]!.textContent).toContain('A browser on Linux');
  expect(shown[2]!.textContent).toContain('A browser on Linux');
  // Each row's address in the technical details, the server's own machine in words first (round 21), none on the rows.
  const addresses = [...document.querySelectorAll('[data-device-addresses] li')].map((li) => li.textContent);
  expect(addresses.slice(1)).toEqual([`A browser on Linux: ${t.devices.thisServer} (127.0.0.1)`, 'A browser on Linux: 192.0.2.77']);
  expect(shown.map((row) => row.textContent).join(' ')).not.toMatch(/127\.0\.0\.1|192\.0\.2\.77/);
});

test('what the server could not name is said plainly; loopback addresses are known in both forms', () => {
  expect(deviceName({ browser: 'Firefox', os: null }, t.devices)).toBe('Firefox');
  expect(deviceName({ browser: null, os: null }, t.devices)).toBe('A browser');
  expect(deviceName({ browser: null, os: 'Linux' }, adminZh.devices)).toBe('Linux 上的瀏覽器');
  expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
  expect(['192.0.2.77', '2001:db8::1', '10.127.0.1'].some(isLoopback)).toBe(false);
});
