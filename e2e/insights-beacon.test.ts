// The cookieless page-view beacon on the compiled binary in real Chromium (decision 0074): a person's visit sends one
// beacon a public page and none for the admin area or a 404, leaves no cookie and nothing in storage, and the admin's
// report counts it; headless Chromium, Sec-GPC and DNT are not counted, and a browser saying Do Not Track or GPC sends
// nothing; a message sent after a campaign's link and a plan's button says where its visit began.
import { afterAll, afterEach, beforeAll, expect, test } from 'bun:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { ContactMessage, InsightsReport, InsightRow } from '../src/contract';
import { en } from '../web/i18n/en';
import { launchBrowser } from './browser';
import { eventually, siteInBrowser } from './site-in-browser';

const site = siteInBrowser({ password: 'beacon-password-1' });
/** What a person's browser says of itself: Chrome on a desktop (headless Chromium names itself in its own). */
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LANDING = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring';
const REFERRER = 'https://news.example.org/post';
/** A beacon's body as it left the page (Hit's shape, the parts not known left out). */
type Hit = { path: string; lang: string; referrer?: string; campaign?: { source: string; medium: string; campaign: string } };

/** A browser as a person's: it does not say a program drives it (the site's own fixture's browser does). */
let person: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  person = await launchBrowser({ asPerson: true });
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await person?.close();
});

type Visitor = {
  context: BrowserContext;
  page: Page;
  /** Each beacon's body, and how it was sent ("POST application/json"). */
  hits: Hit[];
  sentAs: string[];
  answers: number[];
  requests: () => number;
};

/** A fresh visitor (the person's browser, Chrome's desktop User-Agent unless `context` says otherwise) and its beacons. */
async function visitor(opts: { browser?: Browser; context?: BrowserContextOptions; init?: string } = {}): Promise<Visitor> {
  const context = await (opts.browser ?? person).newContext({ baseURL: site.server.url, userAgent: DESKTOP_CHROME, ...opts.context });
  contexts.push(context);
  if (opts.init) await context.addInitScript(opts.init);
  const hits: Hit[] = [];
  const sentAs: string[] = [];
  const answers: number[] = [];
  let requests = 0;
  // A beacon's body is a Blob, which the request event does not show: it is read on its way, then sent on unchanged.
  await context.route('**/api/hits', async (route) => {
    sentAs.push(`${route.request().method()} ${route.request().headers()['content-type']}`);
    hits.push(JSON.parse(route.request().postData() ?? 'null') as Hit);
    await route.continue();
  });
  const page = await context.newPage();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/hits') requests++;
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/hits') answers.push(response.status());
  });
  return { context, page, hits, sentAs, answers, requests: () => requests };
}

