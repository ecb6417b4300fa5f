// The admin screens and states `npm run screenshots` photographs: each a name and the steps that bring the page there.
import type { Page } from 'playwright-core';
import type { EmailStatus } from '../src/contract';
import { fixture } from '../src/modules/media/fixtures/images';
import { choosePart, chooseSection, dictionaryOf } from './content-nav';

/** `screen`: shot at the window's size, not the whole page's (what the window holds in view is the point). */
export type Shot = { name: string; go: (page: Page, url: string) => Promise<void>; screen?: true };

/** Loaded: the network quiet, no spinner left, and a moment for the last paint. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.animate-spin') && document.querySelector('main, [role="dialog"]'));
  await page.waitForTimeout(150);
}
const open = (path: string) => async (page: Page, url: string) => {
  await page.goto(`${url}${path}`);
  await settle(page);
};
/** The long message's row opens it. */
const openLongMessage = async (page: Page, url: string) => {
  await open('/admin/dashboard/messages')(page, url);
  await page.locator('tbody tr', { hasText: LONG_MESSAGE.email }).locator('button').first().click();
  await page.getByRole('dialog').first().waitFor();
  await settle(page);
};

/** Two uploaded images, one of them the pricing page's search-snippet picture: a used row and one with Delete. */
const openImages = async (page: Page, url: string) => {
  const upload = async (name: string) =>
    (
      (await (
        await page.request.post(`${url}/api/media`, {
          headers: { origin: url, 'content-type': 'application/octet-stream' },
          data: Buffer.from(fixture(name)),
        })
      ).json()) as { path: string }
    ).path;
  const used = await upload('photo.jpg');
  await upload('photo.png');
  const snippet = { titleEn: '', titleZh: '', descriptionEn: '', descriptionZh: '', imagePath: used };
  await page.request.put(`${url}/api/page-snippets/pricing`, { headers: { origin: url }, data: snippet });
  await open('/admin/dashboard/settings')(page, url);
  await page.locator('#settings-tab-images').click();
  await page.locator('#settings-panel ul').waitFor();
  await settle(page);
};

const MAIL_STUCK: EmailStatus = {
  configured: true,
  from: 'Website <site@example.com>',
  delivery: {
    stuck: true,
    warn: true,
    waiting: 3,
    oldestWaitingAt: '2026-11-24T08:15:00.000Z',
    failingSince: '2026-11-24T08:15:00.000Z',
    lastFailure: { at: '2026-11-24T10:02:00.000Z', problem: 'timeout', detail: 'Connection timeout (mail.example.com:587)' },
    stuckMinutes: 30,
  },
};
const routeEmailStatus = (page: Page, status: EmailStatus) =>
  page.route('**/api/settings/email-status', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(status) }),
  );

/** Taken before signing in. */
export const LOGIN_SHOT: Shot = { name: 'login', go: open('/admin') };

