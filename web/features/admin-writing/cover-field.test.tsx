// A piece's cover in the editor: shown large when chosen, changed from the library in a dialog that offers images but
// not their Chinese or dark versions, and removed; without one, a place that says so with the library at hand.
import { VARIANTS_PENDING } from '../../testing/media-item';
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { MediaItem } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { piecesQuery } from '../../lib/calls/pieces';
import { createQueryClient } from '../../lib/query-client';
import { renderInApp } from '../../testing/render';
import { CoverField } from './cover-field';

const words = adminEn.publishing.editor;
const image = (name: string, uses: MediaItem['uses'] = []): MediaItem => ({
  path: `/media/${name.repeat(64)}.webp`,
  type: 'image/webp',
  width: 1200,
  height: 675,
  bytes: 20_000,
  name: null,
  uploadedAt: 0,
  uses,
  zhPath: null,
  darkPath: null,
  ...VARIANTS_PENDING,
});
const [A, B, DARK_OF_A] = [image('a'), image('b'), image('c', [{ kind: 'dark', of: `/media/${'a'.repeat(64)}.webp` }])];
const ZH_OF_B = image('d', [{ kind: 'chinese', of: `/media/${'e'.repeat(64)}.webp` }]);
const WITH_ZH = { ...image('e'), zhPath: ZH_OF_B.path };
let cover: string | null = null;
afterEach(cleanup);

/** A query client that already holds the (empty) lists of pieces the picker reads for their covers: nothing is fetched. */
function withPieces() {
  const client = createQueryClient();
  for (const collection of ['journal', 'work'] as const) client.setQueryData(piecesQuery(collection).queryKey, []);
  return client;
}

function Cover({ start, lang = 'en' }: { start: string | null; lang?: 'en' | 'zh' }) {
  const [chosen, setChosen] = useState(start);
  cover = chosen;
  return <CoverField lang={lang} images={[A!, B!, DARK_OF_A!, ZH_OF_B!, WITH_ZH!]} failed={false} chosen={chosen} onChoose={setChosen} />;
}

test('a chosen cover shows large; Change offers the images, not their versions; choosing one closes the dialog', async () => {
  await renderInApp(<Cover start={A!.path} />, { client: withPieces() });
  const field = screen.getAllByRole('group', { name: words.cover })[0]!;
  expect(field.querySelector('img')?.getAttribute('src')).toBe(A!.path);
  fireEvent.click(within(field).getByRole('button', { name: words.coverChange }));
  const dialog = await screen.findByRole('dialog', { name: words.coverDialog });
  const offered = within(dialog).getAllByRole('radio');
  expect(offered).toHaveLength(3);
  expect((offered[0] as HTMLInputElement).checked).toBe(true);
  fireEvent.click(offered[1]!);
  expect(cover).toBe(B!.path);
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(within(field).getByRole('button', { name: words.coverRemove }));
  expect(cover).toBeNull();
  expect(within(field).getByText(words.noCover)).toBeTruthy();
  expect(within(field).getByRole('button', { name: words.coverChoose })).toBeTruthy();
});

test('a cover the Chinese pages show in a version of its own: each tab shows its own, and says which it is', async () => {
  await renderInApp(<Cover start={WITH_ZH.path} />, { client: withPieces() });
  let field = screen.getAllByRole('group', { name: words.cover })[0]!;
  expect(field.querySelector('img')?.getAttribute('src')).toBe(WITH_ZH.path);
  expect(within(field).getByText(words.coverHasChinese)).toBeTruthy();
  cleanup();
  await renderInApp(<Cover start={WITH_ZH.path} lang="zh" />, { client: withPieces() });
  field = screen.getAllByRole('group', { name: words.cover })[0]!;
  expect(field.querySelector('img')?.getAttribute('src')).toBe(ZH_OF_B.path);
  expect(within(field).getByText(words.coverIsChinese)).toBeTruthy();
  cleanup();
  await renderInApp(<Cover start={A!.path} />, { client: withPieces() });
  expect(screen.queryByText(words.coverHasChinese)).toBeNull();
});

const SHARED = image('f', [{ kind: 'page-snippets', section: 'home' }]);
function WithShared() {
  const [chosen, setChosen] = useState<string | null>(null);
  return <CoverField lang="en" images={[A!, SHARED]} failed={false} chosen={chosen} onChoose={setChosen} cardsFirst />;
}

test('the library dialog names the covers and share cards apart from the screens, cards first for an article', async () => {
  await renderInApp(<WithShared />, { client: withPieces() });
  fireEvent.click(screen.getByRole('button', { name: words.coverChoose }));
  const dialog = await screen.findByRole('dialog', { name: words.coverDialog });
  const group = (name: string) => within(dialog).getByRole('group', { name });
  expect(within(group(adminEn.snippets.groupCards)).getAllByRole('radio')).toHaveLength(1);
  expect(within(group(adminEn.snippets.groupPictures)).getAllByRole('radio')).toHaveLength(1);
  const legends = [...dialog.querySelectorAll('fieldset fieldset > legend')].map((legend) => legend.textContent);
  expect(legends).toEqual([adminEn.snippets.groupCards, adminEn.snippets.groupPictures]);
});
