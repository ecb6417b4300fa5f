// Home's hero: the headline as the page's one H1, the services and contact buttons, and the figures as proof under
// the buttons inside the hero itself (seen before scrolling), not in a band further down; no figures, no proof.
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
];

function show(figures: Figure[], lang: 'en' | 'zh' = 'en') {
  const reads = new ReadStore();
  reads.set(publicQueries.list('figures').queryKey, figures);
  return renderInApp(<HomeHero title="Software that fits" subtitle="For teams that run on spreadsheets." />, { lang, reads });
}

test('the headline, then the two buttons, then the figures, all in the one hero section', async () => {
  const { container } = await show(FIGURES);
  const hero = container.querySelector('section')!;
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Software that fits');
  const services = screen.getByRole('link', { name: en.home.servicesButton });
  const contact = screen.getByRole('link', { name: en.home.contactButton });
  expect([services.getAttribute('href'), contact.getAttribute('href')]).toEqual(['/services?lang=en', '/contact?lang=en']);
  const figures = hero.querySelector('dl')!;
  expect([...figures.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['127', '6 weeks']);
  // After the buttons in reading order, so a phone shows them on the first screen right under them.
  expect(contact.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(hero.textContent).toContain(en.home.figuresSource);
});

test('in Chinese the figures read in Chinese; with no figures the hero keeps its buttons and shows no proof', async () => {
  const zh = await show(FIGURES, 'zh');
  expect([...zh.container.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['127', '6 週']);
  cleanup();
  const { container } = await show([]);
  expect(container.querySelector('dl')).toBeNull();
  expect(screen.getAllByRole('link')).toHaveLength(2);
});
