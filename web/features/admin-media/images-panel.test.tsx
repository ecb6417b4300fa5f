// The Images tab: every uploaded image with its size, when it came and where it is used, in the admin's language;
// how much of the room for images is taken; Delete only for an unused one, asked first, and a refusal said in words.
import { VARIANTS_PENDING } from '../../testing/media-item';
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import type { MediaItem, StorageStatus } from '../../../src/contract';
import { adminEn as t } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { longDate } from '../../lib/dates';
import { fill } from '../../lib/i18n';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { ImagesPanel } from './images-panel';
import { wholeText } from '../../testing/whole-text';
import { FakeXhr } from '../../testing/fake-xhr';

const MiB = 1024 * 1024;
const USED: MediaItem = {
  path: `/media/${'a'.repeat(64)}.webp`,
  type: 'image/webp',
  width: 1200,
  height: 630,
  bytes: 440_000,
  name: null,
  uploadedAt: Date.UTC(2026, 10, 20, 9),
  zhPath: null,
  darkPath: null,
  ...VARIANTS_PENDING,
  uses: [
    { kind: 'services', id: 4, titleEn: 'Web Apps', titleZh: '網頁應用' },
    { kind: 'page-snippets', section: 'home' },
  ],
};
const UNUSED: MediaItem = {
  path: `/media/${'b'.repeat(64)}.png`,
  type: 'image/png',
  width: 800,
  height: 600,
  bytes: 2 * MiB,
  name: null,
  uploadedAt: Date.UTC(2026, 10, 23, 8),
  zhPath: null,
  darkPath: null,
  ...VARIANTS_PENDING,
  uses: [],
};
const STORAGE: StorageStatus = {
  mediaBytes: 2 * MiB + 440_000,
  mediaLimitBytes: 1024 * MiB,
  diskFreeBytes: 900 * MiB,
  diskFreeMinBytes: 64 * MiB,
  low: { disk: false, media: false },
};

