// A story's chosen screens in the editor: listed in the story's order, each captioned in the open tab's language and
// moved earlier or later or taken out, the first unable to go earlier and the last later.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { adminEn } from '../../i18n/admin-en';
import { fill } from '../../lib/i18n';
import { renderInApp } from '../../testing/render';
import { ChosenScreens } from './chosen-screens';

const words = adminEn.publishing.work;
let order: string[] = [];
let said: Record<string, string> = {};
afterEach(cleanup);

function Screens() {
  const [gallery, setGallery] = useState(['/media/a.webp', '/media/b.webp', '/media/c.webp']);
  order = gallery;
  const [captions, setCaptions] = useState<Record<string, string>>({ '/media/b.webp': 'The board' });
  said = captions;
  return (
    <ChosenScreens
      gallery={gallery}
      onGallery={setGallery}
      captions={{ lang: 'en', of: (path) => captions[path] ?? '', onCaption: (path, text) => setCaptions((c) => ({ ...c, [path]: text })) }}
    />
  );
}
const button = (name: string, place: number) =>
  screen.getByRole('button', { name: fill(name, { place: String(place) }) }) as HTMLButtonElement;

test('screens move earlier and later, and leave the story, in the order the page will show', async () => {
  await renderInApp(<Screens />);
  expect(screen.getByRole('list', { name: words.galleryChosen }).querySelectorAll('li').length).toBe(3);
  expect(button(words.moveEarlier, 1).disabled).toBe(true);
  expect(button(words.moveLater, 3).disabled).toBe(true);
  fireEvent.click(button(words.moveLater, 1));
  expect(order).toEqual(['/media/b.webp', '/media/a.webp', '/media/c.webp']);
  fireEvent.click(button(words.moveEarlier, 3));
  expect(order).toEqual(['/media/b.webp', '/media/c.webp', '/media/a.webp']);
  fireEvent.click(button(words.takeOut, 1));
  expect(order).toEqual(['/media/c.webp', '/media/a.webp']);
});

test('each screen is captioned in the open tab’s language, its caption staying with it as it moves', async () => {
  await renderInApp(<Screens />);
  const caption = (place: number) =>
    screen.getByRole('textbox', {
      name: fill(words.caption, { place: String(place), language: adminEn.publishing.langs.en }),
    }) as HTMLInputElement;
  expect([1, 2, 3].map((place) => caption(place).value)).toEqual(['', 'The board', '']);
  fireEvent.change(caption(1), { target: { value: 'Orders by day' } });
  expect(said).toEqual({ '/media/a.webp': 'Orders by day', '/media/b.webp': 'The board' });
  fireEvent.click(button(words.moveLater, 1));
  expect([1, 2].map((place) => caption(place).value)).toEqual(['The board', 'Orders by day']);
});
