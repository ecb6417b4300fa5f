// Testimonials: nothing without quotes; at most three; a person with a photo shown by it, one without by their words.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { renderInApp } from '../../testing/render';
import { type Quote, TestimonialsView } from './testimonials-section';

afterEach(cleanup);

const quote = (n: number, over: Partial<Quote> = {}): Quote => ({
  key: n,
  quote: `Quote number ${n}.`,
  name: `Person ${n}`,
  role: 'Operations lead',
  company: `Company ${n}`,
  photo: null,
  ...over,
});

test('no quotes: no section', async () => {
  const { container } = await renderInApp(<TestimonialsView quotes={[]} />);
  expect(container.innerHTML).toBe('');
});

test('four quotes: the first three, each with who said it; the photo with one, no stand-in without', async () => {
  const photo = {
    imagePath: `/media/${'b'.repeat(64)}.jpg`,
    imageWidth: 96,
    imageHeight: 96,
    imageAltEn: 'Portrait of Person 2',
    imageAltZh: '',
  };
  const { container } = await renderInApp(
    <TestimonialsView quotes={[quote(1, { name: 'Mei Lin' }), quote(2, { photo }), quote(3), quote(4)]} />,
  );
  // The first once, set large at every width (decision 0261: a phone keeps the large quote), the others as cards.
  expect([...container.querySelectorAll('blockquote')].map((b) => b.textContent)).toEqual([
    'Quote number 1.',
    'Quote number 2.',
    'Quote number 3.',
  ]);
  expect(container.querySelector('figcaption')!.textContent).toBe('Mei LinOperations lead · Company 1');
  expect(screen.getByRole('img', { name: 'Portrait of Person 2' }).getAttribute('width')).toBe('96');
  expect(container.querySelectorAll('img')).toHaveLength(1);
});

test('every width shows all three: the first large on the light band, the others in one panel split by hairlines, stacked on a phone, no sideways row (decisions 0174, 0192, 0261, 0267)', async () => {
  const { container } = await renderInApp(<TestimonialsView quotes={[quote(1), quote(2), quote(3)]} />);
  // No row that scrolls sideways and no swipe cue (decision 0267, rv32 item 3: the row hid one of two quotes on a phone).
  expect(container.querySelector('[class*="overflow-x-auto"], [class*="snap-x"], [tabindex]')).toBeNull();
  expect(container.querySelector('[data-part="swipe-cue"]')).toBeNull();
  // The other two in one card (home's one card form), one over the other on a phone, none hidden at any width.
  const panel = container.querySelector('.card')!;
  expect(panel.className).toContain('max-sm:divide-y');
  expect(panel.className).not.toContain('max-sm:grid-cols');
  const cards = [...panel.querySelectorAll('figure')];
  expect(cards).toHaveLength(2);
  expect(cards.some((card) => card.className.includes('hidden') || card.className.includes('card'))).toBe(false);
  const figures = [...container.querySelectorAll('figure')].filter((figure) => !panel.contains(figure));
  expect(figures).toHaveLength(1);
  expect(figures[0]!.className).not.toContain('hidden');
  expect(figures[0]!.textContent).toContain('Quote number 1.');
  // Round 20: not a third dark block in the light theme; the first quote is set large under its mark instead.
  expect(container.querySelector('.bg-deep')).toBeNull();
  expect(figures[0]!.querySelector('blockquote svg')?.getAttribute('aria-hidden')).toBe('true');
});

test("a quote from a client of the strip is signed with the company's logo; a photo still comes first; no drawn glyph", async () => {
  const photo = { imagePath: `/media/${'c'.repeat(64)}.jpg`, imageWidth: 96, imageHeight: 96, imageAltEn: 'Portrait', imageAltZh: '' };
  const logo = { imagePath: `/media/${'d'.repeat(64)}.png`, imageWidth: 120, imageHeight: 40, imageAltEn: 'Logo', imageAltZh: '' };
  const { container } = await renderInApp(
    <TestimonialsView
      quotes={[
        quote(1, { mark: { index: 2, logo } }),
        quote(2, { mark: { index: 0, logo: null }, photo }),
        quote(3, { mark: { index: 1, logo: null } }),
      ]}
    />,
  );
  // The large quote's signature, then the row's cards, one per quote after it.
  const captions = [...container.querySelectorAll('figcaption')];
  expect(captions).toHaveLength(3);
  expect(captions[0]!.querySelector('img')?.getAttribute('src')).toBe(`/media/${'d'.repeat(64)}.png`);
  expect(captions[1]!.querySelector('img')?.getAttribute('src')).toBe(`/media/${'c'.repeat(64)}.jpg`);
  // A client without a logo: the accent rule, not a stock glyph standing in for one (round 20).
  expect(captions[2]!.querySelector('img, svg')).toBeNull();
  expect(captions[0]!.textContent).toBe('Person 1Operations lead · Company 1');
});
