// The mail warning: absent while email gets through (or is not set up); while it does not, since when, how many wait,
// the last error in plain words with its detail, in the admin's language; "Send a test email" that gets through makes
// it go, and one that fails says why in words.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import type { EmailStatus, MailDelivery } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { longDate } from '../../lib/dates';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { MailWarning } from './mail-warning';

const FINE: MailDelivery = {
  stuck: false,
  warn: false,
  waiting: 0,
  oldestWaitingAt: null,
  failingSince: null,
  lastFailure: null,
  stuckMinutes: 30,
};
const SINCE = '2026-11-24T08:15:00.000Z';
const LAST = '2026-11-24T09:47:00.000Z';
const STUCK: MailDelivery = {
  ...FINE,
  stuck: true,
  warn: true,
  waiting: 3,
  oldestWaitingAt: SINCE,
  failingSince: SINCE,
  lastFailure: { at: LAST, problem: 'no_connection', detail: 'connect ECONNREFUSED 203.0.113.5:587' },
};
let delivery: MailDelivery | null;
/** What the server answers the next test email: 200, or a response of its own. */
let testAnswer: () => Response;
const posts: string[] = [];
beforeEach(() => {
  delivery = STUCK;
  posts.length = 0;
  testAnswer = () => {
    delivery = FINE; // the test email got through, and the waiting ones went after it
    return json({ ok: true, to: 'owner@example.com' });
  };
  replaceFetch((url, init) => {
    if (init?.method === 'POST') {
      posts.push(String(url));
      return testAnswer();
    }
    const status: EmailStatus = { configured: delivery !== null, from: 'Site <site@example.com>', delivery };
    return json(status);
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
});

const withToasts = (
  <>
    <MailWarning explained />
    <Toaster />
  </>
);

test('email getting through, or not set up at all: nothing shown', async () => {
  for (const state of [FINE, null]) {
    delivery = state;
    let asked = 0;
    replaceFetch(() => {
      asked += 1;
      return json({ configured: state !== null, from: null, delivery: state } satisfies EmailStatus);
    });
    await renderInApp(<MailWarning />);
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
  }
});

test('said once: on Settings → Email (away) the warning is not drawn, the card there says it', async () => {
  let asked = 0;
  const real = globalThis.fetch;
  replaceFetch((input, init) => {
    asked += 1;
    return real(input, init);
  });
  await renderInApp(<MailWarning away />);
  await waitFor(() => expect(asked).toBeGreaterThan(0));
  expect(screen.queryByRole('region')).toBeNull();
});

test('the strip (every tab): one line, the title, "Fix email settings" as a secondary button and "Details" to the Overview (0257)', async () => {
  await renderInApp(<MailWarning />);
  const region = await screen.findByRole('region', { name: t.mail.title });
  const fix = screen.getByRole('link', { name: t.mail.fix });
  expect(fix.className).toContain('btn-outline');
  expect(fix.className).not.toContain('btn-primary');
  expect(screen.getByRole('link', { name: `${t.mail.title}: ${t.shell.alertDetails}` }).getAttribute('href')).toBe('/dashboard/overview');
  // Nothing unfolds in it: the story is the Overview's.
  expect(region.textContent).not.toContain(t.mail.safe);
  expect(screen.queryByRole('button')).toBeNull();
  cleanup();
  await renderInApp(<MailWarning details={false} />);
  await screen.findByRole('region', { name: t.mail.title });
  expect(screen.queryByRole('link', { name: `${t.mail.title}: ${t.shell.alertDetails}` })).toBeNull();
});

test('explained (the Overview): how many wait and since when, the last error in plain words with its detail, and that nothing is lost', async () => {
  await renderInApp(<MailWarning explained />);
  const region = await screen.findByRole('article', { name: t.mail.title });
  const text = region.textContent!;
  expect(text).toContain(`3 notification emails couldn’t be sent (oldest ${longDate(SINCE, 'en')}).`);
  expect(text).toContain(`Last attempt, ${longDate(LAST, 'en')}: ${t.mail.problems.no_connection}`);
  // The raw error once, behind "Why?", with no label repeating the disclosure's (round 21).
  const why = region.querySelector('[data-why-details]')!;
  expect(why.querySelector('summary')!.textContent).toBe(t.server.why);
  expect(why.textContent).toContain('connect ECONNREFUSED 203.0.113.5:587');
  expect(text).not.toContain('Technical details');
  expect(text).toContain(t.mail.safe);
  // "Fix email settings" and the test email under it (decision 0257).
  expect(screen.getByRole('link', { name: t.mail.fix })).toBeTruthy();
  expect(screen.getByRole('button', { name: t.settings.testEmail })).toBeTruthy();
});

test('one failure with nothing waiting (a refusal): says since when sending fails; one waiting is said as one', async () => {
  delivery = {
    ...STUCK,
    stuck: false,
    waiting: 0,
    oldestWaitingAt: null,
    lastFailure: { at: LAST, problem: 'rejected', detail: '550 Relay access denied' },
  };
  await renderInApp(<MailWarning explained />);
  const region = await screen.findByRole('article', { name: t.mail.title });
  expect(region.textContent).toContain(`No email is waiting now, but sending has failed since ${longDate(SINCE, 'en')}.`);
  expect(region.textContent).toContain(t.mail.problems.rejected);
  cleanup();
  delivery = { ...STUCK, waiting: 1 };
  await renderInApp(<MailWarning explained />);
  expect((await screen.findByRole('article')).textContent).toContain(
    `1 notification email couldn’t be sent (since ${longDate(SINCE, 'en')}).`,
  );
});

test('in Chinese', async () => {
  delivery = { ...STUCK, lastFailure: { at: LAST, problem: 'timeout', detail: 'Greeting never received' } };
  await renderInApp(<MailWarning explained />, { lang: 'zh' });
  const region = await screen.findByRole('article', { name: adminZh.mail.title });
  expect(region.textContent).toContain(`有 3 封通知郵件無法寄出（最早為 ${longDate(SINCE, 'zh')}）。`);
  expect(region.textContent).toContain(adminZh.mail.problems.timeout);
  expect(region.textContent).toContain('Greeting never received');
  expect(region.textContent).not.toContain('技術細節');
  expect(screen.getByRole('button', { name: adminZh.settings.testEmail })).toBeTruthy();
});

test('"Send a test email" that gets through: said so, and the warning goes', async () => {
  await renderInApp(withToasts);
  fireEvent.click(await screen.findByRole('button', { name: t.settings.testEmail }));
  await screen.findByText('Test email sent to owner@example.com');
  expect(posts).toEqual(['/api/settings/test-email']);
  await waitFor(() => expect(screen.queryByRole('article', { name: t.mail.title })).toBeNull());
});

test('"Send a test email" that fails: the failure in plain words, and the warning stays', async () => {
  testAnswer = () => {
    delivery = { ...STUCK, lastFailure: { at: LAST, problem: 'sign_in', detail: '535 Authentication failed' } };
    return json({ error: { code: 'bad_gateway', message: 'The test email could not be sent: 535 Authentication failed' } }, 502);
  };
  await renderInApp(withToasts);
  fireEvent.click(await screen.findByRole('button', { name: t.settings.testEmail }));
  await screen.findByText(t.settings.testFailed);
  expect(await screen.findByText(`${t.mail.problems.sign_in} Technical details: 535 Authentication failed`)).toBeTruthy();
  expect(screen.getByRole('article', { name: t.mail.title })).toBeTruthy();
});
