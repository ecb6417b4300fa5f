// The search-snippet editor against a small fake of the API at the network edge: the automatic texts shown while
// blank, the length counters and the search-result preview following each keystroke, and what the content tab's save
// bar sends or drops for it.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import type { MediaItem, PageSnippet } from '../../../src/contract';
import { VARIANTS_PENDING } from '../../testing/media-item';
import { adminEn } from '../../i18n/admin-en';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { fill } from '../../lib/i18n';
import { discardPageForms, pageForms, savePageForms } from '../../lib/page-save';
import { fitDescription } from '../../lib/page-snippet';
import { discardUnsaved, unsavedChanges } from '../../lib/unsaved';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { SearchSnippetEditor } from './search-snippet-editor';

type Call = { method: string; path: string; body?: unknown };
/** An image as the library lists it: what uses it, its versions (none here). */
const item = (name: string, width: number, height: number): MediaItem => ({
  path: `/media/${name.repeat(64)}.png`,
  type: 'image/png',
  width,
  height,
  bytes: 5000,
  name: null,
  uploadedAt: 0,
  uses: [],
  zhPath: null,
  darkPath: null,
  ...VARIANTS_PENDING,
});
const IMAGE = item('a', 1200, 630);
const TINY = item('b', 40, 24);
/** The Chinese version of another image: not offered on its own. */
const VERSION = { ...item('c', 1200, 630), uses: [{ kind: 'chinese' as const, of: IMAGE.path }] };
const HERO = { en: 'We build the software your business runs on.', zh: '我們打造您的企業所需的軟體。' };
let calls: Call[];
let stored: PageSnippet;
/** The server's public address (PUBLIC_URL) as the setup status says it; null: not told one. */
let publicUrl: string | null;
/** The page's hero subtitle, from which the automatic description comes. */
let hero: { en: string; zh: string };

beforeEach(() => {
  calls = [];
  publicUrl = null;
  hero = HERO;
  stored = { section: 'home', titleEn: '', titleZh: '', descriptionEn: '', descriptionZh: '', imagePath: null };
  replaceFetch(async (input, init) => {
    const [path, method] = [String(input), init?.method ?? 'GET'];
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    calls.push({ method, path, body });
    if (method === 'GET' && path === '/api/page-snippets/home') return json(stored);
    if (method === 'GET' && path === '/api/content/home') return json({ hero: { subtitle: hero } });
    if (method === 'GET' && path === '/api/media') return json([IMAGE, TINY, VERSION]);
    if (method === 'GET' && path === '/api/admin/setup') return json({ checks: [], publicUrl });
    if (method === 'PUT' && path === '/api/page-snippets/home') return json((stored = { section: 'home', ...body }));
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
  discardUnsaved();
});

const t = adminEn.snippets;
const label = (what: string, language: string) => `${what} (${language})`;
const field = (what: string, language: string) => screen.getByLabelText(label(what, language)) as HTMLInputElement | HTMLTextAreaElement;
const counter = (what: string, language: string) => document.getElementById(field(what, language).getAttribute('aria-describedby')!)!;
const preview = (lang: 'en' | 'zh') => within(screen.getByTestId(`snippet-preview-${lang}`));

async function open() {
  await renderInApp(
    <>
      <SearchSnippetEditor section="home" />
      <Toaster />
    </>,
  );
  const automatic = `${en.pages.home} - ${en.brand}`;
  await waitFor(() => expect(preview('en').getByTestId('preview-title').textContent).toBe(automatic));
  await waitFor(() => expect(preview('en').getByTestId('preview-description').textContent).toStartWith(hero.en.slice(0, 100)));
  return automatic;
}

test('blank texts show the automatic ones: as placeholders, counted, and in each language’s preview with its address', async () => {
  const automatic = await open();
  expect(field(t.pageTitle, adminEn.content.english).placeholder).toBe(fill(t.automatic, { text: automatic }));
  expect(counter(t.pageTitle, adminEn.content.english).textContent).toBe(`${automatic.length} / 60`);
  // Each Chinese character counts as two.
  const chinese = `${zh.pages.home} - ${zh.brand}`;
  await waitFor(() => expect(preview('zh').getByTestId('preview-title').textContent).toBe(chinese));
  expect(counter(t.pageTitle, adminEn.content.chinese).textContent).toBe(`${(chinese.length - 3) * 2 + 3} / 60`); // " - " is narrow
  expect(preview('zh').getByText('http://localhost/?lang=zh')).toBeTruthy();
  expect(preview('en').getByText('http://localhost/?lang=en')).toBeTruthy();
});

test('with the server told its public address, the previews show it rather than the address the admin came by', async () => {
  publicUrl = 'https://www.customsoft.com.tw/';
  await open();
  await waitFor(() => expect(preview('en').getByText('https://www.customsoft.com.tw/?lang=en')).toBeTruthy());
  expect(preview('zh').getByText('https://www.customsoft.com.tw/?lang=zh')).toBeTruthy();
});

test('the counter and the preview follow each keystroke; beyond what a result shows, a warning and the cut with …', async () => {
  await open();
  fireEvent.change(field(t.pageTitle, adminEn.content.english), { target: { value: 'Software Built Around You' } });
  expect(counter(t.pageTitle, adminEn.content.english).textContent).toBe('25 / 60');
  expect(preview('en').getByTestId('preview-title').textContent).toBe('Software Built Around You');
  expect(unsavedChanges.value).toBe(true);

  const long = '為您的企業量身打造的軟體'.repeat(3); // 36 characters, 72 wide
  fireEvent.change(field(t.pageTitle, adminEn.content.chinese), { target: { value: long } });
  const count = counter(t.pageTitle, adminEn.content.chinese);
  expect(count.textContent).toBe(`72 / 60${' '}${t.tooLong}`);
  expect(count.className).toContain('text-warn');
  expect(preview('zh').getByTestId('preview-title').textContent).toBe(`${long.slice(0, 29)}…`);

  fireEvent.change(field(t.description, adminEn.content.english), { target: { value: 'Line one\nline two' } });
  expect(field(t.description, adminEn.content.english).value).toBe('Line one line two'); // one line, as the server takes it
  expect(preview('en').getByTestId('preview-description').textContent).toBe('Line one line two');
});

test('the content tab’s Save (the bar saves the joined forms) sends every field, the chosen image included', async () => {
  await open();
  fireEvent.change(field(t.pageTitle, adminEn.content.english), { target: { value: 'Software Built Around You' } });
  fireEvent.change(field(t.description, adminEn.content.chinese), { target: { value: '為小型團隊打造的軟體。' } });
  // Chosen in the library's dialog, which closes on the choice; the field then shows it.
  fireEvent.click(await screen.findByRole('button', { name: t.choose }));
  const dialog = await screen.findByRole('dialog', { name: t.dialogTitle });
  fireEvent.click(within(dialog).getByRole('radio', { name: new RegExp(`^${fill(t.imageSize, { width: '1200', height: '630' })}`) }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: t.dialogTitle })).toBeNull());
  expect(screen.getByRole('button', { name: t.change })).toBeTruthy();
  expect(pageForms().map((form) => form.changes)).toEqual([1]); // counted by the bar
  expect((await act(() => savePageForms())).errors).toEqual([]);
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([
    {
      method: 'PUT',
      path: '/api/page-snippets/home',
      body: {
        titleEn: 'Software Built Around You',
        titleZh: '',
        descriptionEn: '',
        descriptionZh: '為小型團隊打造的軟體。',
        imagePath: IMAGE.path,
      },
    },
  ]);
  await waitFor(() => expect(unsavedChanges.value).toBe(false)); // the form starts again from what was stored
  expect(field(t.pageTitle, adminEn.content.english).value).toBe('Software Built Around You');
});

