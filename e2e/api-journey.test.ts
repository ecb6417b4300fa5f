// Every endpoint of docs/api.md's table over plain HTTP against the compiled binary copied alone into an empty
// folder: anonymous callers are turned away from admin calls without changing anything, a signed-in admin's writes
// show in the next read, emails reach a real SMTP server, and unknown /api paths answer JSON 404. Each test is a
// step of one journey on one server and relies on the ones before.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import {
  SECTIONS,
  SETTING_KEYS,
  type CaseStudy,
  type CompanyValue,
  type ContactInfo,
  type ContactMessage,
  type ContentLeaf,
  type ContentTree,
  type CurrentUser,
  type EmailStatus,
  type ErrorBody,
  type NotificationState,
  type Ok,
  type PlanDetail,
  type PricingPlan,
  type Service,
  type Setting,
  type TestEmailResult,
  type InsightsReport,
} from '../src/contract';
import { startSmtpServer, type SmtpTestServer } from '../src/testing/smtp';
import { startBinary, type BinarySite } from './site-binary';
import { runtimeTimeZone } from '../src/contract/zoned-time';
import { solvedCheckFrom } from '../src/testing/form-check';

const OLD_PASSWORD = 'api-journey-password';
const NEW_USERNAME = 'owner';
const NEW_PASSWORD = 'api-journey-new-password-42';
const OWNER = 'owner@example.test';

