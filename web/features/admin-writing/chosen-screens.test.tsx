// A story's chosen screens in the editor: listed in the story's order, each captioned in both languages and
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
  const [captions, setCaptions] = useState<Record<string, string>>({ 'en:/media/b.webp': 'The board', 'zh:/media/b.webp': '看板' });
  said = captions;
  return (
    <ChosenScreens
      gallery={gallery}
      onGallery={setGallery}
      captions={{
        lang: 'en',
        of: (lang, path) => captions[`${lang}:${path}`] ?? '',
        onCaption: (lang, path, text) => setCaptions((c) => ({ ...c, [`${lang}:${path}`]: text })),
      }}
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

test('each screen is captioned in both languages, its captions staying with it as it moves', async () => {
  await renderInApp(<Screens />);
  const caption = (place: number, lang: 'en' | 'zh' = 'en') =>
    screen.getByRole('textbox', {
      name: fill(words.caption, { place: String(place), language: adminEn.publishing.langs[lang] }),
    }) as HTMLInputElement;
  expect([1, 2, 3].map((place) => caption(place).value)).toEqual(['', 'The board', '']);
  expect(caption(2, 'zh').value).toBe('看板');
  fireEvent.change(caption(1), { target: { value: 'Orders by day' } });
  fireEvent.change(caption(1, 'zh'), { target: { value: '每日訂單' } });
  expect(said).toEqual({
    'en:/media/a.webp': 'Orders by day',
    'zh:/media/a.webp': '每日訂單',
    'en:/media/b.webp': 'The board',
    'zh:/media/b.webp': '看板',
  });
  fireEvent.click(button(words.moveLater, 1));
  expect([1, 2].map((place) => caption(place).value)).toEqual(['The board', 'Orders by day']);
  expect(caption(1, 'zh').value).toBe('看板');
});
