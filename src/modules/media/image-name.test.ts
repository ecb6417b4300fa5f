// An upload's name from its file's name (decisions 0248, 0259): tidied into a title, its language words said in words.
import { expect, test } from 'bun:test';
import { IMAGE_NAME_MAX } from '../../contract';
import { imageNameFromFile } from './image-name';

test('a file name reads as a title: no extension, spaces for dashes and underscores, a capital first letter', () => {
  expect(imageNameFromFile('pricing-share-card.png')).toBe('Pricing share card');
  expect(imageNameFromFile('delivery_routing--Harborline.final.png')).toBe('Delivery routing Harborline.final');
  expect(imageNameFromFile('C:\\Users\\me\\team   photo.JPG')).toBe('Team photo');
  // A first word with capitals of its own keeps them; a name in Chinese is as it was.
  expect(imageNameFromFile('iPhone-home-screen.png')).toBe('iPhone home screen');
  expect(imageNameFromFile('首頁-封面.webp')).toBe('首頁 封面');
});

test('language words in the file name are said once, in brackets, at the end (decision 0259)', () => {
  expect(imageNameFromFile('kestrel_scheduling_share-card_zh.png')).toBe('Kestrel scheduling share card (Chinese)');
  expect(imageNameFromFile('zh-TW_cover.png')).toBe('Cover (Chinese)');
  expect(imageNameFromFile('hero_zh_hant-dark.webp')).toBe('Hero dark (Chinese)');
  expect(imageNameFromFile('hero-EN.png')).toBe('Hero (English)');
  expect(imageNameFromFile('menu-en-zh.png')).toBe('Menu (English, Chinese)');
  // A word that only holds the letters is kept ("zhang", "tw" away from "zh"); a name of language words alone stays.
  expect(imageNameFromFile('zhang-tw-office.png')).toBe('Zhang tw office');
  expect(imageNameFromFile('zh.png')).toBe('Zh');
});

test('nothing left is no name; a long one is cut by whole characters', () => {
  expect(imageNameFromFile('')).toBeNull();
  expect(imageNameFromFile('.png')).toBeNull();
  expect(imageNameFromFile('--_.png')).toBeNull();
  const long = imageNameFromFile(`${'a'.repeat(IMAGE_NAME_MAX - 1)}😀.png`)!;
  expect(long.length).toBeLessThanOrEqual(IMAGE_NAME_MAX);
  expect(long.endsWith('\uD83D')).toBe(false);
});
