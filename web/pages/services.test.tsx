// The services page's six benefits (product.md §4: six, always the same): what every project hands over, in
// both languages, as a plain list with no 01–06 beside the titles (their order means nothing).
import { afterEach, expect, test } from 'bun:test';
import { cleanup, within } from '@testing-library/react';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { publicQueries } from '../lib/public-queries';
import { ReadStore } from '../lib/read-store';
import { renderInApp } from '../testing/render';
import { ServicesPage } from './services';

afterEach(cleanup);

const reads = () => {
  const store = new ReadStore();
  store.set(publicQueries.content('services').queryKey, {});
  store.set(publicQueries.list('services').queryKey, []);
  store.set(publicQueries.list('caseStudies').queryKey, []);
  return store;
};
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u200b/g, '');

for (const [lang, t] of [
  ['en', en],
  ['zh', zh],
] as const) {
  test(`${lang}: six benefits, unnumbered, none saying the home page's figures again`, async () => {
    await renderInApp(<ServicesPage />, { lang, reads: reads() });
    const section = document.getElementById('benefits-title')!.closest('section')!;
    expect(plain(document.getElementById('benefits-title')!.textContent)).toBe(t.services.benefitsTitle);
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.map((li) => plain(li.querySelector('h3')?.textContent))).toEqual(t.services.benefits.map((b) => b.title));
    // No number before a title, and the list is not an ordered one.
    expect(items.map((li) => li.firstElementChild?.tagName)).toEqual(Array(6).fill('H3'));
    expect(section.querySelector('ol')).toBeNull();
    // The home page's key figures (src/contract/lists/figures.ts) are said there once, not again here.
    const text = plain(section.textContent);
    for (const figure of ['97.6%', '31,400', '6 weeks', 'six weeks', '六週']) expect(text).not.toContain(figure);
  });
}