test('the bar’s Discard puts the form back to what is stored; a refused save is the bar’s error to tell', async () => {
  await open();
  fireEvent.change(field(t.pageTitle, adminEn.content.english), { target: { value: 'Not kept' } });
  await waitFor(() => expect(pageForms().map((form) => form.changes)).toEqual([1]));
  act(() => discardPageForms());
  await waitFor(() => expect(field(t.pageTitle, adminEn.content.english).value).toBe(''));
  expect(pageForms().map((form) => form.changes)).toEqual([0]);
  // The server refuses: the error comes back to the bar, the typed text stays.
  replaceFetch(async (input, init) =>
    (init?.method ?? 'GET') === 'PUT'
      ? json({ error: { code: 'validation', message: 'Bad' } }, 422)
      : String(input) === '/api/page-snippets/home'
        ? json(stored)
        : json([]),
  );
  fireEvent.change(field(t.pageTitle, adminEn.content.english), { target: { value: 'Refused' } });
  const { errors } = await act(() => savePageForms());
  expect(errors).toHaveLength(1);
  expect(field(t.pageTitle, adminEn.content.english).value).toBe('Refused');
});

test('Remove goes back to no image, and that is what is sent', async () => {
  stored = { ...stored, imagePath: IMAGE.path };
  await open();
  fireEvent.click(await screen.findByRole('button', { name: t.remove }));
  expect(screen.getByText(t.noImageHint)).toBeTruthy();
  expect((await act(() => savePageForms())).errors).toEqual([]);
  expect((calls.find((c) => c.method === 'PUT')!.body as { imagePath: unknown }).imagePath).toBeNull();
});

test('an automatic description longer than results show is counted but not warned about; the owner’s own long text is', async () => {
  hero = { en: 'We build order and scheduling systems for manufacturers. '.repeat(4).trim(), zh: HERO.zh };
  await open();
  const count = counter(t.description, adminEn.content.english);
  // The automatic one is its first sentences that fit: 'We build … manufacturers.' twice.
  expect(count.textContent).toBe(`${fitDescription(hero.en).length} / 155`);
  expect(fitDescription(hero.en)).toBe('We build order and scheduling systems for manufacturers. '.repeat(2).trim());
  expect(count.className).not.toContain('text-warn');
  fireEvent.change(field(t.description, adminEn.content.english), { target: { value: hero.en } });
  expect(counter(t.description, adminEn.content.english).className).toContain('text-warn');
});

test('an image too small for a shared card says so on its tile, and once chosen under the field', async () => {
  await open();
  const small = fill(t.imageSmall, { width: '600' });
  fireEvent.click(await screen.findByRole('button', { name: t.choose }));
  const dialog = await screen.findByRole('dialog', { name: t.dialogTitle });
  // The library's own images, not their versions.
  expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
  const tiny = within(dialog).getByRole('radio', { name: new RegExp(`^${fill(t.imageSize, { width: '40', height: '24' })}`) });
  expect(tiny.closest('label')!.querySelector('.text-warn')?.textContent).toBe('40 × 24');
  expect(screen.queryByText(small)).toBeNull();
  fireEvent.click(tiny);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: t.dialogTitle })).toBeNull());
  expect(screen.getByText(small)).toBeTruthy();
});
