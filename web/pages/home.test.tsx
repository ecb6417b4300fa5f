// Home's eyebrows follow one rule (docs/design.md): a label above a heading says something the heading does not (a
// place and a year, a kind of story, where a promise is written), and a section with nothing to add has none: about one section in three.
import { afterEach, expect, test } from 'bun:test';
import { cleanup } from '@testing-library/react';
import { en } from '../i18n/en';
import { publicQueries } from '../lib/public-queries';
import { ReadStore } from '../lib/read-store';
import { renderInApp } from '../testing/render';
import { HomePage } from './home';

afterEach(cleanup);

const step = { id: 1, titleEn: 'Discover', titleZh: '探索', descriptionEn: 'We listen.', descriptionZh: '我們傾聽。' };
const quote = { id: 1, quoteEn: 'Good.', quoteZh: '很好。', nameEn: 'Amy Huang', nameZh: '黃淑芬', roleEn: 'GM', roleZh: '總經理' };
const photo = { imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' };

/** Home's reads with one step and one quote, no figures, clients, studies or people, and `values` as the values. */
function homeReads(values: object[]) {
  const reads = new ReadStore();
  for (const [query, data] of [
    [publicQueries.list('figures'), []],
    [publicQueries.list('clients'), []],
    [publicQueries.list('caseStudies'), []],
    [publicQueries.list('steps'), [step]],
    [publicQueries.list('people'), []],
    [publicQueries.list('testimonials'), [{ ...quote, companyEn: 'Mountain Loom', companyZh: '山織紡品', ...photo }]],
    [publicQueries.list('companyValues'), values],
    [publicQueries.content('home'), {}],
  ] as const)
    reads.set(query.queryKey, data);
  return reads;
}

test('only the eyebrows that carry a fact: none over the expertise or the team; the clients’ words labelled by one', async () => {
  const reads = homeReads([]);
  const { container } = await renderInApp(<HomePage />, { reads });
  expect([...container.querySelectorAll('.eyebrow')].map((e) => e.textContent)).toEqual([
    en.home.eyebrow,
    en.home.featuredEyebrow,
    en.home.valuesEyebrow,
    en.home.testimonialsTitle,
  ]);
  // The quotes' section is headed by its label alone (round 21: one label style, decision 0205): its H2 is the eyebrow.
  expect(container.querySelector('#testimonials-title')!.classList.contains('eyebrow')).toBe(true);
  // Each other one differs from its heading: no label repeats the title under it.
  for (const eyebrow of container.querySelectorAll('.eyebrow:not(h2)')) {
    const heading = eyebrow.closest('section')!.querySelector('h1, h2')!.textContent!;
    expect(heading.toLowerCase()).not.toContain(eyebrow.textContent!.toLowerCase());
  }
});

test('home in the order decision 0227 gives it: the featured story, the values, how we work as a section of its own, the team, then the quotes', async () => {
  const value = {
    id: 1,
    icon: 'i-lucide-scale',
    titleEn: 'A fixed quote',
    titleZh: '固定報價',
    descriptionEn: 'One price.',
    descriptionZh: '一個總價。',
  };
  const reads = homeReads([value]);
  const { container } = await renderInApp(<HomePage />, { reads });
  const parts = [...container.querySelectorAll('[data-part]')].map((e) => e.getAttribute('data-part'));
  expect(parts.filter((p) => ['featured', 'steps', 'team', 'companyValues', 'testimonials', 'cta'].includes(p!))).toEqual([
    'featured',
    'companyValues',
    'steps',
    'team',
    'testimonials',
    'cta',
  ]);
  // How we work is a section of its own after the values, no longer a tile of theirs (round 26: two boxed grids stacked
  // with no gap read as the page's busiest block).
  expect(container.querySelector('[data-part="companyValues"] [data-part="steps"]')).toBeNull();
  expect(container.querySelector('section[data-part="steps"]')!.parentElement).toBe(
    container.querySelector('section[data-part="companyValues"]')!.parentElement,
  );
});

test('home ends on the dark panel with a second way in: the contact details and the reply promise', async () => {
  const reads = homeReads([]);
  reads.set(publicQueries.contactInfo().queryKey, { email: 'hello@example.tw', phone: '+886 2 1234 5678', address: '' });
  const { container } = await renderInApp(<HomePage />, { reads });
  const band = container.querySelector('[data-part="cta"]')!;
  expect(band.querySelector('.bg-deep')).not.toBeNull();
  expect(band.textContent).toContain(en.home.ctaReply);
  expect(band.querySelector('a[href="mailto:hello@example.tw"]')).not.toBeNull();
  expect(band.querySelector('a[href="tel:+886212345678"]')).not.toBeNull();
  // No seal stamped in its corner (round 26: it read as clipped by the card's edge; decision 0227).
  expect(band.querySelector('.seal-stamp')).toBeNull();
});