let server: BinarySite;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startBinary({
    env: {
      ADMIN_PASSWORD: OLD_PASSWORD,
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Site <site@example.test>',
      // The journey signs in and sends messages more often than a visitor would; the limits have suites of their own.
      LOGIN_LIMIT: '1000',
      CONTACT_LIMIT: '1000',
    },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

// --- Small helpers ---

type Reply<T> = { status: number; headers: Headers; body: T };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call as a script makes it: JSON body, optional cookie, no browser headers. */
async function call<T = unknown>(method: Method, path: string, opts: { body?: unknown; cookie?: string } = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The answer is the API's one error shape with this status and code; a human-readable message, no internals. */
function expectError(reply: Reply<unknown>, status: number, code: ErrorBody['error']['code'], what = '') {
  expect({ what, status: reply.status }).toEqual({ what, status });
  expect(reply.headers.get('content-type') ?? '').toContain('application/json');
  const { error } = reply.body as ErrorBody;
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
}

/** Every Set-Cookie's `name=value`, as a browser would send them back. */
const cookieOf = (reply: Reply<unknown>) =>
  reply.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

const login = (username: string, password: string) => call<CurrentUser>('POST', '/api/admin/login', { body: { username, password } });

/** A leaf of a content tree by its dotted key ("hero.title"). */
function leaf(tree: ContentTree, key: string): ContentLeaf {
  let node: ContentTree | ContentLeaf = tree;
  for (const part of key.split('.')) node = (node as ContentTree)[part]!;
  return node as ContentLeaf;
}

const content = async (section: string) => (await call<ContentTree>('GET', `/api/content/${section}`)).body;
const pricing = async () => (await call<PricingPlan[]>('GET', '/api/pricing-plans')).body;
const basicMonthly = (plans: PricingPlan[]) => plans.find((p) => p.planId === 'basic' && p.billing === 'monthly');

// --- What the journey carries from step to step ---

let cookie = '';
let before: { homeTitle: ContentLeaf; basicMonthly: PricingPlan; contactInfo: ContactInfo };
let visitorMessage: ContactMessage;

const visitor = { name: 'First Visitor', email: 'first@example.com', message: 'We need a booking system for our clinic.' };
const second = {
  name: 'Second Visitor',
  email: 'second@example.com',
  service: 'automation',
  message: 'Could you automate our monthly invoices?',
} as const;

test('1. a visitor reads every public list, page text, plan and the contact details without signing in', async () => {
  for (const section of SECTIONS) {
    const reply = await call<ContentTree>('GET', `/api/content/${section}`);
    expect({ section, status: reply.status }).toEqual({ section, status: 200 });
    const title = leaf(reply.body, 'hero.title');
    expect(typeof title.en).toBe('string');
    expect(typeof title.zh).toBe('string');
  }
  for (const path of ['/api/company-values', '/api/services', '/api/case-studies']) {
    const reply = await call<(CompanyValue | Service | CaseStudy)[]>('GET', path);
    expect({ path, status: reply.status }).toEqual({ path, status: 200 });
    expect(reply.body.length).toBeGreaterThan(0); // seeded on the first start
    for (const item of reply.body) expect(item.titleEn.length).toBeGreaterThan(0);
  }

  const plans = await call<PricingPlan[]>('GET', '/api/pricing-plans');
  expect(plans.status).toBe(200);
  expect(plans.body.map((p) => p.id).sort()).toEqual([
    'basic-annual',
    'basic-monthly',
    'enterprise-annual',
    'enterprise-monthly',
    'pro-annual',
    'pro-monthly',
  ]);
  for (const id of ['basic', 'pro', 'enterprise']) {
    const plan = await call<PlanDetail>('GET', `/api/pricing-plans/${id}`);
    expect({ id, status: plan.status }).toEqual({ id, status: 200 });
    expect(plan.body.id).toBe(id as PlanDetail['id']);
    expect(typeof plan.body.monthlyPrice).toBe('number');
  }

  const info = await call<ContactInfo>('GET', '/api/settings/contact-info');
  expect(info.status).toBe(200);
  expect(Object.keys(info.body).sort()).toEqual(['address', 'addressZh', 'email', 'phone']);

  // Logging out is public: without a session it simply answers ok.
  const logout = await call<Ok>('POST', '/api/admin/logout');
  expect(logout.status).toBe(200);
  expect(logout.body).toEqual({ ok: true });

  before = { homeTitle: leaf(await content('home'), 'hero.title'), basicMonthly: basicMonthly(plans.body)!, contactInfo: info.body };
  expect(before.basicMonthly).toBeDefined();
});

test('2. a visitor sends a message through the contact form and gets 201 with the stored message', async () => {
  const reply = await call<ContactMessage>('POST', '/api/contact-messages', { body: visitor });
  expect(reply.status).toBe(201);
  expect(reply.body).toMatchObject({ ...visitor, service: null, isRead: false });
  expect(reply.body.id).toBeGreaterThan(0);
  visitorMessage = reply.body;
});

test('3. a wrong password is refused with 401; the right one answers the username and sets the session cookie', async () => {
  expectError(await login('admin', 'not-the-password'), 401, 'unauthorized');
  const reply = await login('admin', OLD_PASSWORD);
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
  cookie = cookieOf(reply);
  expect(cookie).toMatch(/(^|; )session=[^;]+/);

  const user = await call<CurrentUser>('GET', '/api/auth/user', { cookie });
  expect(user.status).toBe(200);
  expect(user.body).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
});

test('4. the admin sets the notification address, so any email a stranger could trigger would reach the mail server', async () => {
  const saved = await call<Setting>('POST', '/api/settings', { cookie, body: { key: 'notificationEmail', value: OWNER } });
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ key: 'notificationEmail', value: OWNER });
  expect((await call<Setting>('GET', '/api/settings/notificationEmail', { cookie })).body).toEqual({
    key: 'notificationEmail',
    value: OWNER,
  });
});

/** Every call the table marks admin (and the session check), each with a valid body: only the missing session stops it. */
const adminCalls = (): { method: Method; path: string; body?: unknown }[] => [
  { method: 'POST', path: '/api/content', body: { section: 'home', key: 'hero.title', enValue: 'Defaced by a stranger' } },
  {
    method: 'POST',
    path: '/api/pricing-plans',
    body: {
      id: 'basic',
      titleEn: 'Free',
      titleZh: '免費',
      monthlyPrice: 0,
      annualPrice: 0,
      descriptionEn: '',
      descriptionZh: '',
      featuresEn: [],
      featuresZh: [],
      isPopular: false,
    },
  },
  { method: 'PUT', path: '/api/pricing-plans/basic', body: { monthlyPrice: 0 } },
  { method: 'GET', path: '/api/settings/contactPhone' },
  { method: 'POST', path: '/api/settings', body: { key: 'contactPhone', value: '+1 555 0100 (stranger)' } },
  { method: 'GET', path: '/api/contact-messages' },
  { method: 'GET', path: `/api/contact-messages/${visitorMessage.id}` },
  { method: 'DELETE', path: `/api/contact-messages/${visitorMessage.id}` },
  { method: 'PATCH', path: `/api/contact-messages/${visitorMessage.id}`, body: { replied: true } },
  { method: 'GET', path: '/api/settings/email-status' },
  { method: 'POST', path: '/api/settings/test-email' },
  { method: 'POST', path: `/api/contact-messages/${visitorMessage.id}/notification` },
  { method: 'POST', path: '/api/admin/update-credentials', body: { username: 'stranger', password: 'stranger-password' } },
  { method: 'GET', path: '/api/revisions?target=home.hero.title' },
  { method: 'GET', path: '/api/revisions/deleted?list=services' },
  { method: 'POST', path: '/api/revisions/1/restore' },
  {
    method: 'PUT',
    path: '/api/page-snippets/home',
    body: { titleEn: 'Defaced by a stranger', titleZh: '', descriptionEn: '', descriptionZh: '', imagePath: null },
  },
  { method: 'GET', path: '/api/media' },
  { method: 'DELETE', path: `/api/media/${'0'.repeat(64)}.png` },
  { method: 'GET', path: '/api/admin/storage' },
  { method: 'GET', path: '/api/admin/insights?from=2026-01-01&to=2026-01-31' },
  { method: 'GET', path: '/api/admin/insights/export.csv?from=2026-01-01&to=2026-01-31' },
  { method: 'GET', path: '/api/auth/user' },
];

test('5. without a session (or with a made-up one) every admin call answers 401 in the JSON error shape', async () => {
  for (const cookie of [undefined, 'session=made-up-token']) {
    for (const { method, path, body } of adminCalls()) {
      expectError(await call(method, path, { body, cookie }), 401, 'unauthorized', `${method} ${path} cookie=${cookie ?? 'none'}`);
    }
  }
});

test('6. the refused calls changed nothing: texts, prices, phone, message, login and mailbox are as before', async () => {
  expect(leaf(await content('home'), 'hero.title')).toEqual(before.homeTitle);
  expect(basicMonthly(await pricing())).toEqual(before.basicMonthly);
  const phone = await call<Setting>('GET', '/api/settings/contactPhone', { cookie });
  expect(phone.status).toBe(200);
  expect(phone.body).toEqual({ key: 'contactPhone', value: before.contactInfo.phone });
  expect((await call<ContactInfo>('GET', '/api/settings/contact-info')).body).toEqual(before.contactInfo);

  // Still there, and still unread: the anonymous GET by id did not mark it read.
  const list = await call<ContactMessage[]>('GET', '/api/contact-messages', { cookie });
  expect(list.status).toBe(200);
  expect(list.body.find((m) => m.id === visitorMessage.id)).toMatchObject({ ...visitor, isRead: false, repliedAt: null });

  expect((await call<CurrentUser>('GET', '/api/auth/user', { cookie })).body).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
  expect((await login('stranger', 'stranger-password')).status).toBe(401);
  await Bun.sleep(200); // an email wrongly queued by the refused calls would be on its way by now
  expect(smtp.attempts).toHaveLength(0);
});

test('7. an English page text saved with a blank Chinese value shows on the page, the Chinese one kept', async () => {
  const old = leaf(await content('services'), 'hero.title');
  const title = `Services Edited Over HTTP ${Date.now()}`;
  const reply = await call<{ section: string; key: string } & ContentLeaf>('POST', '/api/content', {
    cookie,
    body: { section: 'services', key: 'hero.title', enValue: title, zhValue: '' },
  });
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ section: 'services', key: 'hero.title', en: title, zh: old.zh });
  expect(leaf(await content('services'), 'hero.title')).toEqual({ en: title, zh: old.zh });

  // The answer sent back as it came (en/zh names) is accepted too, and changes nothing more.
  const again = await call('POST', '/api/content', { cookie, body: reply.body });
  expect(again.status).toBe(200);
  expect(leaf(await content('services'), 'hero.title')).toEqual({ en: title, zh: old.zh });
});

