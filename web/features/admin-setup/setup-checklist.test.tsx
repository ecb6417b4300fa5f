// The setup checklist (decision 0244): a "Setup 1/4" pill in the header leading to the Overview's checklist band; the
// owner's items link to where they are fixed, the server's say what is missing in the owner's words with the technical
// detail folded; hiding is remembered; gone when done.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmailStatus, SetupStatus } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { HIDDEN_KEY } from './hidden';
import { SetupChecklist } from './setup-checklist';
import { SetupBand, SetupPill, ShowSetupAgain } from './setup-indicator';
import { useSetupItems } from './setup-items';

beforeEach(() => localStorage.removeItem(HIDDEN_KEY));
afterEach(() => {
  cleanup();
  restoreFetch();
});
let asked = 0;
const serve = (status: SetupStatus, mail: Partial<EmailStatus> = { configured: true }) => {
  asked = 0;
  replaceFetch(async (input) => {
    asked += 1;
    return String(input).includes('email-status') ? json({ from: null, delivery: null, ...mail }) : json(status);
  });
};
const newSite: SetupStatus = {
  checks: [
    { id: 'contactDetails', done: false },
    { id: 'emailNotifications', done: false },
    { id: 'publicUrl', done: false },
    { id: 'backup', done: true },
  ],
  publicUrl: null,
};
const panel = () => screen.getByRole('region', { name: t.setup.title });
/** The header's dot (decisions 0244, 0270): a link to the Overview's checklist, named by how far and what is left. */
const pill = () => screen.findByRole('link', { name: /^Setup 1\/4\. Still to do: / });
/** The checklist is drawn whole on the Overview: waits for it. */
const unfold = async () => void (await screen.findByRole('region', { name: t.setup.title }));
/** The checklist as the Overview's band shows it. */
function Band() {
  return <SetupChecklist setup={useSetupItems()} wide />;
}
const both = () => (
  <>
    <SetupPill />
    <SetupBand />
    <ShowSetupAgain />
  </>
);

test('a new site: the count names what is done; the owner’s items link to their settings, the server’s item says it in plain words with the detail folded', async () => {
  serve(newSite);
  await renderInApp(both());
  const link = await pill();
  // A quiet pill with its word and count seen (decision 0281: an unlabelled dot read as nothing); its name adds what is
  // left, in the checklist's order.
  expect(link.textContent).toBe('Setup 1/4');
  expect(link.getAttribute('aria-label')).toBe(
    'Setup 1/4. Still to do: Contact details, Email notifications, and ' + t.setup.checks.publicUrl.name,
  );
  expect(link.getAttribute('href')).toBe('/dashboard/overview#overview-setup');
  await unfold();
  const text = panel().textContent!;
  expect(text).toContain('1 of 4 done');
  expect(text).toContain(t.setup.checks.contactDetails.todo);
  await waitFor(() => expect(panel().textContent).toContain(t.setup.checks.emailNotifications.fix));
  const links = within(panel())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    [t.setup.checks.contactDetails.go, '/dashboard/settings/contact'],
    [t.setup.checks.emailNotifications.go, '/dashboard/settings/email'],
    [t.setup.checks.publicUrl.go, '/dashboard/settings/cache'],
  ]);
  // The public address is the server's: the owner's words, and one action, the settings page whose Technical details hold
  // its steps (decision 0264, review round 31 #3: "Copy the steps" was no action); no PUBLIC_URL in the checklist.
  expect(panel().querySelectorAll('details').length).toBe(0);
  expect(panel().textContent).not.toContain('PUBLIC_URL');
  expect(t.setup.checks.publicUrl.todo).not.toContain('PUBLIC_URL');
  // The done backup is listed in its place, ticked (review round 16: not folded in a box).
  const done = screen.getByText(t.setup.checks.backup.done).closest('li')!;
  expect(done.getAttribute('data-setup-step')).toBe('done');
  expect(done.querySelector('.i-lucide-circle-check')).not.toBeNull();
  expect(done.closest('details')).toBeNull();
});

test('no mail server: the email item is the server’s, in plain words, leading to email settings (where the steps are)', async () => {
  serve(newSite, { configured: false });
  await renderInApp(both());
  await screen.findByText(t.setup.checks.emailNotifications.server);
  const item = screen.getByText(t.setup.checks.emailNotifications.server).closest('li')!;
  expect(item.querySelector('a')!.getAttribute('href')).toBe('/dashboard/settings/email');
  expect(item.querySelector('details')).toBeNull();
  expect(item.closest('section')!.textContent).not.toContain('SMTP_URL');
  expect(t.setup.checks.emailNotifications.server).not.toContain('SMTP');
});

