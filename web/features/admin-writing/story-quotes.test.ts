import { expect, test } from 'bun:test';
import type { Testimonial } from '../../../src/contract/lists';
import { testimonialsSeed } from '../../../src/contract/lists/testimonials';
import { quotesFor } from './story-quotes';

const quotes = testimonialsSeed.rows.map((row, i) => ({ ...row, id: i + 1 }) as unknown as Testimonial);
const card = {
  titleEn: 'Production scheduling for Kestrel Precision',
  titleZh: '鷹準精密的生產排程系統',
  descriptionEn: 'A Taichung maker of machined parts planned its week in spreadsheets.',
  descriptionZh: '',
};

test("the study's own client's quote comes first, named in either language; the others keep their order", () => {
  const { own, others } = quotesFor(quotes, card);
  expect(own.map((q) => q.companyEn)).toEqual(['Kestrel Precision']);
  expect(others.map((q) => q.id)).toEqual([1, 2, 3, 5]);
  // Named only in Chinese, still its own.
  expect(quotesFor(quotes, { ...card, titleEn: 'Production scheduling' }).own.map((q) => q.companyZh)).toEqual(['鷹準精密']);
});

test('no card chosen, or a card naming no client: every quote, as listed', () => {
  expect(quotesFor(quotes, undefined)).toEqual({ own: [], others: quotes });
  expect(quotesFor(quotes, { titleEn: 'A system', titleZh: '系統', descriptionEn: '', descriptionZh: '' }).own).toEqual([]);
});