test('8. the basic plan repriced to 31.5 a month shows as $31.50 in the public pricing; creating an existing plan is 409', async () => {
  const put = await call('PUT', '/api/pricing-plans/basic', { cookie, body: { monthlyPrice: 31.5 } });
  expect(put.status).toBeGreaterThanOrEqual(200);
  expect(put.status).toBeLessThan(300);
  expect(basicMonthly(await pricing())).toMatchObject({ price: '$31.50', amount: 31.5 });
  const detail = await call<PlanDetail>('GET', '/api/pricing-plans/basic');
  expect(detail.status).toBe(200);
  expect(detail.body.monthlyPrice).toBe(31.5);

  // The three fixed plans always exist, so a create can only conflict here; and it must not overwrite the plan.
  const create = await call('POST', '/api/pricing-plans', { cookie, body: { ...detail.body, monthlyPrice: 99 } });
  expectError(create, 409, 'conflict');
  expect(basicMonthly(await pricing())).toMatchObject({ price: '$31.50', amount: 31.5 });
});

test('9. contact details saved in the settings show in the admin read and in the public contact info', async () => {
  const stamp = Date.now();
  const values = {
    contactAddress: `${stamp} Xinyi Road, Taipei`,
    contactPhone: '+886 2 2345 6789',
    contactEmail: `hello-${stamp}@example.test`,
    contactAddressZh: `台北市信義路 ${stamp} 號`,
  };
  for (const [key, value] of Object.entries(values)) {
    const saved = await call<Setting>('POST', '/api/settings', { cookie, body: { key, value } });
    expect({ key, status: saved.status }).toEqual({ key, status: 200 });
    expect(saved.body).toEqual({ key, value } as Setting);
    expect((await call<Setting>('GET', `/api/settings/${key}`, { cookie })).body).toEqual({ key, value } as Setting);
  }
  const info = await call<ContactInfo>('GET', '/api/settings/contact-info');
  expect(info.status).toBe(200);
  expect(info.body).toEqual({
    address: values.contactAddress,
    phone: values.contactPhone,
    email: values.contactEmail,
    addressZh: values.contactAddressZh,
  });

  // Every one of the six keys can be read by the admin.
  for (const key of SETTING_KEYS) {
    const reply = await call<Setting>('GET', `/api/settings/${key}`, { cookie });
    expect({ key, status: reply.status }).toEqual({ key, status: 200 });
    expect(reply.body.key).toBe(key);
  }
});

