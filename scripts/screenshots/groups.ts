// The screenshots' jobs, grouped by the browser context they are taken in: each width, language and theme as a returning
// visitor (the login), then signed in as the owner (the admin screens, the public pages, the contact form's states).
import { join } from 'node:path';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { LOGIN_SHOT, type Shot } from '../../e2e/admin-tour';
import type { ShotGroup, ShotJob } from './runner';

/** The height of a slice of a long shot: read at its own size, where the whole page shrinks to a thumbnail. */
const SLICE = { desktop: 1400, phone: 1200 } as const;

/** Whether the page shows a bar held to the window's foot (fixed, or sticky and stuck there), as wide as the window (or the save bar). */
const hasFootBar = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')].some((el) => {
      const style = getComputedStyle(el);
      const held = style.position === 'fixed' || (style.position === 'sticky' && style.bottom === '0px');
      if (!held || style.display === 'none' || style.visibility === 'hidden') return false;
      const box = el.getBoundingClientRect();
      // The admin's save bar is held there over its column alone (decision 0282), narrower than the window.
      const wide = box.width >= window.innerWidth * 0.9 || el.hasAttribute('data-save-pin');
      return box.height > 8 && wide && Math.abs(box.bottom - window.innerHeight) < 2;
    }),
  );

const DEVICES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

export type ShotPlan = {
  /** The site as the browser reaches it. */
  site: string;
  /** The folder the PNGs go to. */
  out: string;
  /** The admin password, for the owner's sign-in. */
  password: string;
  /** The admin shots (none: no login shot and no sign-in either). */
  shots: Shot[];
  /** The public pages' paths. */
  paths: string[];
  /** Only these widths, languages and themes ("phone-zh-dark"); all eight when absent. */
  variants?: string[];
};

/** The contact form sent with only its message: refused, the summary and the first field it asks for in view. */
async function refuseContact(page: Page, site: string) {
  await page.goto(`${site}/contact`, { waitUntil: 'networkidle' });
  await page.locator('textarea').fill('We need an ordering system for our shop.');
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('alert').waitFor();
}
/** Who the contact form's shot writes as. */
const SENT_EMAIL = 'mei@example.com';

/** The refused form given what it asked for and sent again: the thank-you panel. */
async function sendContact(page: Page) {
  await page.locator('input[name="name"]').fill('Mei Lin');
  await page.locator('input[name="email"]').fill(SENT_EMAIL);
  await page.locator('form button[type="submit"]').click();
  await page.locator('[data-thank-you]').waitFor();
}

/** Deletes the messages the contact form's shot sent (its sender's address), through the admin API. */
async function forgetSent(page: Page, site: string) {
  const list = await page.request.get(`${site}/api/contact-messages?q=${encodeURIComponent(SENT_EMAIL)}`);
  if (!list.ok()) return;
  for (const message of (await list.json()) as { id: number; email: string }[])
    if (message.email === SENT_EMAIL)
      await page.request.delete(`${site}/api/contact-messages/${message.id}`, { headers: { origin: site } });
}

/** Every lazy picture loaded now: a full-page shot shows the page as one who scrolled it to the end sees it. */
const loadLazyPictures = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map((img) => {
        img.loading = 'eager';
        return img.decode().catch(() => undefined);
      }),
    ),
  );

