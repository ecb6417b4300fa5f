// The proof strip: nothing at all without clients; a client without a logo as its name in markup alike for all, no drawn
// glyph (round 20: stock glyphs read as made-up logos; the wordmark treatments are the stylesheet's, by position, decision
// 0249), with one as its image at its stored size with its alt text.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderInApp } from '../../testing/render';
import { ClientStrip, type ClientMark } from './client-strip';

afterEach(cleanup);

const logo = {
  imagePath: `/media/${'a'.repeat(64)}.png`,
  imageWidth: 240,
  imageHeight: 60,
  imageAltEn: 'Harbor logo',
  imageAltZh: '港灣標誌',
};

test('no clients: no band, not even its label', async () => {
  const { container } = await renderInApp(<ClientStrip clients={[]} />);
  expect(container.innerHTML).toBe('');
});

test('names without a logo are set alike, with no glyph; a logo is its picture, sized, with its alt text', async () => {
  const clients: ClientMark[] = [
    { key: 1, name: 'Northwind', logo: null },
    { key: 2, name: 'Harbor', logo },
    { key: 3, name: '青山製造', logo: null },
  ];
  const { container } = await renderInApp(<ClientStrip clients={clients} />);
  expect(screen.getByRole('region', { name: en.home.proofLabel })).toBeTruthy();
  expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Northwind', '', '青山製造']);
  const img = screen.getByRole('img', { name: 'Harbor logo' });
  expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['240', '60', 'lazy']);
  expect(container.querySelectorAll('img')).toHaveLength(1);
  // The names' markup alike (their treatment is the stylesheet's), with no drawn glyph beside them.
  const [a, b] = [...container.querySelectorAll('li > span > span')].map((s) => s.className);
  expect(a).toBe(b);
  expect(container.querySelector('li svg')).toBeNull();
});