test('10. email is configured, and "send a test email" reaches the mail server at the notification address', async () => {
  const status = await call<EmailStatus>('GET', '/api/settings/email-status', { cookie });
  expect(status.status).toBe(200);
  expect(status.body).toEqual({
    configured: true,
    from: expect.stringContaining('site@example.test'),
    delivery: expect.objectContaining({ stuck: false, waiting: 0 }),
  });

  const sent = await call<TestEmailResult>('POST', '/api/settings/test-email', { cookie });
  expect(sent.status).toBe(200);
  expect(sent.body).toEqual({ ok: true, to: OWNER });
  await smtp.waitFor(() => smtp.received.length >= 1, 10_000, 'the test email');
  expect(smtp.received[0]!.to).toEqual([OWNER]);
  expect(smtp.received[0]!.headers.subject).toBe('Test email from your website');
});

test('11. the admin sees messages newest first; opening one marks it read', async () => {
  const sent = await call<ContactMessage>('POST', '/api/contact-messages', { body: second });
  expect(sent.status).toBe(201);
  expect(sent.body).toMatchObject({ ...second, isRead: false });

  const list = await call<ContactMessage[]>('GET', '/api/contact-messages', { cookie });
  expect(list.status).toBe(200);
  expect(list.body.map((m) => m.id)).toEqual([sent.body.id, visitorMessage.id]);
  expect(list.body.map((m) => m.isRead)).toEqual([false, false]);

  const opened = await call<ContactMessage>('GET', `/api/contact-messages/${sent.body.id}`, { cookie });
  expect(opened.status).toBe(200);
  expect(opened.body).toMatchObject({ ...second, id: sent.body.id, isRead: true, notification: null });

  const after = await call<ContactMessage[]>('GET', '/api/contact-messages', { cookie });
  expect(after.body.map((m) => [m.id, m.isRead])).toEqual([
    [sent.body.id, true],
    [visitorMessage.id, false],
  ]);
});

