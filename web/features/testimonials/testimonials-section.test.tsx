// Testimonials: nothing without quotes; at most three; a person with a photo shown by it, one without by their words.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { en } from '../../i18n/en';
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
  expect([...container.querySelectorAll('blockquote')].map((b) => b.textContent)).toEqual([
    'Quote number 1.',
    'Quote number 2.',
    'Quote number 3.',
  ]);
  expect(container.querySelector('figcaption')!.textContent).toBe('Mei LinOperations lead · Company 1');
  expect(screen.getByRole('img', { name: 'Portrait of Person 2' }).getAttribute('width')).toBe('96');
  expect(container.querySelectorAll('img')).toHaveLength(1);
});

test('a phone shows all three quotes, as one sideways row the keyboard can reach and scroll, named by the heading', async () => {
  const { container } = await renderInApp(<TestimonialsView quotes={[quote(1), quote(2), quote(3)]} />);
  const row = screen.getByRole('group', { name: en.home.testimonialsTitle });
  expect(row.tabIndex).toBe(0);
  expect(row.className).toContain('max-sm:overflow-x-auto');
  expect(row.className).toContain('max-sm:snap-x');
  const figures = [...container.querySelectorAll('figure')];
  expect(figures).toHaveLength(3);
  // None is hidden on a phone; each is one snap stop that leaves the next one peeking in.
  for (const figure of figures) {
    expect(figure.className).not.toContain('max-sm:hidden');
    expect(figure.className).toContain('max-sm:snap-start');
    expect(figure.className).toContain('max-sm:w-[85%]');
  }
});

test("a phone's row says which quote is in view: a dot each, the one scrolled to marked", async () => {
  const { container } = await renderInApp(<TestimonialsView quotes={[quote(1), quote(2), quote(3)]} />);
  const row = screen.getByRole('group', { name: en.home.testimonialsTitle });
  const marked = () => [...container.querySelectorAll('[aria-hidden="true"] > span')].map((dot) => dot.hasAttribute('data-at'));
  expect(marked()).toEqual([true, false, false]);
  // Cards 300 px wide: scrolled 600 px, the third is in view.
  Object.defineProperty(row.firstElementChild, 'offsetWidth', { value: 300 });
  row.scrollLeft = 600;
  fireEvent.scroll(row);
  expect(marked()).toEqual([false, false, true]);
});