let images: MediaItem[];
let deletes: string[];
/** Each PUT …/chinese or …/dark: the address and the body sent. */
let versions: [string, unknown][];
/** The server's answer to the next DELETE, when it refuses. */
let refusal: (() => Response) | null;
/** Each PATCH (a name): the address and the body sent. */
let names: [string, unknown][];
beforeEach(() => {
  images = [UNUSED, USED];
  deletes = [];
  versions = [];
  names = [];
  refusal = null;
  replaceFetch((url, init) => {
    const path = String(url);
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { name: string | null };
      names.push([path, body]);
      if (body.name && body.name.length > 120)
        return json(
          {
            error: {
              code: 'validation_failed',
              message: 'Validation Error',
              issues: [{ path: 'name', message: 'At most 120 characters' }],
            },
          },
          422,
        );
      images = images.map((image) => (path === `/api${image.path}` ? { ...image, name: body.name } : image));
      return json(images.find((image) => path === `/api${image.path}`));
    }
    if (init?.method === 'PUT') {
      const { path: to } = JSON.parse(String(init.body)) as { path: string | null };
      versions.push([path, { path: to }]);
      images = images.map((image) =>
        path === `/api${image.path}/chinese`
          ? { ...image, zhPath: to }
          : path === `/api${image.path}/dark`
            ? { ...image, darkPath: to }
            : image,
      );
      return json({ ok: true });
    }
    if (init?.method === 'DELETE') {
      deletes.push(path);
      if (refusal) return refusal();
      images = images.filter((image) => `/api${image.path}` !== path);
      return json({ ok: true });
    }
    if (path === '/api/admin/storage') return json(STORAGE);
    return json(images);
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
});
const ui = (
  <>
    <ImagesPanel />
    <Toaster />
  </>
);
const rows = (label: string) => within(screen.getByRole('list', { name: label })).getAllByRole('listitem');
/** The chosen image's side panel. */
const panel = (label = t.images.details) => screen.getByRole('region', { name: label });
/** Choose an image in the grid by when it came, as its thumbnail is named. */
const choose = (image: MediaItem, lang: 'en' | 'zh' = 'en') =>
  fireEvent.click(
    screen.getByRole('button', {
      name: (name) => name.startsWith(fill((lang === 'en' ? t : adminZh).images.pick, { time: longDate(image.uploadedAt, lang) })),
    }),
  );

test('a grid of thumbnails; the chosen one’s size, date and uses in the panel; Delete only where nothing uses it', async () => {
  await renderInApp(ui);
  await screen.findByRole('list', { name: t.images.listLabel });
  const [first, second] = rows(t.images.listLabel) as [HTMLElement, HTMLElement];
  expect(first.querySelector('img')?.getAttribute('src')).toBe(UNUSED.path);
  expect(within(first).getByText(t.images.unusedShort)).toBeTruthy();
  expect(second.querySelector('[data-tile-use]')!.textContent).not.toBe(t.images.unusedShort);
  // A human title and where it is used, never the hash file name (decision 0237): that is in the panel.
  expect(first.querySelector('[data-tile-title]')!.textContent).toBe(fill(t.images.tileUntitled, { date: 'November 23, 2026' }));
  expect([second.querySelector('[data-tile-title]')!.textContent, second.querySelector('[data-tile-use]')!.textContent]).toEqual([
    'Web Apps',
    'Services +1',
  ]);
  // A calm tile (decision 0284): the picture covers the top of the tile, no matte; one muted line of where it is used
  // and its pixels; chips only for what asks something of the owner ("No dark", "Not used"), none for what it has.
  expect(second.querySelector('[data-tile-meta]')!.textContent).toBe('Services +1 · 1200 × 630');
  expect(second.querySelector('[data-tile-meta]')!.className).toContain('text-muted');
  expect(first.querySelector('[data-tile-meta]')!.textContent).toBe('800 × 600');
  expect(first.querySelector('[data-tile-chips]')!.textContent).toBe(t.images.tileNoDark + t.images.unusedShort);
  expect(second.querySelector('[data-tile-chips]')!.textContent).toBe(t.images.tileNoDark);
  for (const tile of [first, second]) {
    for (const img of tile.querySelectorAll('img')) expect(img.className).toContain('object-cover');
    expect(tile.querySelector('[data-thumb]')!.className).toContain('aspect-[16/10]');
  }
  expect(within(first).getByRole('button').className).toContain('ring-2');
  expect(within(second).getByRole('button').className).not.toContain('ring-2');
  expect(first.textContent).not.toContain('bbbbbbbb');
  // The newest is shown in the panel at first.
  expect(within(first).getByRole('button').getAttribute('aria-pressed')).toBe('true');
  let unused = panel();
  expect(within(unused).getByText('800 × 600 pixels')).toBeTruthy();
  expect(within(unused).getByText(wholeText(fill(t.images.uploaded, { time: longDate(UNUSED.uploadedAt, 'en') })))).toBeTruthy();
  expect(within(unused).getByText(t.images.unused)).toBeTruthy();
  // Its stored file and its size behind one "Technical details" disclosure (decision 0248), not on the panel's face.
  const technical = unused.querySelector<HTMLDetailsElement>('details[data-image-technical]')!;
  expect(technical.open).toBe(false);
  expect(technical.querySelector('summary')!.textContent).toBe(t.images.technical);
  expect(technical.querySelector('[data-image-file]')!.textContent).toBe(`${'b'.repeat(64)}.png`);
  expect(technical.textContent).toContain('2.00 MB');
  expect(
    within(unused).getByRole('button', { name: fill(t.images.deleteNamed, { time: longDate(UNUSED.uploadedAt, 'en') }) }),
  ).toBeTruthy();

  choose(USED);
  expect(within(second).getByRole('button').getAttribute('aria-pressed')).toBe('true');
  const used = panel();
  expect(within(used).getByText('1200 × 630 pixels')).toBeTruthy();
  expect(within(used).getByText('Used by: Service “Web Apps” and Search and sharing · Home')).toBeTruthy();
  expect(within(used).getByText(t.images.inUseHint)).toBeTruthy();
  expect(within(used).queryByRole('button', { name: /Delete/ })).toBeNull();
  await screen.findByText('Images take 2.42 MB of the 1 GB allowed.');
  choose(UNUSED);
  unused = panel();
  expect(within(unused).getByText(t.images.unused)).toBeTruthy();
});

test('Delete asks first; Cancel sends nothing; confirmed, the image is deleted once and leaves the list', async () => {
  await renderInApp(ui);
  const named = fill(t.images.deleteNamed, { time: longDate(UNUSED.uploadedAt, 'en') });
  fireEvent.click(await screen.findByRole('button', { name: named }));
  let confirm = await screen.findByRole('alertdialog', { name: t.images.confirmTitle });
  expect(confirm.textContent).toContain(
    fill(t.images.confirmBody, { width: '800', height: '600', time: longDate(UNUSED.uploadedAt, 'en') }),
  );
  fireEvent.click(within(confirm).getByRole('button', { name: t.images.cancel }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(deletes).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: named }));
  confirm = await screen.findByRole('alertdialog', { name: t.images.confirmTitle });
  fireEvent.click(within(confirm).getByRole('button', { name: t.images.confirmDelete }));
  await screen.findByText(t.images.deletedToast);
  expect(deletes).toEqual([`/api${UNUSED.path}`]);
  await waitFor(() => expect(rows(t.images.listLabel)).toHaveLength(1));
  expect(screen.queryByText(t.images.unused)).toBeNull();
  // The panel moves to the image left.
  expect(within(panel()).getByText('1200 × 630 pixels')).toBeTruthy();
});