test('12. "resend the email" about a message delivers it to the notification address', async () => {
  const received = smtp.received.length;
  const reply = await call<NotificationState>('POST', `/api/contact-messages/${visitorMessage.id}/notification`, { cookie });
  expect(reply.status).toBeGreaterThanOrEqual(200);
  expect(reply.status).toBeLessThan(300);
  expect(['pending', 'sent']).toContain(reply.body.status);

  await smtp.waitFor(() => smtp.received.length > received, 10_000, 'the notification email');
  const mail = smtp.received.at(-1)!;
  expect(mail.to).toEqual([OWNER]);
  expect(mail.headers.subject).toContain(visitor.name);
  expect(mail.text).toContain(visitor.message);

  // The message now says its email went out.
  const deadline = Date.now() + 5_000;
  let state: NotificationState | null | undefined;
  while (Date.now() < deadline) {
    state = (await call<ContactMessage>('GET', `/api/contact-messages/${visitorMessage.id}`, { cookie })).body.notification;
    if (state?.status === 'sent') break;
    await Bun.sleep(50);
  }
  expect(state).toMatchObject({ status: 'sent', lastError: null, nextAttemptAt: null });
});

test('13. a deleted message is gone: reading it is 404, it leaves the list, and deleting it again is 404', async () => {
  const deleted = await call<Ok>('DELETE', `/api/contact-messages/${visitorMessage.id}`, { cookie });
  expect(deleted.status).toBe(200);
  expect(deleted.body).toEqual({ ok: true });
  expectError(await call('GET', `/api/contact-messages/${visitorMessage.id}`, { cookie }), 404, 'not_found');
  const list = await call<ContactMessage[]>('GET', '/api/contact-messages', { cookie });
  expect(list.body.map((m) => m.id)).not.toContain(visitorMessage.id);
  expect(list.body).toHaveLength(1);
  expectError(await call('DELETE', `/api/contact-messages/${visitorMessage.id}`, { cookie }), 404, 'not_found');
  expectError(await call('POST', `/api/contact-messages/${visitorMessage.id}/notification`, { cookie }), 404, 'not_found');
});

