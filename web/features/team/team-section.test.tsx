// The people block: the entries of the people list in order, one row each set in type (name, role, line; no number:
// round 14), not cards (decision 0267, after 0262), a 4:5 portrait in duotone starting the row when they have one,
// cropped to the face's third (no tile of initials, no silhouette, no empty slot); the heading alone when the list is empty.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import type { Person } from '../../../src/contract';
import { CONTENT_DEFAULTS_EN } from '../../../src/contract/content-defaults';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore } from '../../lib/read-store';
import { renderInApp } from '../../testing/render';
import { TeamSection } from './team-section';

afterEach(cleanup);

const NO_IMAGE = { imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' };
const person = (id: number, nameEn: string, nameZh: string, role: string, bio: string): Person => ({
  id,
  nameEn,
  nameZh,
  roleEn: role,
  roleZh: `${role}（中）`,
  bioEn: bio,
  bioZh: `${bio}（中）`,
  ...NO_IMAGE,
});
const SEEDED: Person[] = [
  person(1, 'Kevin Wu', '吳冠宇', 'Co-founder, engineering', 'Scopes every project.'),
  person(2, 'Iris Tsai', '蔡依庭', 'Co-founder, product and design', 'Your day-to-day contact.'),
  person(3, 'Jason Lee', '李承翰', 'Lead, AI and automation', 'Measures the hours saved.'),
];
const withPeople = (people: Person[]) => {
  const reads = new ReadStore();
  reads.set(publicQueries.list('people').queryKey, people);
  return reads;
};
const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((li) => ({
    slot: li.querySelector('.aspect-\\[4\\/5\\]')?.tagName.toLowerCase() ?? null,
    row: li.matches('[data-part="portrait"]'),
    number: li.querySelector('[data-part="portrait"] .tabular-nums')?.textContent || null,
    photo: li.querySelector('img')?.getAttribute('alt') ?? null,
    name: li.querySelector('h3')?.textContent,
    text: li.querySelectorAll('p')[1]?.textContent,
  }));

test('no photos: the people in the list’s order under the heading, each a row in type (name, role; no number) and one line, no slots', async () => {
  const { container } = await renderInApp(<TeamSection />, { reads: withPeople(SEEDED) });
  expect(screen.getByRole('heading', { level: 2, name: CONTENT_DEFAULTS_EN.home['team.title'] })).toBeTruthy();
  expect(shown(container)).toEqual(
    SEEDED.map((p) => ({ slot: null, row: true, number: null, photo: null, name: p.nameEn, text: p.bioEn })),
  );
  expect(screen.getByText(SEEDED[1]!.roleEn)).toBeTruthy();
  expect(container.querySelector('li > span[aria-hidden]')).toBeNull();
  // Rows in type: no picture, drawn face or initials anywhere, and no cards (decision 0267: the page's one card form is
  // the joined panel); the list a hairline-split column.
  expect(container.querySelector('img, svg')).toBeNull();
  for (const li of container.querySelectorAll('li')) expect(li.className.split(' ')).not.toContain('card');
  expect(container.querySelector('ul')!.className).toContain('divide-y');
});

test('in Chinese the Chinese texts; a person with a photo gets a well-cropped portrait starting their row, with its alt text; one without gets no slot', async () => {
  const withPhoto: Person = {
    ...SEEDED[0]!,
    nameZh: '張美玲',
    imagePath: '/media/abc.webp',
    imageWidth: 1200,
    imageHeight: 800,
    imageAltEn: 'Mei-Ling at her desk',
    imageAltZh: '張美玲在辦公桌前',
  };
  const { container } = await renderInApp(<TeamSection />, { lang: 'zh', reads: withPeople([withPhoto, SEEDED[1]!]) });
  expect(shown(container)).toEqual([
    { slot: 'div', row: true, number: null, photo: '張美玲在辦公桌前', name: '張美玲', text: SEEDED[0]!.bioZh },
    { slot: null, row: true, number: null, photo: null, name: SEEDED[1]!.nameZh, text: SEEDED[1]!.bioZh },
  ]);
  // The portrait: a 4:5 frame at the row's start that clips (a landscape upload is cut, never squeezed), the picture
  // covering it with the face's third kept (object-position 50% 30%), in duotone (decision 0127), before the name.
  const [card, plain] = [...container.querySelectorAll('li')];
  const frame = card!.firstElementChild as HTMLElement;
  expect(frame.className.split(' ')).toEqual(expect.arrayContaining(['duotone', 'aspect-[4/5]', 'overflow-hidden']));
  const img = frame.querySelector('img')!;
  expect(img.className.split(' ')).toEqual(expect.arrayContaining(['h-full', 'w-full', 'object-cover', 'object-[50%_30%]']));
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(frame.compareDocumentPosition(card!.querySelector('h3')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Without a photo: no empty frame, no silhouette, no initials; the row starts with the name.
  expect(plain!.querySelector('.aspect-\\[4\\/5\\], img, svg')).toBeNull();
  expect(plain!.firstElementChild!.querySelector('h3')).not.toBeNull();
});

test('no people: the heading alone, no empty list', async () => {
  const { container } = await renderInApp(<TeamSection />, { reads: withPeople([]) });
  expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  expect(container.querySelector('ul')).toBeNull();
});
