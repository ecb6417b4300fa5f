// The settings' sections as addresses: /dashboard/settings shows the first, a section's own address shows it (a reload
// stays there), the side list's links and the phone's select move between them, the old #section form and an unknown
// name land on a real address; each section's forms are cards with a heading.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Router } from '../../lib/router';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { SettingsPanel } from './settings-panel';
import { GROUP_NAMES, SETTINGS_GROUPS, type SettingsSection } from './sections';

beforeEach(() => {
  replaceFetch((input) => {
    const path = String(input);
    if (path === '/api/settings/email-status') return json({ configured: false, from: null, delivery: null });
    // The sections that share a page with the ones these tests read (decision 0184).
    if (['/api/notification-channels', '/api/admin/sessions', '/api/media'].includes(path)) return json([]);
    if (path === '/api/admin/setup') return json({ checks: [{ id: 'publicUrl', done: false }], publicUrl: null });
    if (path === '/api/settings/time-zone') return json({ zone: 'UTC', setting: '', server: 'UTC' });
    if (path === '/api/admin/security') return new Response('{}', { status: 500 });
    if (path === '/api/admin/backups')
      return json({
        backups: [],
        schedule: { everyHours: 24, keep: 7, lastSuccessAt: null, lastError: null },
        replication: { state: 'off', behindBytes: null, caughtUpAt: null, replicas: [] },
      });
    const key = path.split('/').pop()!;
    return json({ key, value: key === 'notificationsEnabled' ? 'false' : '' });
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

async function open(at: string, lang: 'en' | 'zh' = 'en') {
  window.history.replaceState(null, '', at);
  await renderInApp(
    <Router base="/admin">
      <SettingsPanel />
    </Router>,
    { lang },
  );
}
const here = () => window.location.pathname;
const current = (t = adminEn) =>
  screen.getByRole('navigation', { name: t.settings.tabs.label }).querySelector('[aria-current="page"]')?.textContent;
/** The item lit in the side list: the page shown (decision 0258: every item a page of its own). */
const lit = (t = adminEn) => {
  const item = screen.getByRole('navigation', { name: t.settings.tabs.label }).querySelector('[aria-current]');
  return item && { name: item.textContent, current: item.getAttribute('aria-current') };
};
/** Every section in the side list's order, each named as its heading. */
const itemNames = (t = adminEn) =>
  GROUP_NAMES.flatMap((group) => (SETTINGS_GROUPS[group] as readonly SettingsSection[]).map((section) => t.settings.tabs[section]));

test('/dashboard/settings shows the first page (Email notifications, with its card) and keeps its address', async () => {
  await open('/admin/dashboard/settings');
  expect(await screen.findByRole('heading', { level: 2, name: adminEn.settings.cards.email.title })).toBeTruthy();
  expect(current()).toBe(adminEn.settings.tabs.email);
  expect(here()).toBe('/admin/dashboard/settings');
});

test('one side list: a caption per group, every section an item linking to its own page (decisions 0246, 0258)', async () => {
  await open('/admin/dashboard/settings/account');
  expect(await screen.findByRole('heading', { level: 2, name: adminEn.settings.cards.account.title })).toBeTruthy();
  expect(current()).toBe(adminEn.settings.tabs.account);
  const nav = screen.getByRole('navigation', { name: adminEn.settings.tabs.label });
  // Four groups, each a list named by its caption; the captions are not links.
  expect(
    within(nav)
      .getAllByRole('list')
      .map((list) => list.getAttribute('aria-labelledby') && document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent),
  ).toEqual(GROUP_NAMES.map((group) => adminEn.settings.nav.groups[group]));
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(itemNames());
  // The three the contract names are items, at their own addresses.
  for (const page of ['email', 'contact', 'account'] as const)
    expect(within(nav).getByRole('link', { name: adminEn.settings.tabs[page] }).getAttribute('href')).toBe(
      `/admin/dashboard/settings/${page}`,
    );
  // How soon changes show is no item: a note of Backups' Technical details (decision 0258).
  expect(within(nav).queryByRole('link', { name: adminEn.settings.tabs.cache })).toBeNull();
  const devices = within(nav).getByRole('link', { name: adminEn.settings.tabs.devices });
  expect(devices.getAttribute('href')).toBe('/admin/dashboard/settings/devices');
  const logo = within(nav).getByRole('link', { name: adminEn.settings.tabs.logo });
  expect(logo.getAttribute('href')).toBe('/admin/dashboard/settings/logo');
  fireEvent.click(logo);
  expect(here() + window.location.hash).toBe('/admin/dashboard/settings/logo');
  expect(await screen.findByRole('heading', { level: 2, name: adminEn.settings.tabs.logo })).toBeTruthy();
  // The page alone: the contact card is not under it.
  expect(screen.queryByRole('heading', { level: 2, name: adminEn.settings.cards.contact.title })).toBeNull();
  expect(lit()).toEqual({ name: adminEn.settings.tabs.logo, current: 'page' });
  const backups = within(nav).getByRole('link', { name: adminEn.settings.tabs.backups });
  expect(backups.getAttribute('href')).toBe('/admin/dashboard/settings/backups');
  fireEvent.click(backups);
  expect(here()).toBe('/admin/dashboard/settings/backups');
  expect(await screen.findByRole('heading', { level: 2, name: adminEn.settings.tabs.backups })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: adminEn.backups.listTitle })).toBeTruthy();
  // How soon changes show, while it works, is no heading of its own (decision 0258).
  expect(screen.queryByRole('heading', { level: 2, name: adminEn.settings.tabs.cache })).toBeNull();
  expect(current()).toBe(adminEn.settings.tabs.backups);
  // The setup checklist's "Public address" leads here (decision 0264): its steps are among the page's notes.
  await waitFor(() =>
    expect(document.querySelector('[data-developer-notes]')?.textContent).toContain(
      `${adminEn.setup.checks.publicUrl.name}: ${adminEn.setup.checks.publicUrl.detail}`,
    ),
  );
});

test('message retention has a page of its own, at its address (decision 0258)', async () => {
  await open('/admin/dashboard/settings/retention');
  expect(here()).toBe('/admin/dashboard/settings/retention');
  expect(lit()).toEqual({ name: adminEn.settings.tabs.retention, current: 'page' });
  expect(await screen.findByRole('heading', { level: 2, name: adminEn.settings.tabs.retention })).toBeTruthy();
  expect(await screen.findByLabelText(adminEn.messages.retentionLabel)).toBeTruthy();
});

test('the image library’s old settings address (and #images) moves to its own tab, replacing it', async () => {
  await open('/admin/dashboard/settings/images');
  await waitFor(() => expect(here()).toBe('/admin/dashboard/images'));
  await open('/admin/dashboard/settings#images');
  await waitFor(() => expect(here()).toBe('/admin/dashboard/images'));
});

test('How soon changes show’s old address lands on Backups, its Technical details open (decision 0258)', async () => {
  await open('/admin/dashboard/settings/cache');
  await waitFor(() => expect(here() + window.location.hash).toBe('/admin/dashboard/settings/backups#cache'));
  expect(await screen.findByRole('heading', { level: 2, name: adminEn.settings.tabs.backups })).toBeTruthy();
  expect(current()).toBe(adminEn.settings.tabs.backups);
});

test('the old #section form lands on the section’s address, replacing it', async () => {
  await open('/admin/dashboard/settings#contact');
  await waitFor(() => expect(here()).toBe('/admin/dashboard/settings/contact'));
  expect(window.location.hash).toBe('');
  expect(await screen.findByRole('heading', { level: 2, name: adminEn.settings.cards.contact.title })).toBeTruthy();
});

test('an address naming no section shows the first one, at its address', async () => {
  await open('/admin/dashboard/settings/nonsense');
  await waitFor(() => expect(here()).toBe('/admin/dashboard/settings/email'));
  expect(await screen.findByRole('heading', { level: 2, name: adminEn.settings.cards.email.title })).toBeTruthy();
});

test('in Chinese, the phone’s select groups every section under its caption and moves to the one chosen', async () => {
  await open('/admin/dashboard/settings/email', 'zh');
  const select = screen.getByLabelText(adminZh.settings.nav.pick) as HTMLSelectElement;
  expect(select.value).toBe('email');
  // A group of options per caption, as the side list (decision 0246).
  expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(
    GROUP_NAMES.map((group) => adminZh.settings.nav.groups[group]),
  );
  expect([...select.options].map((o) => o.textContent)).toEqual(itemNames(adminZh));
  fireEvent.change(select, { target: { value: 'contact' } });
  expect(here()).toBe('/admin/dashboard/settings/contact');
  expect(current(adminZh)).toBe(adminZh.settings.tabs.contact);
  fireEvent.change(select, { target: { value: 'devices' } });
  expect(here() + window.location.hash).toBe('/admin/dashboard/settings/devices');
  await waitFor(() => expect(select.value).toBe('devices'));
});