test('14. new credentials: the old password is refused, the new one signs in, and the session shows the new name', async () => {
  const reply = await call<CurrentUser>('POST', '/api/admin/update-credentials', {
    cookie,
    body: { currentPassword: OLD_PASSWORD, username: NEW_USERNAME, password: NEW_PASSWORD },
  });
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ username: NEW_USERNAME, timeZone: runtimeTimeZone() });

  expectError(await login(NEW_USERNAME, OLD_PASSWORD), 401, 'unauthorized');
  expectError(await login('admin', OLD_PASSWORD), 401, 'unauthorized');
  const fresh = await login(NEW_USERNAME, NEW_PASSWORD);
  expect(fresh.status).toBe(200);
  expect(fresh.body).toEqual({ username: NEW_USERNAME, timeZone: runtimeTimeZone() });
  const freshCookie = cookieOf(fresh);
  expect((await call<CurrentUser>('GET', '/api/auth/user', { cookie: freshCookie })).body).toEqual({
    username: NEW_USERNAME,
    timeZone: runtimeTimeZone(),
  });

  // The session that made the change stays signed in and sees the new name too.
  const user = await call<CurrentUser>('GET', '/api/auth/user', { cookie });
  expect(user.status).toBe(200);
  expect(user.body).toEqual({ username: NEW_USERNAME, timeZone: runtimeTimeZone() });
  expect((await call<Setting>('GET', '/api/settings/adminUsername', { cookie })).body).toEqual({
    key: 'adminUsername',
    value: NEW_USERNAME,
  });
});

test('15. after logging out the same cookie is no longer signed in', async () => {
  const reply = await call<Ok>('POST', '/api/admin/logout', { cookie });
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ ok: true });
  expectError(await call('GET', '/api/auth/user', { cookie }), 401, 'unauthorized');
  expectError(await call('GET', '/api/contact-messages', { cookie }), 401, 'unauthorized');
});

test('16. an unknown path under /api answers a JSON 404, not the web app', async () => {
  for (const [method, path] of [
    ['GET', '/api/does-not-exist'],
    ['GET', '/api/contact-messages/1/attachments'],
    ['POST', '/api/nothing-here'],
    ['DELETE', '/api/settings'],
  ] as const) {
    expectError(await call(method, path, method === 'POST' ? { body: {} } : {}), 404, 'not_found', `${method} ${path}`);
  }
});

test('17. a page view sent as a browser sends it and a message sent with its source show in the admin’s insights', async () => {
  const agent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const view = await fetch(`${server.url}/api/hits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': agent },
    body: JSON.stringify({ path: '/pricing', lang: 'en', referrer: 'https://www.google.com/', campaign: { source: 'newsletter' } }),
  });
  expect(view.status).toBe(204);
  expect(view.headers.get('set-cookie')).toBeNull();
  const source = { landing: '/pricing', plan: 'pro annual', referrer: 'https://www.google.com/', campaign: { source: 'newsletter' } };
  // As the site's form sends it, its check solved (decision 0108): Spam is no inquiry.
  const sent = await call<ContactMessage>('POST', '/api/contact-messages', {
    body: { ...second, source, altcha: await solvedCheckFrom(server.url) },
  });
  expect(sent.status).toBe(201);
  cookie = cookieOf(await login(NEW_USERNAME, NEW_PASSWORD));
  const today = new Date().toLocaleDateString('en-CA'); // the server's day: it runs here, in the same zone
  const report = await call<InsightsReport>('GET', `/api/admin/insights?from=${today}&to=${today}`, { cookie });
  expect(report.status).toBe(200);
  expect(report.body.totals).toMatchObject({ views: 1, visitors: 1 });
  expect(report.body.pages).toContainEqual({ value: 'en /pricing', views: 1, visitors: 1, inquiries: 1 });
  expect(report.body.referrers).toContainEqual({ value: 'google.com', views: 1, visitors: 1, inquiries: 1 });
  expect(report.body.plans).toEqual([{ value: 'pro annual', inquiries: 1 }]);
  const read = await call<ContactMessage>('GET', `/api/contact-messages/${sent.body.id}`, { cookie });
  expect(read.body.source).toEqual({
    landing: '/pricing',
    plan: 'pro annual',
    referrer: 'google.com',
    campaign: { source: 'newsletter', medium: '', campaign: '' },
  });
  const csv = await fetch(`${server.url}/api/admin/insights/export.csv?from=${today}&to=${today}`, { headers: { cookie } });
  expect((await csv.text()).split('\r\n')[1]).toStartWith(`${today},1,1,`);
});