/** Opens `path` as a first page (`referer` the address the visitor came from) and waits for the app to take it over. */
async function land(page: Page, path: string, referer?: string) {
  await page.goto(path, referer ? { referer } : {});
  await page.waitForLoadState('networkidle');
}
const menu = (page: Page) => page.getByRole('navigation', { name: en.nav.main });
/** Follows a link inside the app (no page load) to `path`, once that page has drawn its heading. */
async function follow(page: Page, link: ReturnType<Page['getByRole']>, path: string) {
  await link.click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

let cookie: string | undefined;
const adminGet = async <T>(path: string): Promise<T> => {
  cookie ??= await site.adminCookie();
  const res = await fetch(`${site.server.url}${path}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
/** The server's day `offset` days from today (the binary runs in this process's time zone). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv');
/** The admin's report of yesterday to tomorrow: a run across midnight still finds its views. */
const report = () => adminGet<InsightsReport>(`/api/admin/insights?from=${day(-1)}&to=${day(1)}`);
const views = (rows: InsightRow[], value: string) => rows.find((row) => row.value === value)?.views ?? 0;

test("a person's visit: one beacon a public page shown (the first with the referrer and campaign), none for a 404 or the admin; counted, nothing kept in the browser", async () => {
  const before = await report();
  const { context, page, hits, sentAs, answers, requests } = await visitor();
  await land(page, LANDING, REFERRER);
  await follow(page, menu(page).getByRole('link', { name: en.pages.services }), '/services');
  await follow(page, menu(page).getByRole('link', { name: en.pages.pricing }), '/pricing');
  await follow(page, page.locator('footer').getByRole('link', { name: en.pages.privacy, exact: true }), '/privacy');
  await eventually(() => expect(answers).toEqual([204, 204, 204, 204]));
  expect(hits).toEqual([
    { path: '/', lang: 'en', referrer: REFERRER, campaign: { source: 'newsletter', medium: 'email', campaign: 'spring' } },
    { path: '/services', lang: 'en' },
    { path: '/pricing', lang: 'en' },
    { path: '/privacy', lang: 'en' },
  ]);
  expect(new Set(sentAs)).toEqual(new Set(['POST application/json']));

  // Nothing the visitor chose, so nothing kept: no cookie, no storage, no database in the browser.
  const kept = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((db) => db.name),
    cookie: document.cookie,
  }));
  expect(kept).toEqual({ local: [], session: [], databases: [], cookie: '' });

  // The 404 screen and the admin area send nothing (each a page load of its own).
  for (const path of ['/no-such-page', '/admin']) await land(page, path);
  await Bun.sleep(300);
  expect(requests()).toBe(4);
  expect(await context.cookies()).toEqual([]);

  const after = await report();
  expect(after.totals.views - before.totals.views).toBe(4);
  expect(after.totals.visitors - before.totals.visitors).toBe(1);
  for (const value of ['en /', 'en /services', 'en /pricing', 'en /privacy'])
    expect(views(after.pages, value) - views(before.pages, value)).toBe(1);
  expect(views(after.referrers, 'news.example.org') - views(before.referrers, 'news.example.org')).toBe(1);
  const campaign = 'newsletter / email / spring';
  expect(views(after.campaigns, campaign) - views(before.campaigns, campaign)).toBe(1);
  expect(views(after.devices, 'computer') - views(before.devices, 'computer')).toBe(4);
  expect(views(after.languages, 'en') - views(before.languages, 'en')).toBe(4);
});

test('not counted: headless Chromium as it names itself, Sec-GPC: 1, DNT: 1; and a browser saying Do Not Track or GPC sends nothing', async () => {
  const before = await report();
  const headless = await visitor({ context: { userAgent: undefined } });
  const gpcHeader = await visitor({ context: { extraHTTPHeaders: { 'Sec-GPC': '1' } } });
  const dntHeader = await visitor({ context: { extraHTTPHeaders: { DNT: '1' } } });
  // Each sends its beacons (the page cannot see these headers) and is answered 204, as a counted view would be.
  for (const { page, answers } of [headless, gpcHeader, dntHeader]) {
    await land(page, LANDING, REFERRER);
    await follow(page, menu(page).getByRole('link', { name: en.pages.pricing }), '/pricing');
    await eventually(() => expect(answers).toEqual([204, 204]));
  }
  expect(await headless.page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome');

  const saysDnt = await visitor({ init: "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })" });
  const saysGpc = await visitor({ init: "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })" });
  for (const { page, requests } of [saysDnt, saysGpc]) {
    await land(page, LANDING, REFERRER);
    await follow(page, menu(page).getByRole('link', { name: en.pages.pricing }), '/pricing');
    await page.waitForLoadState('networkidle');
    expect(requests()).toBe(0);
  }

  const after = await report();
  expect(after.totals).toEqual(before.totals);
  expect(after.referrers).toEqual(before.referrers);
});

/** Sends the contact form the page shows (its message already there) and answers the stored message's id. */
async function sendForm(page: Page): Promise<number> {
  await page.getByRole('textbox', { name: en.contact.form.name, exact: true }).fill('Mei Lin');
  await page.getByRole('textbox', { name: en.contact.form.email, exact: true }).fill('mei@example.com');
  const message = page.getByRole('textbox', { name: en.contact.form.message, exact: true });
  await eventually(async () => expect(await message.inputValue()).not.toBe(''));
  const stored = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/contact-messages' && res.request().method() === 'POST',
  );
  await page.locator('form button[type="submit"]').click();
  const res = await stored;
  expect(res.status()).toBe(201);
  return ((await res.json()) as ContactMessage).id;
}

test("a message sent after a campaign's link and a plan's button says where its visit began; a Do Not Track visitor's says nothing", async () => {
  const before = await report();
  const { page } = await visitor();
  await land(page, LANDING, REFERRER);
  await follow(page, menu(page).getByRole('link', { name: en.pages.pricing }), '/pricing');
  await page.getByRole('tab', { name: en.pricing.annual }).click();
  await page.locator('a[href="/contact?plan=pro&billing=annual&lang=en"]').click();
  await page.waitForURL((url) => url.pathname === '/contact' && url.search === '?plan=pro&billing=annual&lang=en');
  await page.getByRole('textbox', { name: en.contact.form.message, exact: true }).fill('We would like the Pro plan, billed yearly.');
  const id = await sendForm(page);
  const stored = await adminGet<ContactMessage>(`/api/contact-messages/${id}`);
  expect(stored.source).toEqual({
    landing: '/',
    plan: 'pro annual',
    referrer: 'news.example.org',
    campaign: { source: 'newsletter', medium: 'email', campaign: 'spring' },
  });
  const after = await report();
  expect(after.totals.inquiries - before.totals.inquiries).toBe(1);
  expect(after.plans.find((row) => row.value === 'pro annual')?.inquiries).toBe(1);

  // Straight to a plan's form, the browser asking not to be tracked: the message is stored, with no source.
  const quiet = await visitor({ init: "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })" });
  await land(quiet.page, '/contact?plan=basic&billing=monthly', REFERRER);
  const quietId = await sendForm(quiet.page);
  expect((await adminGet<ContactMessage>(`/api/contact-messages/${quietId}`)).source).toBeNull();
});
