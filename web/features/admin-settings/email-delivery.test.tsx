// Whether email can go out, said plainly: without a mail server the test is disabled with its reason and saving warns
// that nothing is sent (never the plain "saved"); with one, the test email goes to the saved address and its success or
// failure is said in words.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import type { EmailStatus } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { fill } from '../../lib/i18n';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { EmailSettings } from './email-settings';
import { splitSender } from './email-delivery';
import { wholeText } from '../../testing/whole-text';

let status: EmailStatus;
let address: string;
let testAnswer: () => Response;
let posts: string[];
beforeEach(() => {
  posts = [];
  address = 'owner@example.com';
  status = { configured: false, from: null, delivery: null };
  testAnswer = () => json({ ok: true, to: address });
  replaceFetch((input, init) => {
    const path = String(input);
    if (init?.method === 'POST') {
      posts.push(path);
      return path === '/api/settings/test-email' ? testAnswer() : json({ key: 'x', value: 'y' });
    }
    if (path === '/api/settings/email-status') return json(status);
    const key = path.split('/').pop()!;
    return json({ key, value: key === 'notificationsEnabled' ? 'true' : address });
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
});

const open = (lang: 'en' | 'zh' = 'en') =>
  renderInApp(
    <>
      <EmailSettings />
      <Toaster />
    </>,
    { lang },
  );

for (const [lang, t] of [
  ['en', adminEn],
  ['zh', adminZh],
] as const) {
  test(`${lang}: no mail server: it says no email goes out, the test is disabled with the reason, and saving warns`, async () => {
    await open(lang);
    expect(await screen.findByText(t.settings.mailOff)).toBeTruthy();
    // The sentence in view is the owner's; SMTP_URL is only inside "Technical details".
    const notice = screen.getByText(t.settings.mailOff).closest('p')!;
    expect(notice.textContent).not.toContain('SMTP_URL');
    const details = screen.getByText(t.server.summary).closest('details')!;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain('SMTP_URL');
    expect(notice.parentElement!.contains(details)).toBe(true);
    const button = screen.getByRole('button', { name: t.settings.testEmail }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(t.settings.testNeedsMail);
    expect(screen.getByText(t.settings.switchNoMail)).toBeTruthy();
    // Nothing to save until something changed.
    const save = screen.getByRole('button', { name: t.settings.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: t.settings.notificationsEnabled }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText(t.settings.savedNoMail)).toBeTruthy();
    expect(screen.queryByText(t.toast.emailSettingsSaved)).toBeNull();
  });
}

test('a mail server: it says email can go out and from where; saving says saved; the test goes to the saved address', async () => {
  status = { configured: true, from: 'Site <site@example.com>', delivery: null };
  await open();
  expect(
    await screen.findByText(wholeText(fill(adminEn.settings.mailReadyNamed, { name: 'Site', address: 'site@example.com' }))),
  ).toBeTruthy();
  expect(screen.queryByText(adminEn.settings.switchNoMail)).toBeNull();
  expect(screen.getByText(fill(adminEn.settings.testTo, { to: address }))).toBeTruthy();
  fireEvent.click(screen.getByRole('switch', { name: adminEn.settings.notificationsEnabled }));
  fireEvent.click(screen.getByRole('button', { name: adminEn.settings.save }));
  expect(await screen.findByText(adminEn.toast.emailSettingsSaved)).toBeTruthy();
  const button = screen.getByRole('button', { name: adminEn.settings.testEmail }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
  expect(await screen.findByText(fill(adminEn.settings.testSentInline, { to: address }))).toBeTruthy();
  expect(posts.filter((p) => p === '/api/settings/test-email')).toHaveLength(1);
  // Said once, under the button: no toast repeats it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText(fill(adminEn.settings.testSent, { to: address }))).toBeNull();
});

test('no saved address: the test is disabled and says to save one first', async () => {
  status = { configured: true, from: 'site@example.com', delivery: null };
  address = '';
  await open();
  await screen.findByText(fill(adminEn.settings.mailReady, { address: 'site@example.com' }));
  expect((screen.getByRole('button', { name: adminEn.settings.testEmail }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText(adminEn.settings.testNeedsAddress)).toBeTruthy();
});

test('the mail server refuses the test: the failure is said in words in the card', async () => {
  status = { configured: true, from: 'site@example.com', delivery: null };
  testAnswer = () => {
    status = {
      ...status,
      delivery: {
        stuck: false,
        warn: false,
        waiting: 0,
        oldestWaitingAt: null,
        failingSince: null,
        lastFailure: { at: new Date().toISOString(), problem: 'sign_in', detail: '535 Authentication failed' },
        stuckMinutes: 60,
      },
    };
    return json({ error: { code: 'bad_gateway', message: '535 Authentication failed' } }, 502);
  };
  await open();
  await screen.findByText(fill(adminEn.settings.mailReady, { address: 'site@example.com' }));
  fireEvent.click(screen.getByRole('button', { name: adminEn.settings.testEmail }));
  const alert = await screen.findByRole('alert');
  await waitFor(() => expect(alert.textContent).toContain(adminEn.mail.problems.sign_in));
  expect(alert.textContent).toContain(adminEn.settings.testFailed);
  // The failure says it plainly; the setting to check is for whoever runs the server, folded.
  expect(alert.textContent).not.toContain('SMTP_URL');
  const folded = await screen.findByText(adminEn.server.summary);
  expect(folded.closest('details')!.textContent).toContain(adminEn.server.mailProblems.sign_in!);
  expect(screen.queryByText(adminEn.settings.testFailed)).toBeNull(); // no toast titled with it
});

test('the sender is split into its address and its name, quoted as a name in either language (decision 0246)', async () => {
  expect(splitSender('Custom Software Solutions <no-reply@customsoft.com.tw>')).toEqual({
    name: 'Custom Software Solutions',
    address: 'no-reply@customsoft.com.tw',
  });
  expect(splitSender('"Site" <site@example.com>')).toEqual({ name: 'Site', address: 'site@example.com' });
  expect(splitSender('<site@example.com>')).toEqual({ name: null, address: 'site@example.com' });
  expect(splitSender('site@example.com')).toEqual({ name: null, address: 'site@example.com' });
  // The site's own English name is said as such in Chinese.
  status = { configured: true, from: 'Custom Software Solutions <no-reply@customsoft.com.tw>', delivery: null };
  await renderInApp(<EmailSettings />, { lang: 'zh' });
  expect(
    await screen.findByText(
      wholeText(fill(adminZh.settings.mailReadyBrand, { name: 'Custom Software Solutions', address: 'no-reply@customsoft.com.tw' })),
    ),
  ).toBeTruthy();
});