export const ADMIN_SHOTS: Shot[] = [
  { name: 'content-home', go: open('/admin/dashboard/content') },
  {
    name: 'content-pricing',
    go: async (page, url) => {
      await open('/admin/dashboard/content')(page, url);
      await chooseSection(page, 'pricing', await dictionaryOf(page));
      await settle(page);
    },
  },
  {
    name: 'content-services',
    go: async (page, url) => {
      await open('/admin/dashboard/content')(page, url);
      await chooseSection(page, 'services', await dictionaryOf(page));
      await settle(page);
    },
  },
  {
    // The preview open beside the editor, following the part chosen (the team), with a field changed and unsaved.
    name: 'content-preview-part',
    screen: true,
    go: async (page, url) => {
      await open('/admin/dashboard/content')(page, url);
      const t = await dictionaryOf(page);
      await page.getByRole('button', { name: t.content.preview.show, exact: true }).click();
      // On a phone the preview covers the editor: closed again, the shot shows the picker and the changed field.
      if ((page.viewportSize()?.width ?? 0) < 1024) await page.keyboard.press('Escape');
      await choosePart(page, 'home', t.content.groups.team, t);
      await page.waitForTimeout(1500); // the editor's smooth scroll to the part, which a click elsewhere would stop
      const field = page.getByRole('group', { name: t.content.fields['team.title'], exact: true });
      await field.getByLabel(t.content.english, { exact: true }).fill('The people behind your software');
      await page.waitForTimeout(1200);
      await settle(page);
    },
  },
  {
    // Saved: the bar at the foot of the window says so, with the time.
    name: 'content-saved',
    screen: true,
    go: async (page, url) => {
      await open('/admin/dashboard/content')(page, url);
      const t = await dictionaryOf(page);
      await choosePart(page, 'home', t.content.groups.cta, t);
      await page.waitForTimeout(1500);
      const input = page
        .getByRole('group', { name: t.content.fields['cta.title'], exact: true })
        .getByLabel(t.content.english, { exact: true });
      const now = await input.inputValue();
      await input.fill(now.endsWith('!') ? now.slice(0, -1) : `${now}!`);
      await page.getByRole('button', { name: t.content.save, exact: true }).click();
      await page.locator('[data-state="saved"]').waitFor();
      // The toast that says the same goes after its 5 s: the shot is of the bar.
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
      await settle(page);
    },
  },
  { name: 'messages', go: open('/admin/dashboard/messages') },
  { name: 'message-long', go: openLongMessage },
  { name: 'settings-email', go: open('/admin/dashboard/settings') },
  {
    name: 'settings-account',
    go: async (page, url) => {
      await open('/admin/dashboard/settings')(page, url);
      await page.locator('#settings-tab-account').click();
      await settle(page);
    },
  },
  {
    name: 'settings-backups',
    go: async (page, url) => {
      // One backup, so the list shows a row with its download.
      await page.request.post(`${url}/api/admin/backups`, { headers: { origin: url } });
      await open('/admin/dashboard/settings')(page, url);
      await page.locator('#settings-tab-backups').click();
      await page.locator('#settings-panel ul').waitFor();
      await settle(page);
    },
  },
  { name: 'settings-images', go: openImages },
  {
    name: 'settings-images-delete',
    go: async (page, url) => {
      await openImages(page, url);
      await page.locator('#settings-panel li button').first().click();
      await page.getByRole('alertdialog').waitFor();
      await settle(page);
    },
  },
  {
    name: 'storage-low',
    go: async (page, url) => {
      // The disk below its floor and the images near their limit, as the server would report them.
      const MiB = 1024 * 1024;
      const low = {
        mediaBytes: 980 * MiB,
        mediaLimitBytes: 1024 * MiB,
        diskFreeBytes: 40 * MiB,
        diskFreeMinBytes: 64 * MiB,
        low: { disk: true, media: true },
      };
      await page.route('**/api/admin/storage', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(low) }),
      );
      await open('/admin/dashboard/content')(page, url);
      await page.locator('#storage-title').waitFor();
      await page.unroute('**/api/admin/storage');
    },
  },
  {
    name: 'mail-stuck',
    go: async (page, url) => {
      // The mail server unreachable for two hours with three emails waiting, as the server would report it.
      await routeEmailStatus(page, MAIL_STUCK);
      await open('/admin/dashboard/content')(page, url);
      await page.locator('#mail-title').waitFor();
      await page.unroute('**/api/settings/email-status');
    },
  },
  {
    name: 'settings-email-test',
    go: async (page, url) => {
      // Email set up and working: the settings show the sender and "Send a test email".
      await routeEmailStatus(page, {
        configured: true,
        from: 'Website <site@example.com>',
        delivery: {
          ...MAIL_STUCK.delivery!,
          stuck: false,
          warn: false,
          waiting: 0,
          oldestWaitingAt: null,
          failingSince: null,
          lastFailure: null,
        },
      });
      await open('/admin/dashboard/settings')(page, url);
      await page.locator('#settings-panel .i-lucide-mail-check').waitFor();
      await page.unroute('**/api/settings/email-status');
    },
  },
  { name: 'activity', go: open('/admin/dashboard/activity') },
  {
    name: 'error-messages',
    go: async (page, url) => {
      await page.route('**/api/contact-messages', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' }),
      );
      await open('/admin/dashboard/messages')(page, url);
      await page.unroute('**/api/contact-messages');
    },
  },
  {
    name: 'error-content',
    go: async (page, url) => {
      await page.route('**/api/content/*', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"down"}}' }),
      );
      await open('/admin/dashboard/content')(page, url);
      await page.unroute('**/api/content/*');
    },
  },
  {
    name: 'session-expired',
    go: async (page, url) => {
      await open('/admin/dashboard/content')(page, url);
      await page.locator('textarea, input[type="text"]').first().fill('An edit made before the session ended');
      await page.route('**/api/content', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"error":{"code":"unauthorized","message":"Sign in first"}}',
        }),
      );
      await page.getByRole('button', { name: (await dictionaryOf(page)).content.save, exact: true }).click();
      await page.getByRole('dialog').first().waitFor();
      await page.unroute('**/api/content');
      await settle(page);
    },
  },
];

/** A long message with an unbroken word, so the inbox row and the dialog show how they wrap. */
export const LONG_MESSAGE = {
  name: 'Alexandra Konstantinopoulou-Whitfield',
  email: 'alexandra.konstantinopoulou-whitfield@procurement.example-enterprises.com',
  service: 'automation',
  message: `We would like a quote for automating our invoicing.\n\n${'Our ERP export looks like https://erp.example.com/exports/2026/11/invoices-batch-000123456789-final-final-v2.csv '.repeat(2)}\n\n${'We process about four hundred invoices a month across three subsidiaries, each with its own approval chain. '.repeat(12)}`,
};
