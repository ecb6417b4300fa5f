// Home's core values: each value shows its icon when it is one of VALUE_ICONS (the ones the stylesheet draws), a
// fallback icon otherwise, and the three built-in values when the list is empty.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import type { CompanyValue } from '../../../src/contract';
import { VALUE_ICONS } from '../../../src/contract/constants';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore } from '../../lib/read-store';
import { renderInApp } from '../../testing/render';
import { ValuesSection } from './values-section';

afterEach(cleanup);

const value = (id: number, icon: string): CompanyValue => ({
  id,
  icon,
  titleEn: `Value ${id}`,
  titleZh: `價值 ${id}`,
  descriptionEn: `Why value ${id} matters.`,
  descriptionZh: `價值 ${id} 的意義。`,
});

/** Rendered with the list already read, as the server renders it: what shows is the answer's, not the loading state's. */
function show(values: CompanyValue[], lang: 'en' | 'zh' = 'en') {
  const reads = new ReadStore();
  reads.set(publicQueries.list('companyValues').queryKey, values);
  return renderInApp(<ValuesSection />, { lang, reads });
}

/** The icon class of each card, in order. */
const icons = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((li) =>
    [...li.querySelector('[aria-hidden="true"]')!.classList].find((c) => c.startsWith('i-')),
  );

test('every icon of the set shows as its own class', async () => {
  const { container } = await show(VALUE_ICONS.map((icon, i) => value(i + 1, icon)));
  expect(screen.getByText(`Value ${VALUE_ICONS.length}`)).toBeTruthy();
  expect(icons(container)).toEqual([...VALUE_ICONS]);
});

test('an icon outside the set (which the stylesheet would not draw) shows the fallback star', async () => {
  const { container } = await show([value(1, 'i-lucide-not-an-icon'), value(2, 'fa fa-star'), value(3, 'i-lucide-rocket')], 'zh');
  expect(screen.getByText('價值 3')).toBeTruthy();
  expect(icons(container)).toEqual(['i-lucide-star', 'i-lucide-star', 'i-lucide-rocket']);
});

test('no values stored: the three built-in ones with their icons', async () => {
  const { container } = await show([]);
  expect(container.textContent).toContain('Customization');
  expect(icons(container)).toEqual(['i-lucide-settings-2', 'i-lucide-lightbulb', 'i-lucide-shield-check']);
});

test('the promise is unsigned (no names set as a signature), and its values are clauses, not a numbered list', async () => {
  const reads = new ReadStore();
  reads.set(publicQueries.list('companyValues').queryKey, []);
  const { container } = await renderInApp(<ValuesSection />, { lang: 'zh', reads });
  expect(screen.queryByText('代表全體團隊簽署')).toBeNull();
  // The values are a promise's clauses, not a numbered list: each title stands alone, no 01, 02, 03 beside it.
  const items = [...container.querySelectorAll('li')];
  expect(items.map((li) => li.querySelector('h3')!.previousElementSibling?.textContent || null)).toEqual([null, null, null]);
  expect(items.map((li) => li.textContent).join(' ')).not.toMatch(/\b0[1-3]\b/);
});