test('in Chinese: uses by their Chinese names, and an image used meanwhile (409) is kept, said in Chinese', async () => {
  refusal = () => json({ error: { code: 'conflict', message: 'This image is in use: the service “New” (services/9).' } }, 409);
  await renderInApp(ui, { lang: 'zh' });
  await screen.findByRole('list', { name: adminZh.images.listLabel });
  choose(USED, 'zh');
  expect(within(panel(adminZh.images.details)).getByText('使用於：服務項目「網頁應用」和搜尋與分享 · 首頁')).toBeTruthy();
  choose(UNUSED, 'zh');
  expect(screen.getByText('2.42 MB', { exact: false }).textContent).toBe('圖片已使用 2.42 MB，上限為 1 GB。');
  fireEvent.click(screen.getByRole('button', { name: fill(adminZh.images.deleteNamed, { time: longDate(UNUSED.uploadedAt, 'zh') }) }));
  const confirm = await screen.findByRole('alertdialog', { name: adminZh.images.confirmTitle });
  fireEvent.click(within(confirm).getByRole('button', { name: adminZh.images.confirmDelete }));
  await screen.findByText(adminZh.images.inUse);
  expect(screen.getByText(adminZh.images.failed)).toBeTruthy();
  expect(screen.queryByText(/in use/)).toBeNull();
  expect(deletes).toHaveLength(1);
  expect(rows(adminZh.images.listLabel)).toHaveLength(2);
});

test('no images yet: says so in a dashed place that says a drop there uploads them', async () => {
  images = [];
  await renderInApp(ui);
  const none = await screen.findByText(t.images.none);
  expect(screen.queryByRole('list')).toBeNull();
  const empty = none.closest('[data-images-empty]')!;
  expect(empty.className).toContain('border-dashed');
  expect(empty.textContent).toContain(t.images.emptyDrop);
});

test('a small library reads in kilobytes, not "0.00 MB"', async () => {
  restoreFetch();
  replaceFetch((url) => (String(url) === '/api/admin/storage' ? json({ ...STORAGE, mediaBytes: 5_120 }) : json([])));
  await renderInApp(ui);
  expect(await screen.findByText(fill(t.images.usage, { used: '5 KB', limit: '1 GB' }))).toBeTruthy();
});