export function shotGroups(plan: ShotPlan): ShotGroup[] {
  const { site, out, password, shots, paths, variants } = plan;
  const groups: ShotGroup[] = [];
  // The early shots of every variant, taken before any tour walks (Shot.early).
  const early: ShotGroup[] = [];
  /** A sign-in's cookies, kept so that a context made again (after a crash, or for the next variant) is given them. */
  type Session = { cookies?: Cookie[] };
  // The early shots share one sign-in: the activity log they show has one line for it, not one per variant. The tours
  // sign in afresh per variant: a sensitive change (a second factor set up) asks again once a sign-in is old.
  const earlySession: Session = {};
  for (const [device, viewport] of DEVICES) {
    for (const lang of ['en', 'zh']) {
      for (const theme of ['light', 'dark']) {
        const prefix = `${device}-${lang}-${theme}`;
        if (variants && !variants.includes(prefix)) continue;
        const file = (name: string) => join(out, `${name}.png`);
        /**
         * The whole page, and, when it is longer than two slices, the page again in slices (DIR/slices/NAME-1of3.png …):
         * a 390 px page of 3,900 px shown whole is too small to read, and a phone layout is judged by what it reads like.
         */
        const fullShot = async (page: Page, name: string) => {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const slice = SLICE[device];
          const count = Math.ceil(height / slice);
          // A bar held to the window's foot (the admin's tab bar on a phone) is drawn where the window ends; a capture
          // of the whole page would show it half-way down, over the content. Such a page is taken as a window as tall
          // as what is shown, scrolled there: the bar sits at the foot of each picture, as a phone shows it.
          if (await hasFootBar(page)) {
            await page.setViewportSize({ width: viewport.width, height });
            await page.screenshot({ path: file(name) });
            if (count >= 3) {
              await page.setViewportSize({ width: viewport.width, height: slice });
              for (let i = 0; i < count; i++) {
                const top = Math.min(i * slice, height - slice);
                await page.evaluate((y) => window.scrollTo(0, y), top);
                const clip = { x: 0, y: i * slice - top, width: viewport.width, height: Math.min(slice, height - i * slice) };
                await page.screenshot({ path: join(out, 'slices', `${name}-${i + 1}of${count}.png`), clip });
              }
              await page.evaluate(() => window.scrollTo(0, 0));
            }
            await page.setViewportSize(viewport);
            return;
          }
          await page.screenshot({ path: file(name), fullPage: true });
          if (count < 3) return;
          for (let i = 0; i < count; i++) {
            const clip = { x: 0, y: i * slice, width: viewport.width, height: Math.min(slice, height - i * slice) };
            await page.screenshot({ path: join(out, 'slices', `${name}-${i + 1}of${count}.png`), fullPage: true, clip });
          }
        };
        /** As a returning visitor: the choice stored in the browser and mirrored in the cookies the server reads. */
        const visitor = async (browser: Browser) => {
          // In Taipei, as the studio and its visitors are: the browser's dates then read as the site's own. A Chinese
          // reader's browser speaks Chinese too, so its own controls (a date field's format) do as well.
          const context = await browser.newContext({
            viewport,
            deviceScaleFactor: 1,
            timezoneId: 'Asia/Taipei',
            locale: lang === 'zh' ? 'zh-TW' : 'en-US',
          });
          await context.addCookies(['lang', 'theme'].map((name) => ({ name, value: name === 'lang' ? lang : theme, url: site })));
          await context.addInitScript(
            ([l, th]) => {
              localStorage.setItem('lang', l!);
              localStorage.setItem('customsoft.theme', th!);
            },
            [lang, theme],
          );
          return context;
        };
        const tourSession: Session = {};
        const owner =
          (session: Session) =>
          async (browser: Browser): Promise<BrowserContext> => {
            const context = await visitor(browser);
            if (!shots.length) return context;
            try {
              if (session.cookies) await context.addCookies(session.cookies);
              else {
                const login = await context.request.post(`${site}/api/admin/login`, {
                  data: { username: 'admin', password },
                  headers: { origin: site },
                });
                if (!login.ok()) throw new Error(`login for screenshots: ${login.status()}`);
                // The sign-in's cookies alone: each variant keeps its own language and theme.
                session.cookies = (await context.cookies()).filter((cookie) => cookie.name !== 'lang' && cookie.name !== 'theme');
              }
              await context.addInitScript(() => localStorage.setItem('admin_token', 'screenshots'));
              return context;
            } catch (error) {
              await context.close().catch(() => undefined);
              throw error;
            }
          };
        const shotJob = (shot: Shot): ShotJob => ({
          name: `${prefix}-admin-${shot.name}`,
          take: async (page) => {
            await shot.go(page, site);
            // A whole page as someone who scrolled it sees it: pictures below the first screen loaded too.
            if (!shot.screen) await loadLazyPictures(page);
            await page.waitForTimeout(150); // the last paint (settle() waits for the page, not for the pixels)
            // A shot of what stays in view (`screen`) is taken at the window's size: a full-page shot stretches the window
            // to the page's height, and with it anything sized to the window (the content tab's preview).
            // A dialog open is a screen too: a full-page shot would leave its scrim over the first screen only.
            const modal = (await page.locator('dialog[open]').count()) > 0;
            if (shot.screen || modal) await page.screenshot({ path: file(`${prefix}-admin-${shot.name}`) });
            else await fullShot(page, `${prefix}-admin-${shot.name}`);
            await shot.after?.(page, site);
          },
        });
        const pageJob = (path: string): ShotJob => {
          const name = `${prefix}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}`;
          return {
            name,
            take: async (page) => {
              await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
              // The whole page as a reader who scrolled sees it: pictures below the first screen loaded too.
              await loadLazyPictures(page);
              // The phone's call to action held to the window's foot once the hero has passed (decision 0261): a capture
              // of the whole page has no foot to hold it to (it would sit where the first screen ends, over the content),
              // so the page is taken without it, then as a window scrolled past its hero, with it (NAME-scrolled.png).
              const dock = device === 'phone' && (await page.locator('[data-dock]').count()) > 0;
              const show = (display: string) =>
                page.evaluate((d) => {
                  for (const el of document.querySelectorAll<HTMLElement>('[data-dock]')) el.style.display = d;
                }, display);
              if (dock) await show('none');
              await fullShot(page, name);
              if (dock) {
                await show('');
                await page.evaluate((y) => window.scrollTo(0, y), Math.round(viewport.height * 1.6));
                await page.waitForTimeout(150);
                await page.screenshot({ path: file(`${name}-scrolled`) });
              }
            },
          };
        };
        // Each state from a fresh form, so a state tried again after a crash is reached the same way.
        const contactJob = (state: 'refused' | 'thanked'): ShotJob => ({
          name: `${prefix}-contact-${state}`,
          take: async (page) => {
            await refuseContact(page, site);
            if (state === 'thanked') await sendContact(page);
            await Bun.sleep(300);
            await page.screenshot({ path: file(`${prefix}-contact-${state}`) });
            // The message the shot sent leaves the inbox again (signed in as the owner): the next widths' and themes'
            // inbox shows the site's messages, not one "Mei Lin" per shot taken.
            if (state === 'thanked') await forgetSent(page, site);
          },
        });
        if (shots.length) groups.push({ open: visitor, jobs: [shotJob(LOGIN_SHOT)] });
        const earlyShots = shots.filter((shot) => shot.early);
        if (earlyShots.length) early.push({ open: owner(earlySession), jobs: earlyShots.map(shotJob) });
        groups.push({
          open: owner(tourSession),
          jobs: [
            ...shots.filter((shot) => !shot.early).map(shotJob),
            ...paths.map(pageJob),
            ...(paths.includes('/contact') ? [contactJob('refused'), contactJob('thanked')] : []),
          ],
        });
      }
    }
  }
  return [...early, ...groups];
}
