// Case studies (product.md §2): a study's picture with its stored size and alt text in the page's language, always lazy
// (far below the first screenful); the fallback icon without one; the two samples when there are none.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import type { CaseStudy } from '../../../src/contract';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { untilLoaded } from '../../testing/loaded';
import { renderInApp } from '../../testing/render';
import { CaseStudyList } from './case-study-list';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const study = (over: Partial<CaseStudy>): CaseStudy => ({
  id: 1,
  titleEn: 'Warehouse Robots',
  titleZh: '倉儲機器人',
  descriptionEn: 'Picking routes planned by the minute.',
  descriptionZh: '揀貨路線每分鐘重新規劃。',
  industryEn: 'Logistics',
  industryZh: '物流',
  resultValueEn: '',
  resultValueZh: '',
  resultLabelEn: '',
  resultLabelZh: '',
  imagePath: null,
  imageWidth: null,
  imageHeight: null,
  imageAltEn: '',
  imageAltZh: '',
  ...over,
});
const pictured = (id: number) =>
  study({
    id,
    titleEn: `Study ${id}`,
    imagePath: `/media/${String(id).repeat(64)}.jpg`,
    imageWidth: 800,
    imageHeight: 600,
    imageAltEn: `Shelves ${id}`,
    imageAltZh: `貨架 ${id}`,
  });

async function show(studies: CaseStudy[], lang: 'en' | 'zh' = 'en') {
  replaceFetch((input) =>
    String(input) === '/api/case-studies' ? json(studies) : json({ error: { code: 'not_found', message: 'no' } }, 404),
  );
  const view = await renderInApp(<CaseStudyList />, { lang });
  await untilLoaded(view.container);
  return view;
}

test('a study with a picture: its src, stored width and height, the English alt, lazy and decoded off the main thread', async () => {
  await show([pictured(1), pictured(2)]);
  const img = screen.getByRole('img', { name: 'Shelves 1' });
  expect(img.getAttribute('src')).toBe(`/media/${'1'.repeat(64)}.jpg`);
  expect(img.getAttribute('width')).toBe('800');
  expect(img.getAttribute('height')).toBe('600');
  expect(img.getAttribute('decoding')).toBe('async');
  expect(screen.getAllByRole('img').map((i) => i.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
});

test('on a Chinese page the picture has the Chinese alt', async () => {
  await show([pictured(1)], 'zh');
  expect(screen.getByRole('img', { name: '貨架 1' }).getAttribute('src')).toBe(`/media/${'1'.repeat(64)}.jpg`);
  expect(screen.queryByRole('img', { name: 'Shelves 1' })).toBeNull();
  expect(screen.getByText('物流')).toBeTruthy();
});

test('a study without a picture shows a line icon for its topic (hidden from screen readers), no img and no drawn scene', async () => {
  const { container } = await show([study({})]);
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('[data-topic]')?.getAttribute('aria-hidden')).toBe('true');
  // The drawn scenes are the services' rows' (round 18: seven drawn panels in a row on /services).
  expect(container.querySelector('[data-visual]')).toBeNull();
  expect(screen.getByText('Warehouse Robots')).toBeTruthy();
});

test('none stored: the two sample studies with their claims (product.md) under their titles and an icon for its topic', async () => {
  const { container } = await show([]);
  const cards = [...container.querySelectorAll(':scope > ul > li')];
  expect(cards).toHaveLength(2);
  expect(container.textContent).toContain('40% less production time');
  expect(container.textContent).toContain('75% of routine inquiries handled');
  // The claim is a line under the title, not a figure set large (home and the stories carry the figures).
  expect(screen.getByText('75% of routine inquiries handled').tagName).toBe('P');
  expect(container.querySelector('.text-5xl')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(cards.map((card) => card.querySelector('[data-topic]')?.getAttribute('data-topic'))).toEqual(['schedule', 'chat']);
});

test("a stored study's headline result is not repeated here: its story and home tell it", async () => {
  const { container } = await show([study({ id: 1, resultValueEn: '3×', resultLabelEn: 'faster picking' })]);
  expect(container.textContent).not.toContain('3×');
  expect(container.textContent).not.toContain('faster picking');
  expect(screen.getByRole('heading', { level: 3, name: 'Warehouse Robots' })).toBeTruthy();
});
