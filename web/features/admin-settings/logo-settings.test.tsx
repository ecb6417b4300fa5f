// The logo sub-tab: the built-in mark until a logo is saved; choosing an uploaded image and saving sends its path and
// shows it as the logo; "Use the built-in mark" sends null; a refusal is said in a toast; both admin languages. (The
// Images tab naming the logo as an image's use: admin-media/images-panel.test.tsx.)
import { VARIANTS_PENDING } from '../../testing/media-item';
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import type { Brand, MediaItem } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { LogoSettings } from './logo-settings';

const LOGO: MediaItem = {
  path: `/media/${'c'.repeat(64)}.png`,
  type: 'image/png',
  width: 240,
  height: 64,
  bytes: 4000,
  name: null,
  uploadedAt: Date.UTC(2026, 10, 20, 9),
  zhPath: null,
  darkPath: null,
  ...VARIANTS_PENDING,
  uses: [],
};
/** A client story's screen in the library: 16:9 and 1,200 pixels wide, nothing like a logo. */
const SCREEN: MediaItem = { ...LOGO, path: `/media/${'d'.repeat(64)}.webp`, type: 'image/webp', width: 1200, height: 675 };
const BUILT_IN: Brand = { logoPath: null, logoWidth: null, logoHeight: null };

let brand: Brand;
let puts: unknown[];
let refuse: boolean;
beforeEach(() => {
  brand = BUILT_IN;
  puts = [];
  refuse = false;
  replaceFetch((url, init) => {
    const path = String(url);
    if (path === '/api/brand' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { logoPath: string | null };
      puts.push(body);
      if (refuse) return json({ error: { code: 'validation_failed', message: 'No uploaded image has this path', issues: [] } }, 422);
      brand = body.logoPath ? { logoPath: body.logoPath, logoWidth: 240, logoHeight: 64 } : BUILT_IN;
      return json(brand);
    }
    if (path === '/api/brand') return json(brand);
    return json([{ ...LOGO, uses: brand.logoPath ? [{ kind: 'brand' }] : [] }, SCREEN]);
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
});
const ui = (
  <>
    <LogoSettings />
    <Toaster />
  </>
);

test('the built-in mark until a logo is chosen; saving sends the image’s path and the logo shows; then back to the mark', async () => {
  await renderInApp(ui);
  expect(await screen.findByText(t.logo.builtIn)).toBeTruthy();
  expect(screen.queryByRole('button', { name: t.logo.remove })).toBeNull(); // nothing to remove yet
  expect((screen.getByRole('radio', { name: t.logo.none }) as HTMLInputElement).checked).toBe(true);

  fireEvent.click(await screen.findByRole('radio', { name: /^240 × 64/ }));
  // A screenshot is not offered as a logo.
  expect(screen.queryByRole('radio', { name: /^1200 × 675/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
  await screen.findByText(t.logo.saved);
  expect(puts).toEqual([{ logoPath: LOGO.path }]);
  const shown = await screen.findByRole('img', { name: t.logo.current });
  expect([shown.getAttribute('src'), shown.getAttribute('width'), shown.getAttribute('height')]).toEqual([LOGO.path, '240', '64']);

  fireEvent.click(screen.getByRole('button', { name: t.logo.remove }));
  await screen.findByText(t.logo.removed);
  expect(puts).toEqual([{ logoPath: LOGO.path }, { logoPath: null }]);
  expect(await screen.findByText(t.logo.builtIn)).toBeTruthy();
});

test('a refused save is said in a toast and the logo stays as it was', async () => {
  refuse = true;
  await renderInApp(ui);
  fireEvent.click(await screen.findByRole('radio', { name: /^240 × 64/ }));
  // A screenshot is not offered as a logo.
  expect(screen.queryByRole('radio', { name: /^1200 × 675/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: t.settings.save }));
  await screen.findByText(t.toast.saveFailed);
  expect(screen.getByText(t.logo.builtIn)).toBeTruthy();
});

test('in Chinese: every word of the panel is the Chinese dictionary’s', async () => {
  await renderInApp(ui, { lang: 'zh' });
  expect(await screen.findByText(adminZh.logo.intro)).toBeTruthy();
  expect(screen.getByRole('button', { name: adminZh.settings.save })).toBeTruthy();
  expect(screen.getByText(adminZh.logo.pick)).toBeTruthy();
  expect(screen.getByRole('radio', { name: adminZh.logo.none })).toBeTruthy();
});
