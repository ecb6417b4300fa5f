// The contact form as a visitor on a phone meets it (390 × 844, both languages): first below the hero; a refused send
// announces what to fix and brings the first field into view under the sticky header, label and message showing; a
// stored message is thanked in a panel that has focus; a plan card's link starts the message with that plan. At a
// desktop's width the form stays in product.md's right column.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import type { PricingPlan } from '../src/contract';
import { en, type Dictionary } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { fill } from '../web/lib/i18n';
import { peopleSeed } from '../src/contract/lists/people';
import { appRunning, eventually, siteInBrowser } from './site-in-browser';

const site = siteInBrowser({ password: 'e2e-password-1' });
const PHONE = { width: 390, height: 844 };

async function openPage(lang: 'en' | 'zh', viewport = PHONE): Promise<Page> {
  const context = await site.newContext({ viewport, hasTouch: viewport === PHONE });
  await context.addCookies([{ name: 'lang', value: lang, url: site.server.url }]);
  return context.newPage();
}
const formCard = (page: Page, t: Dictionary) => page.locator('section', { has: page.getByRole('heading', { name: t.contact.form.title }) });
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

for (const [lang, t] of [
  ['en', en],
  ['zh', zh],
] as const) {
  test(`${lang} on a phone: the form comes first, and a refused send shows the first field below the header with its label and message`, async () => {
    const page = await openPage(lang);
    await page.goto('/contact');
    const form = await formCard(page, t).boundingBox();
    const infoCard = await box(page, '#contact-info-title');
    const services = await box(page, '#specialised-title');
    expect(form!.y).toBeLessThan(Math.min(infoCard.y, services.y));
    // What happens next: shown once, right after the form (its Send button), before the services and the details.
    const next = page.getByRole('heading', { name: t.contact.nextTitle });
    expect(await next.count()).toBe(1);
    const nextY = (await next.boundingBox())!.y;
    expect(nextY).toBeGreaterThan(form!.y + form!.height);
    expect(nextY).toBeLessThan(Math.min(infoCard.y, services.y));
    // The details card is the page's one place for the phone and the email (round 24: a call-or-write line over the
    // form said them a third time): right after what happens next, before the services.
    expect(infoCard.y).toBeLessThan(services.y);
    expect(await page.locator('main a[href^="tel:"]').count()).toBe(1);
    expect(await page.locator('main a[href^="mailto:"]').count()).toBe(1);
    // The footer is every page's footer, its contact column included (round 17: one footer at each width; decision 0174).
    expect(await page.locator('footer address').isVisible()).toBe(true);

    // Only the message is good: name and email are refused, the page scrolled down to the send button.
    await page.getByRole('textbox', { name: t.contact.form.message, exact: true }).fill('We need an ordering system for our shop.');
    const send = page.locator('form button[type="submit"]');
    await send.scrollIntoViewIfNeeded();
    await send.click();

    const summary = page.getByRole('alert');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(lang === 'en' ? '2 fields need your attention:' : '有 2 個欄位需要修正：');
    expect(await summary.getByRole('link').allTextContents()).toEqual([t.contact.form.name, t.contact.form.email]);
    const name = page.getByRole('textbox', { name: t.contact.form.name, exact: true });
    await eventually(async () => expect(await name.evaluate((el) => el === document.activeElement)).toBe(true));
    // What the visitor sees of the name field: its label below the sticky header, its message above the fold.
    const labelAndMessageShow = async () => {
      const seen = await page.evaluate(() => {
        const input = document.activeElement as HTMLInputElement;
        const label = document.querySelector(`label[for="${input.id}"]`)!.getBoundingClientRect();
        const message = document.getElementById(input.getAttribute('aria-describedby')!)!.getBoundingClientRect();
        const header = document.querySelector('header')!.getBoundingClientRect();
        return { labelTop: label.top, headerBottom: header.bottom, messageBottom: message.bottom, viewport: innerHeight };
      });
      expect(seen.labelTop).toBeGreaterThanOrEqual(seen.headerBottom);
      expect(seen.messageBottom).toBeLessThanOrEqual(seen.viewport);
    };
    await eventually(labelAndMessageShow);
    // The form card's title is not cut by the sticky header: it shows whole, above the summary.
    const title = await formCard(page, t).getByRole('heading', { name: t.contact.form.title }).boundingBox();
    const header = await box(page, 'header');
    expect(title!.y).toBeGreaterThanOrEqual(header.y + header.height);

    // Tried again with the name box scrolled up under the header (its label hidden there): brought back into view.
    await page.evaluate(() => scrollBy(0, document.querySelector('input[name="name"]')!.getBoundingClientRect().top - 40));
    await send.click();
    await eventually(labelAndMessageShow);

    // A link in the summary takes the visitor to its field.
    await summary.getByRole('link', { name: t.contact.form.email }).click();
    expect(
      await page.getByRole('textbox', { name: t.contact.form.email, exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
  });

  test(`${lang} on a phone: a stored message is thanked in a panel that is on screen and has focus, with when to expect a reply`, async () => {
    const page = await openPage(lang);
    await page.goto('/contact');
    await page.getByRole('textbox', { name: t.contact.form.name, exact: true }).fill('Mei Lin');
    await page.getByRole('textbox', { name: t.contact.form.email, exact: true }).fill('mei@example.com');
    await page.getByRole('textbox', { name: t.contact.form.message, exact: true }).fill('Please call me about a project.');
    await page.locator('form button[type="submit"]').click();
    const panel = page.locator('[data-thank-you]');
    await panel.waitFor();
    expect(await panel.textContent()).toContain(t.contact.form.success);
    // What the sentence leaves open, as labelled facts: who replies and by when, and to the address just given.
    // Who replies: the person "Who you'll talk to" names, not "a founder" beside their card (decision 0280).
    const replier = lang === 'en' ? peopleSeed.rows[0]!.nameEn : peopleSeed.rows[0]!.nameZh;
    expect(await panel.locator('dl').textContent()).toContain(
      `${t.contact.form.replyWhoLabel}${fill(t.contact.form.replyWhoNamed, { name: replier })}`,
    );
    expect(await panel.locator('dl').textContent()).toContain(`${t.contact.form.replyToLabel}mei@example.com`);
    await eventually(async () => expect(await panel.evaluate((el) => el === document.activeElement)).toBe(true));
    // Nothing of it under the sticky header: the card's own title above the panel shows whole too, and the panel
    // ends on screen.
    const seen = await panel.evaluate((el) => ({
      top: el.getBoundingClientRect().top,
      bottom: el.getBoundingClientRect().bottom,
      cardTitle: el.closest('section')!.querySelector('h2')!.getBoundingClientRect().top,
      header: document.querySelector('header')!.getBoundingClientRect().bottom,
      viewport: innerHeight,
    }));
    expect(seen.cardTitle).toBeGreaterThanOrEqual(seen.header);
    expect(seen.top).toBeGreaterThanOrEqual(seen.header);
    expect(seen.bottom).toBeLessThanOrEqual(seen.viewport);
    // The thanks are the form card's content, not a card inside it: the card's one title is the state's (product.md's
    // sentence said once under it), the form's ("Send us a message") gone meanwhile, and the panel draws no border of its own.
    const card = page.locator('section#send-a-message');
    // Its title a short heading (decision 0275), product.md's sentence the line under it.
    expect(await card.locator('h2').allTextContents()).toEqual([t.contact.form.successTitle]);
    expect((await panel.textContent())!.split(t.contact.form.success).length).toBe(2);
    expect(await page.getByRole('heading', { name: t.contact.form.title }).count()).toBe(0);
    expect(await panel.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('0px');
    // What happens now numbers on from its tick: the received message ticked, then 2, 3, 4.
    const marks = await page.locator('[data-next-steps="sent"] li > span.tabular-nums').allTextContents();
    expect(marks).toEqual(['', '2', '3', '4']);
    // The visitor's address reads whole: on one line (never "m / ei@example.com"), inside the panel.
    const address = await panel.locator('strong', { hasText: 'mei@example.com' }).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return {
        lines: lines.size,
        right: el.getBoundingClientRect().right,
        panelRight: el.closest('[data-thank-you]')!.getBoundingClientRect().right,
      };
    });
    expect(address.lines).toBe(1);
    expect(address.right).toBeLessThanOrEqual(address.panelRight);
    // "Send another message" brings the emptied form back at once, the caret in the name.
    await panel.getByRole('button', { name: t.contact.form.sendAnother }).click();
    const name = page.getByRole('textbox', { name: t.contact.form.name, exact: true });
    await eventually(async () => expect(await name.evaluate((el) => el === document.activeElement)).toBe(true));
    expect(await name.inputValue()).toBe('');
    // What happens next now says where the visitor stands, and still does with the form back (decision 0117).
    expect(await page.getByRole('heading', { name: t.contact.nextTitle }).count()).toBe(0);
    const now = page.locator('[data-next-steps="sent"]');
    expect(await now.getByRole('heading', { name: t.contact.nowTitle }).count()).toBe(1);
    expect(await now.locator('li h3').first().textContent()).toContain(t.contact.received.title);
  });

  test(`${lang}: a plan's "Ask about …" opens the form with the message naming that plan`, async () => {
    const plans = (await (await fetch(`${site.server.url}/api/pricing-plans`)).json()) as PricingPlan[];
    const page = await openPage(lang);
    await page.goto('/pricing');
    // Click once the app has taken the page over: a click while it hydrates on a loaded machine was lost once.
    await appRunning(page);
    const link = page.locator('a[href^="/contact?plan="]').first();
    const href = (await link.getAttribute('href'))!;
    const asked = new URL(href, site.server.url).searchParams;
    const plan = plans.find((p) => p.planId === asked.get('plan') && p.billing === asked.get('billing'))!;
    await link.click();
    await page.waitForURL(/\/contact\?plan=/);
    const message = page.getByRole('textbox', { name: t.contact.form.message, exact: true });
    await eventually(async () =>
      expect(await message.inputValue()).toBe(t.contact.form.askAboutPlan.replace('{{plan}}', lang === 'en' ? plan.nameEn : plan.nameZh)),
    );
  });
}

test('the form links to the privacy notice, and on a desktop it stays in the right column', async () => {
  const page = await openPage('en', { width: 1280, height: 900 });
  await page.goto('/contact');
  const form = (await formCard(page, en).boundingBox())!;
  const services = await box(page, '#specialised-title');
  expect(form.x).toBeGreaterThan(services.x + services.width);
  // The form's first fields are in the first screen of a laptop (1280 × 800).
  const name = (await formCard(page, en).getByRole('textbox', { name: en.contact.form.name, exact: true }).boundingBox())!;
  expect(name.y + name.height).toBeLessThan(800);
  // What happens next, shown once, leads the left column beside the form (decision 0269, round 32: the services' links
  // stood there and pulled a visitor away from the form): level with the form's top, above the contact details and the
  // services, its steps down a rule.
  const next = page.getByRole('heading', { name: en.contact.nextTitle });
  expect(await next.count()).toBe(1);
  const nextBox = (await next.boundingBox())!;
  const infoCard = await box(page, '#contact-info-title');
  expect(Math.abs(nextBox.x - services.x)).toBeLessThan(2);
  expect(nextBox.y).toBeLessThan(name.y);
  expect(nextBox.y).toBeLessThan(Math.min(infoCard.y, services.y));
  expect(infoCard.y).toBeLessThan(services.y);
  const steps = page.locator('[data-next-steps] li');
  expect((await steps.nth(2).boundingBox())!.y).toBeGreaterThan((await steps.nth(0).boundingBox())!.y + 40);
  // The footer keeps its contact column here on a laptop (the card is far above it).
  expect(await page.locator('footer address').isVisible()).toBe(true);
  await formCard(page, en).getByRole('link', { name: en.contact.form.privacyLink }).click();
  await page.waitForURL((url) => url.pathname === '/privacy');
  expect(await page.locator('h1').textContent()).toBeTruthy();
});

test('contact: who replies is a compact card right above the form at every width; the services are information; an address chooses a service (decisions 0251, 0269, 0280)', async () => {
  const laptop = await openPage('en', { width: 1280, height: 900 });
  await laptop.goto('/contact');
  await laptop.locator('[data-part="talkTo"]').waitFor();
  const hero = (await laptop.locator('[data-part="hero"]').boundingBox())!;
  const card = (await laptop.locator('[data-part="talkTo"]').boundingBox())!;
  const desk = (await formCard(laptop, en).boundingBox())!;
  // Under the hero, over the form, in the form's column (round 31: as the hero's aside it pushed the form down).
  expect(card.y).toBeGreaterThanOrEqual(hero.y + hero.height);
  expect(Math.abs(card.x - desk.x)).toBeLessThan(2);
  expect(desk.y - (card.y + card.height)).toBeGreaterThanOrEqual(0);
  expect(desk.y - (card.y + card.height)).toBeLessThan(24);

  // On a phone the same card, not a one-line chip (round 32: the reassurance went where it matters): the name, the
  // role and the reply time, right above the form.
  const phone = await openPage('zh');
  await phone.goto('/contact');
  const chip = phone.locator('[data-part="talkTo"]');
  await chip.waitFor();
  expect(await chip.isVisible()).toBe(true);
  expect(await chip.textContent()).toContain(zh.contact.talkTo.reply);
  expect(await chip.locator('[data-part="talkToLine"]').isVisible()).toBe(true);
  const chipBox = (await chip.boundingBox())!;
  expect(chipBox.height).toBeGreaterThan(100);
  const form = (await formCard(phone, zh).boundingBox())!;
  expect(form.y - (chipBox.y + chipBox.height)).toBeGreaterThanOrEqual(0);
  expect(form.y - (chipBox.y + chipBox.height)).toBeLessThan(24);
  // No face and no initials: without an uploaded photo the card holds no picture and no one- or two-letter tile.
  expect(await chip.locator('img, svg, [data-initials]').count()).toBe(0);

  // The three services are information, not a second control (decision 0280, round 34: pills "pick one to start" did
  // the select's work): each its sign, title and line, no link or button among them but the one to /services.
  const services = phone.locator('[data-part="services"]');
  expect(await services.locator('li').count()).toBe(3);
  expect(await services.locator('li a, li button').count()).toBe(0);
  expect(await services.locator('li h3').allTextContents()).toEqual(zh.contact.services.map((service) => service.title));
  expect(await services.locator('a').getAttribute('href')).toMatch(/^\/services/);
  // Its Chinese titles keep one space, not the gaps of a flex row between their phrases (「AI 助理  開發」).
  // A flex row's gap fell between each phrase's span: the title is a block, its phrases run as text.
  expect(
    await services
      .locator('li h3')
      .nth(2)
      .evaluate((el) => getComputedStyle(el).display),
  ).toBe('block');
  expect(await services.locator('li h3').nth(2).textContent()).toBe('AI 助理開發');
  // Opened at such an address, the page hydrates as rendered and then takes the choice.
  const errors: string[] = [];
  const fresh = await openPage('en', { width: 1280, height: 900 });
  fresh.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await fresh.goto('/contact?service=ai_assistant#send-a-message');
  await appRunning(fresh);
  await eventually(async () =>
    expect(await fresh.getByRole('combobox', { name: en.contact.form.service }).inputValue()).toBe('ai_assistant'),
  );
  expect(errors).toEqual([]);
});

test("text typed on a slow link before the page's code has run is kept, and sent as typed", async () => {
  const page = await openPage('en');
  // The scripts held back until the visitor has typed, as on a slow phone link.
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  const typed = { name: 'Slow Link Sam', email: 'sam@example.com', message: `Typed before the scripts arrived ${Date.now()}` };
  await page.getByRole('textbox', { name: en.contact.form.name, exact: true }).fill(typed.name);
  await page.getByRole('textbox', { name: en.contact.form.email, exact: true }).fill(typed.email);
  await page.getByRole('textbox', { name: en.contact.form.message, exact: true }).fill(typed.message);
  // Until the code runs the button waits (a press would send the form as a plain GET, the message in the address).
  expect(await page.locator('form button[type="submit"]').isDisabled()).toBe(true);
  release();
  await eventually(async () => expect(await page.locator('form button[type="submit"]').isEnabled()).toBe(true), 10_000);
  expect(await page.getByRole('textbox', { name: en.contact.form.message, exact: true }).inputValue()).toBe(typed.message);
  await page.locator('form button[type="submit"]').click();
  await page.locator('[data-thank-you]').waitFor();
  const cookie = await site.adminCookie();
  const items = (await (
    await fetch(`${site.server.url}/api/contact-messages?q=${encodeURIComponent(typed.message)}`, { headers: { cookie } })
  ).json()) as { name: string; email: string; message: string }[];
  expect(items.map(({ name, email, message }) => ({ name, email, message }))).toEqual([typed]);
});