test('an image’s Chinese and dark versions: chosen from the others, shown in its panel, and taken back', async () => {
  await renderInApp(ui);
  await screen.findByRole('list', { name: t.images.listLabel });
  const first = () => panel();
  // The image itself shows, used everywhere; the versions it has not are folded behind one quiet disclosure (decision
  // 0266), each an empty dashed slot saying what shows there (decision 0248): no faded copy, and the one action is Add.
  const usesOwn = t.images.grid.fallback['en-light'];
  expect(within(first()).getByText(t.images.grid.itself)).toBeTruthy();
  expect(within(first()).getByText(t.images.grid.everywhere)).toBeTruthy();
  const more = first().querySelector<HTMLDetailsElement>('details[data-image-more]')!;
  expect(more.open).toBe(false);
  expect(more.querySelector('summary')?.textContent).toBe(t.images.grid.more);
  fireEvent.click(more.querySelector('summary')!);
  expect(within(more).getAllByText(t.images.grid.uses['en-light'])).toHaveLength(2);
  expect(more.querySelectorAll('[data-slot-empty]')).toHaveLength(2);
  expect(first().querySelectorAll('[data-slot-empty]')).toHaveLength(2);
  expect(first().querySelectorAll('[data-cell] img')).toHaveLength(1);
  expect(within(more).getAllByText(t.images.grid.add)).toHaveLength(2);
  fireEvent.click(within(first()).getByRole('button', { name: t.images.versions.chinese.choose }));
  const dialog = await screen.findByRole('dialog', { name: t.images.versions.chinese.dialogTitle });
  // The image itself is not offered: only the other one, after the fallback (chosen while there is no version).
  const offered = within(dialog).getAllByRole('radio') as HTMLInputElement[];
  expect(offered.map((radio) => radio.getAttribute('aria-label')?.split(' · ')[0])).toEqual([usesOwn, '1200 × 630']);
  expect(offered[0]!.checked).toBe(true);
  expect((within(dialog).getByRole('button', { name: t.images.versionSave }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(offered[1]!);
  fireEvent.click(within(dialog).getByRole('button', { name: t.images.versionSave }));
  await screen.findByText(t.images.versions.chinese.saved);
  expect(versions).toEqual([[`/api${UNUSED.path}/chinese`, { path: USED.path }]]);
  await waitFor(() => expect(within(first()).getByText(t.images.grid.where.chinese)).toBeTruthy());
  // Shown beside the image, named Chinese; the dark theme's place is still an empty slot in the disclosure saying what shows
  // there, and the Chinese version's own dark one is offered there now.
  const cell = (row: HTMLElement, name: string) => row.querySelector(`[data-cell="${name}"] img`)?.getAttribute('src');
  expect([cell(first(), 'en-light'), cell(first(), 'zh-light'), cell(first(), 'en-dark')]).toEqual([UNUSED.path, USED.path, undefined]);
  expect(first().querySelector('[data-cell="en-dark"]')?.textContent).toContain(t.images.grid.uses['en-light']);
  expect(first().querySelector('[data-cell="en-dark"]')?.hasAttribute('data-fallback')).toBe(true);
  expect(first().querySelector('[data-cell="zh-light"]')?.hasAttribute('data-fallback')).toBe(false);
  expect(first().querySelector('[data-cell="zh-light"]')?.closest('details')).toBeNull();
  expect(first().querySelector('[data-cell="zh-light"] p')?.textContent).toBe(t.images.grid.names.chinese);
  expect(first().querySelector('[data-cell="en-dark"]')?.closest('details')).not.toBeNull();
  expect(first().querySelector('[data-cell="zh-dark"]')?.textContent).toContain(t.images.grid.uses['zh-light']);

  // Taken back in the way's one action: Change, then the fallback.
  fireEvent.click(within(first()).getByRole('button', { name: t.images.versions.chinese.change }));
  const change = await screen.findByRole('dialog', { name: t.images.versions.chinese.dialogTitle });
  await waitFor(() => expect((within(change).getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true));
  fireEvent.click(within(change).getAllByRole('radio')[0]!);
  fireEvent.click(within(change).getByRole('button', { name: t.images.versionSave }));
  await screen.findByText(t.images.versions.chinese.cleared);
  expect(versions[1]).toEqual([`/api${UNUSED.path}/chinese`, { path: null }]);

  fireEvent.click(within(first()).getByRole('button', { name: t.images.versions.dark.choose }));
  const dark = await screen.findByRole('dialog', { name: t.images.versions.dark.dialogTitle });
  fireEvent.click(within(dark).getAllByRole('radio')[1]!);
  fireEvent.click(within(dark).getByRole('button', { name: t.images.versionSave }));
  await screen.findByText(t.images.versions.dark.saved);
  expect(versions[2]).toEqual([`/api${UNUSED.path}/dark`, { path: USED.path }]);
});

test('a version is listed with the image it stands in for, not on a row of its own; a Chinese version’s dark one too', async () => {
  images = [
    { ...UNUSED, uses: [{ kind: 'chinese', of: USED.path }] },
    { ...USED, zhPath: UNUSED.path },
  ];
  await renderInApp(ui);
  await screen.findByRole('list', { name: t.images.listLabel });
  const list = rows(t.images.listLabel);
  expect(list).toHaveLength(1);
  const row = panel();
  expect(within(row).getByText(t.images.grid.where.chinese)).toBeTruthy();
  // The four ways it is seen, each named: the image and its Chinese version, then (folded) the two dark ones to add.
  const g = t.images.grid;
  // The image itself large at the panel's top (decision 0273), then its versions under "Versions".
  expect(row.querySelector('[data-image-preview]')?.getAttribute('data-cell')).toBe('en-light');
  expect(row.querySelector('[data-image-preview] figcaption')?.textContent).toContain(g.itself);
  const ways = [...within(row).getByRole('group', { name: g.caption }).querySelectorAll('[data-cell]')];
  expect(ways.map((way) => way.querySelector('p')?.textContent)).toEqual([g.names.chinese, g.names.dark, g.names['chinese-dark']]);
  expect(row.querySelector('[data-cell="zh-light"] img')?.getAttribute('src')).toBe(UNUSED.path);
  // The Chinese version's own dark version is chosen here too; choosing it opens the dark dialog for that image.
  fireEvent.click(row.querySelector('details[data-image-more] summary')!);
  const zhDark = row.querySelector<HTMLElement>('[data-cell="zh-dark"]')!;
  fireEvent.click(within(zhDark).getByRole('button', { name: t.images.versions.dark.choose }));
  await screen.findByRole('dialog', { name: t.images.versions.dark.dialogTitle });
});

test('the filters keep the images nothing uses, or those without a dark or a Chinese version, each with its count', async () => {
  images = [UNUSED, { ...USED, darkPath: UNUSED.path }, { ...UNUSED, path: '/media/x.png', uses: [{ kind: 'dark', of: USED.path }] }];
  await renderInApp(ui);
  await screen.findByRole('list', { name: t.images.listLabel });
  const filter = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
  // A tile without a dark version says so in a quiet warning chip (decision 0273); one with it, nothing of it.
  const [plain, dark] = rows(t.images.listLabel) as [HTMLElement, HTMLElement];
  expect(plain.querySelector('[data-tile-no-dark]')?.textContent).toBe(t.images.tileNoDark);
  expect(plain.querySelector('[data-tile-no-dark]')?.className).toContain('text-warn');
  expect(within(plain).getByRole('button').textContent).toContain(t.images.tileNoDarkHint);
  expect(dark.querySelector('[data-tile-no-dark]')).toBeNull();
  // The dark version is listed with its image, so it is counted nowhere on its own.
  expect(
    [filter(t.images.filters.all), filter(t.images.filters.unused), filter(t.images.filters.noDark)].map((b) => b.textContent),
  ).toEqual([
    `${t.images.filters.all}${t.images.filtersShort.all} 2`,
    `${t.images.filters.unused}${t.images.filtersShort.unused} 1`,
    `${t.images.filters.noDark}${t.images.filtersShort.noDark} 1`,
  ]);
  // One segmented control (decision 0259): each choice's count inside its segment, its name and count read out.
  expect(screen.getByRole('group', { name: t.images.filter }).querySelectorAll('.segment-count')).toHaveLength(4);
  // Named by the label and the count (the phone's short word is drawn, not read): the name holds the words shown at 1280.
  expect(screen.getByRole('button', { name: `${t.images.filters.unused} 1` })).toBe(filter(t.images.filters.unused));
  fireEvent.click(filter(t.images.filters.unused));
  expect(rows(t.images.listLabel)).toHaveLength(1);
  expect(within(panel()).getByText(t.images.unused)).toBeTruthy();
  fireEvent.click(filter(t.images.filters.noDark));
  expect(panel().querySelector('[data-cell="en-light"] img')?.getAttribute('src')).toBe(UNUSED.path);
});

test('below 1024 px a tapped image opens in a sheet over the grid; Back or its × closes it', async () => {
  const happy = (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM;
  happy.setViewport({ width: 390, height: 844 });
  try {
    await renderInApp(ui);
    await screen.findByRole('list', { name: t.images.listLabel });
    // Nothing chosen and no panel under the grid until a tile is tapped.
    expect(screen.queryByRole('region', { name: t.images.details })).toBeNull();
    const [first] = rows(t.images.listLabel) as [HTMLElement];
    const tile = within(first).getByRole('button');
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    tile.focus();
    choose(UNUSED);
    // (Found as the open <dialog>: a role query over the whole page is slow in happy-dom.)
    const open = () => document.querySelector<HTMLDialogElement>('dialog[open]');
    await waitFor(() => expect(open()).not.toBeNull());
    const sheet = open()!;
    expect(sheet.textContent).toContain(t.images.details);
    expect(within(sheet).getByText('800 × 600 pixels')).toBeTruthy();
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    // The sheet's own Back (its actions), then Esc after opening it again.
    const backs = [...sheet.querySelectorAll('button')].filter(
      (button) => button.textContent === t.images.backToAll || button.getAttribute('aria-label') === t.images.backToAll,
    );
    expect(backs.length).toBe(2); // the × at the title and the Back among the actions
    fireEvent.click(backs[backs.length - 1]!);
    await waitFor(() => expect(open()).toBeNull());
    choose(USED);
    await waitFor(() => expect(open()).not.toBeNull());
    expect(within(open()!).getByText('1200 × 630 pixels')).toBeTruthy();
    // The × beside the title (Esc is the browser's own close of a modal <dialog>, the same `close` path).
    fireEvent.click(open()!.querySelector(`button[aria-label="${t.images.backToAll}"]`)!);
    await waitFor(() => expect(open()).toBeNull());
  } finally {
    happy.setViewport({ width: 1024, height: 768 });
  }
});

test('the Images tab names the logo as the image’s use, and offers no Delete for it', async () => {
  const logo: MediaItem = { ...UNUSED, path: `/media/${'c'.repeat(64)}.png`, width: 240, height: 64, uses: [{ kind: 'brand' }] };
  images = [logo, UNUSED];
  await renderInApp(ui);
  // The logo's thumbnail chosen, its panel says what uses it, and offers no Delete; the unused one's does.
  const thumb = (image: MediaItem) => screen.getByRole('list').querySelector<HTMLElement>(`[data-image-thumb="${image.path}"]`)!;
  await waitFor(() => expect(thumb(logo)).toBeTruthy());
  fireEvent.click(thumb(logo));
  await waitFor(() => expect(screen.getByText(`${t.images.usedBy.replace('{{uses}}', t.images.uses.brand)}`)).toBeTruthy());
  expect(screen.queryAllByRole('button', { name: /Delete/ })).toHaveLength(0);
  fireEvent.click(thumb(UNUSED));
  expect(screen.queryAllByRole('button', { name: /Delete/ })).toHaveLength(1);
});

test('a search keeps the images whose file name, pixels or use has its words; a dropped file that is no image is refused', async () => {
  await renderInApp(ui);
  const search = await screen.findByRole('searchbox', { name: t.images.search });
  expect(rows(t.images.listLabel)).toHaveLength(2);
  fireEvent.change(search, { target: { value: 'web apps' } });
  await waitFor(() => expect(rows(t.images.listLabel)).toHaveLength(1));
  expect(rows(t.images.listLabel)[0]!.querySelector(`[data-image-thumb="${USED.path}"]`)).toBeTruthy();
  fireEvent.change(search, { target: { value: 'bbbbbbbb 800' } });
  await waitFor(() => expect(rows(t.images.listLabel)[0]!.querySelector(`[data-image-thumb="${UNUSED.path}"]`)).toBeTruthy());
  fireEvent.change(search, { target: { value: 'nothing-like-it' } });
  await screen.findByText(t.images.noneHere);
  // Files dragged over the tab: a sheet says a drop uploads them; a file that is no image is refused in words.
  const page = document.querySelector<HTMLElement>('[data-images-page]')!;
  const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
  fireEvent.dragEnter(page, { dataTransfer: { types: ['Files'], files: [text] } });
  expect(screen.getByText(t.images.dropHere)).toBeTruthy();
  expect(screen.getByText(t.images.dropTypes)).toBeTruthy();
  fireEvent.drop(page, { dataTransfer: { types: ['Files'], files: [text] } });
  expect(screen.queryByText(t.images.dropHere)).toBeNull();
  await screen.findByText(t.images.dropNotImage);
});

test('a drop of images and other files: the images go up, and how many files were left out is said (review of session 48)', async () => {
  const realXhr = globalThis.XMLHttpRequest;
  FakeXhr.made = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  await renderInApp(ui);
  await screen.findByRole('searchbox', { name: t.images.search });
  const page = document.querySelector<HTMLElement>('[data-images-page]')!;
  const files = [
    new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }),
    new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
  ];
  fireEvent.drop(page, { dataTransfer: { types: ['Files'], files } });
  try {
    await screen.findByText(fill(t.images.dropSkipped.other, { count: '2' }));
    // The image alone is on its way.
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    expect((FakeXhr.made[0]!.body as File).name).toBe('logo.png');
    expect(FakeXhr.made[0]!.url).toBe('/api/media?name=logo.png');
  } finally {
    globalThis.XMLHttpRequest = realXhr;
  }
});

test('on a phone the tab is named by the app bar: its heading is for screen readers only there', async () => {
  await renderInApp(ui);
  const heading = await screen.findByRole('heading', { name: t.tabs.images, level: 2 });
  expect(heading.className).toContain('max-sm:sr-only');
});

test('an image is called by its name on its tile (two lines at most) and in its panel, where the name is edited (decision 0248)', async () => {
  images = [{ ...UNUSED, name: 'Delivery routing for Harborline Freight, the dispatcher’s board' }, USED];
  await renderInApp(ui);
  await screen.findByRole('list', { name: t.images.listLabel });
  const [first, second] = rows(t.images.listLabel) as [HTMLElement, HTMLElement];
  const title = first.querySelector('[data-tile-title]')!;
  expect(title.textContent).toBe('Delivery routing for Harborline Freight, the dispatcher’s board');
  expect(title.className).toContain('line-clamp-2');
  // Broken between words, never mid-word while a word fits (decision 0284); the whole name in its tooltip.
  expect(title.className).not.toContain('[overflow-wrap:anywhere]');
  expect(title.getAttribute('title')).toBe('Delivery routing for Harborline Freight, the dispatcher’s board');
  // Without a name, the title is still what uses it first.
  expect(second.querySelector('[data-tile-title]')!.textContent).toBe('Web Apps');
  expect(panel().querySelector('[data-image-title]')!.textContent).toBe('Delivery routing for Harborline Freight, the dispatcher’s board');
  const field = within(panel()).getByRole('textbox', { name: t.images.name.label }) as HTMLInputElement;
  expect(field.value).toBe('Delivery routing for Harborline Freight, the dispatcher’s board');
  // Save shows only once the text differs from the saved name.
  expect(within(panel()).queryByRole('button', { name: t.images.name.save })).toBeNull();
  fireEvent.change(field, { target: { value: '  Harborline routes  ' } });
  fireEvent.click(within(panel()).getByRole('button', { name: t.images.name.save }));
  await screen.findByText(t.images.name.saved);
  expect(names).toEqual([[`/api${UNUSED.path}`, { name: 'Harborline routes' }]]);
  await waitFor(() => expect(first.querySelector('[data-tile-title]')!.textContent).toBe('Harborline routes'));
  // Refused by the server: said under the field, and the tile keeps its name.
  const again = within(panel()).getByRole('textbox', { name: t.images.name.label }) as HTMLInputElement;
  fireEvent.change(again, { target: { value: 'x'.repeat(121) } });
  fireEvent.submit(again.form!);
  expect(await within(panel()).findByRole('alert')).toBeTruthy();
  expect(again.getAttribute('aria-invalid')).toBe('true');
  expect(first.querySelector('[data-tile-title]')!.textContent).toBe('Harborline routes');
  // Esc puts the saved name back.
  fireEvent.keyDown(again, { key: 'Escape' });
  expect(again.value).toBe('Harborline routes');
});

test('a tile keeps a hyphenated word of its name whole on its line (decision 0284: "e- / invoices" read as a word cut)', async () => {
  images = [{ ...UNUSED, name: 'Journal cover — e-invoices from the order' }];
  await renderInApp(ui);
  await screen.findByRole('list', { name: t.images.listLabel });
  const [first] = rows(t.images.listLabel) as [HTMLElement];
  const title = first.querySelector('[data-tile-title]')!;
  expect(title.textContent).toBe('Journal cover — e-invoices from the order');
  expect(title.querySelector('.whitespace-nowrap')!.textContent).toBe('e-invoices');
  expect(title.getAttribute('title')).toBe('Journal cover — e-invoices from the order');
});
