// Home's hero: the headline as the page's one H1, the services and contact buttons, and the figures as proof in a quiet
// band of their own right under the hero (decision 0238: beside the buttons they competed with them), at most three;
// no figures, no proof.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import type { Figure } from '../../src/contract';
import { en } from '../i18n/en';
import { publicQueries } from '../lib/public-queries';
import { ReadStore } from '../lib/read-store';
import { renderInApp } from '../testing/render';
import { HomeHero } from './home';

afterEach(cleanup);

const FIGURES: Figure[] = [
  { id: 1, valueEn: '127', valueZh: '127', labelEn: 'projects delivered', labelZh: '完成專案' },
  { id: 2, valueEn: '6 weeks', valueZh: '6 週', labelEn: 'to a first release', labelZh: '首版上線' },
  { id: 3, valueEn: '97.6%', valueZh: '97.6%', labelEn: 'on schedule', labelZh: '準時' },
  { id: 4, valueEn: '31,400', valueZh: '31,400', labelEn: 'hours saved', labelZh: '節省工時' },
];

function show(figures: Figure[], lang: 'en' | 'zh' = 'en') {
  const reads = new ReadStore();
  reads.set(publicQueries.list('figures').queryKey, figures);
  return renderInApp(<HomeHero title="Software that fits" subtitle="For teams that run on spreadsheets." />, { lang, reads });
}

test('the headline, then the two buttons in the hero section, then at most three figures in their own band under it', async () => {
  const { container } = await show(FIGURES);
  const hero = container.querySelector('section')!;
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Software that fits');
  const services = screen.getByRole('link', { name: en.home.servicesButton });
  const contact = screen.getByRole('link', { name: en.home.contactButton });
  expect([services.getAttribute('href'), contact.getAttribute('href')]).toEqual(['/services?lang=en', '/contact?lang=en']);
  expect(hero.contains(contact)).toBe(true);
  const figures = container.querySelector('[data-part="figures"]')!;
  expect(hero.contains(figures)).toBe(false);
  expect([...figures.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['127', '6 weeks', '97.6%']);
  // Right after the hero in reading order, so a phone shows them under its buttons.
  expect(hero.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(figures.textContent).toContain(en.home.figuresSource);
});

test('in Chinese the figures read in Chinese; with no figures the hero keeps its buttons and shows no proof', async () => {
  const zh = await show(FIGURES, 'zh');
  expect([...zh.container.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['127', '6 週', '97.6%']);
  cleanup();
  const { container } = await show([]);
  expect(container.querySelector('dl')).toBeNull();
  expect(screen.getAllByRole('link')).toHaveLength(2);
});