test('one dismiss: no step has a “Not now” of its own; a step skipped before waits at the end with “Show again”', async () => {
  // Review round 26 #9 (decision 0229): a step's "Not now" repeated "Hide the checklist"; one skipped earlier still shows.
  localStorage.setItem(HIDDEN_KEY, JSON.stringify({ all: false, ids: ['contactDetails'] }));
  serve(newSite);
  await renderInApp(both());
  await unfold();
  expect(screen.queryByRole('button', { name: /Not now/ })).toBeNull();
  expect(screen.queryByText(t.setup.checks.contactDetails.todo)).toBeNull();
  expect(panel().textContent).toContain(`${t.setup.checks.contactDetails.name} · ${t.setup.hidden}`);
  fireEvent.click(screen.getByRole('button', { name: t.setup.showItem }));
  await screen.findByText(t.setup.checks.contactDetails.todo);
  expect(JSON.parse(localStorage.getItem(HIDDEN_KEY)!)).toEqual({ all: false, ids: [] });
});

test('hiding the whole checklist takes it out of the header; the menu’s “Show the setup checklist” brings it back', async () => {
  serve(newSite);
  await renderInApp(both());
  expect(screen.queryByRole('button', { name: t.setup.showAll })).toBeNull(); // nothing to bring back yet
  await unfold();
  fireEvent.click(await screen.findByRole('button', { name: t.setup.hideAll }));
  await waitFor(() => expect(screen.queryByRole('link', { name: /^Setup:/ })).toBeNull());
  expect(screen.queryByRole('region', { name: t.setup.title })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: t.setup.showAll }));
  await pill();
  await unfold();
});

test('in Chinese', async () => {
  serve(newSite);
  await renderInApp(both(), { lang: 'zh' });
  const link = await screen.findByRole('link', { name: /^開站準備 1\/4，尚待完成：/ });
  expect(link.textContent).toBe('開站準備 1/4');
  expect(screen.getByRole('region', { name: adminZh.setup.title }).textContent).toContain(adminZh.setup.checks.contactDetails.todo);
});

test('everything done: nothing at all, in the header or the menu', async () => {
  serve({ checks: newSite.checks.map((check) => ({ ...check, done: true })), publicUrl: 'https://www.example.com' });
  const { container } = await renderInApp(both());
  await waitFor(() => expect(asked).toBe(2));
  await Bun.sleep(30); // the answers rendered
  expect(container.textContent).toBe('');
});

test('while the mail warning speaks (email set up, not getting through), the header’s dot does not repeat it (0270)', async () => {
  const onlyMail: SetupStatus = {
    checks: [
      { id: 'contactDetails', done: true },
      { id: 'emailNotifications', done: false },
      { id: 'publicUrl', done: true },
      { id: 'backup', done: true },
    ],
    publicUrl: 'https://example.com',
  };
  const stuck = {
    stuck: true,
    warn: true,
    waiting: 1,
    oldestWaitingAt: '2026-11-24T08:15:00.000Z',
    failingSince: '2026-11-24T08:15:00.000Z',
    lastFailure: null,
    stuckMinutes: 30,
  };
  serve(onlyMail, { configured: true, delivery: stuck as unknown as EmailStatus['delivery'] });
  await renderInApp(both());
  await waitFor(() => expect(asked).toBeGreaterThanOrEqual(2));
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Email is the one step left, and "Needs attention" speaks of it: no dot (review round 32 #1, said once).
  expect(screen.queryByRole('link', { name: /^Setup:/ })).toBeNull();
  // Said once (decision 0264): the email step points to "Needs attention" above, with no button of its own.
  const covered = document.querySelector('[data-setup-step="covered"]')!;
  expect(covered.textContent).toBe(`${t.setup.checks.emailNotifications.name} · ${t.setup.coveredAbove}`);
  expect(covered.querySelector('a, button')).toBeNull();
});

test('the Overview’s band: one column, what is left first; a server step opens the settings page holding its steps', async () => {
  const site: SetupStatus = {
    checks: [
      { id: 'contactDetails', done: true },
      { id: 'emailNotifications', done: false },
      { id: 'publicUrl', done: true },
      { id: 'backup', done: true },
    ],
    publicUrl: null,
  };
  serve(site, { configured: false });
  await renderInApp(<Band />);
  await waitFor(() => expect(document.querySelectorAll('[data-setup-step]').length).toBe(4));
  const steps = [...document.querySelectorAll('[data-setup-step]')];
  expect(steps.map((step) => step.getAttribute('data-setup-step'))).toEqual(['open', 'done', 'done', 'done']);
  expect(document.querySelector('[data-setup-step]')!.parentElement!.className).not.toContain('grid-cols-2');
  // One action the owner can do (decision 0264, review round 31 #3): no "Copy the steps" of its own.
  const go = within(steps[0] as HTMLElement).getByRole('link', { name: t.setup.checks.emailNotifications.go });
  expect(go.getAttribute('href')).toBe('/dashboard/settings/email');
  expect(within(steps[0] as HTMLElement).queryByRole('button')).toBeNull();
});
