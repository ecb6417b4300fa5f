// Home's featured case study: the first stored study with its picture, or the first built-in sample when none are
// stored; without a picture its headline result ("40%") is set large under the words; a link to /services either way.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { type CaseStudy, SCENE_FILES, type WorkCard, type WorkIndex } from '../../../src/contract';
import { SCENE_MINI_FILES } from '../../../src/contract/scene-files';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore } from '../../lib/read-store';
import { renderInApp } from '../../testing/render';
import { FeaturedStudy } from './featured-study';

afterEach(cleanup);

const study = (id: number, over: Partial<CaseStudy> = {}): CaseStudy => ({
  id,
  titleEn: `Study ${id}`,
  titleZh: `案例 ${id}`,
  descriptionEn: 'Picking routes planned by the minute.',
  descriptionZh: '揀貨路線每分鐘重新規劃。',
  industryEn: 'Logistics',
  industryZh: '物流',
  imagePath: null,
  imageWidth: null,
  imageHeight: null,
  imageAltEn: '',
  imageAltZh: '',
  resultValueEn: '',
  resultValueZh: '',
  resultLabelEn: '',
  resultLabelZh: '',
  ...over,
});

function show(studies: CaseStudy[] | undefined, lang: 'en' | 'zh' = 'en', stories: WorkCard[] = []) {
  const reads = new ReadStore();
  if (studies) reads.set(publicQueries.list('caseStudies').queryKey, studies);
  reads.set(publicQueries.workIndex(lang).queryKey, { lang, items: stories, timeZone: 'Asia/Taipei' } satisfies WorkIndex);
  // As home passes them: the stored studies' read and the first built-in sample in the page's language.
  const sample = (lang === 'zh' ? zh : en).services.sampleCaseStudies[0]!;
  return renderInApp(<FeaturedStudy read={publicQueries.list('caseStudies')} sample={sample} />, { lang, reads });
}

test('none stored: the first sample, its 40% result under its title, industry, a link to the case studies on /services and the drawn plan', async () => {
  const { container } = await show([]);
  const sample = en.services.sampleCaseStudies[0]!;
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(sample.title);
  expect(container.textContent).toContain(en.services.sampleCaseStudies[0]!.resultValue);
  expect(container.textContent).toContain(en.services.sampleCaseStudies[0]!.resultLabel);
  expect(container.textContent).toContain(sample.industry);
  expect(screen.getByRole('link', { name: en.home.featuredLink }).getAttribute('href')).toBe('/services?lang=en#client-stories');
  // The figure in the accent under the title; the site's drawn production plan (a build-time file, decision 0169) beside
  // the words from 640 px, on a phone its three-row crop under them (decision 0249, after 0238 left it out), no inline
  // drawing in home's script.
  const figure = screen.getByText(sample.resultValue);
  expect(figure.className).toContain('text-deep-accent');
  expect(figure.compareDocumentPosition(screen.getByRole('heading', { level: 2 })) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  expect(container.querySelector('svg')).toBeNull();
  expect(container.querySelector('[data-part="featured-screen"] img')?.getAttribute('src')).toBe(SCENE_FILES.plan.en);
  const phone = container.querySelector('[data-part="featured-screen"] picture > source');
  expect([phone?.getAttribute('media'), phone?.getAttribute('srcset')]).toEqual(['(max-width: 639px)', SCENE_MINI_FILES.en]);
  expect(container.querySelector('[data-part="featured-screen"]')?.className).not.toContain('hidden');
});

test('stored studies: the first one, in Chinese, with its own picture instead of the drawing', async () => {
  const pictured = study(7, { imagePath: `/media/${'7'.repeat(64)}.jpg`, imageWidth: 800, imageHeight: 600, imageAltZh: '貨架' });
  const { container } = await show([pictured, study(8)], 'zh');
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('案例 7');
  expect(container.textContent).not.toContain('案例 8');
  expect(container.textContent).not.toContain(zh.services.sampleCaseStudies[0]!.resultLabel);
  expect(screen.getByRole('img', { name: '貨架' }).getAttribute('width')).toBe('800');
});

test('while the list loads (the page arrived without it): a skeleton announced as loading, no sample yet', async () => {
  const { container } = await show(undefined);
  expect(screen.getByRole('status').textContent).toBe(en.common.loading);
  expect(container.querySelector('.skeleton')).toBeTruthy();
  expect(container.textContent).not.toContain(en.services.sampleCaseStudies[0]!.title);
});

test("a stored study's headline result shows large, in the page's language; one without a result shows none", async () => {
  const withResult = study(3, { resultValueEn: '3×', resultValueZh: '3 倍', resultLabelEn: 'faster quotes', resultLabelZh: '報價速度' });
  const { container } = await show([withResult], 'zh');
  expect(container.textContent).toContain('3 倍');
  expect(container.textContent).toContain('報價速度');
  cleanup();
  const bare = await show([study(4, { resultValueEn: '  ', resultLabelEn: 'ignored' })]);
  expect(bare.container.textContent).not.toContain('ignored');
});

test('a stored study with a page in this language links to its story; without one, to the stories on /services', async () => {
  const story: WorkCard = {
    slug: 'kestrel-scheduling',
    studyId: 7,
    title: 'Scheduling at Kestrel',
    summary: '',
    cover: null,
    industry: '',
    result: null,
    publishedAt: '2026-11-01T00:00:00.000Z',
  };
  await show([study(7)], 'zh', [story]);
  expect(screen.getByRole('link', { name: zh.home.featuredStory }).getAttribute('href')).toBe('/work/kestrel-scheduling?lang=zh');
  cleanup();
  await show([study(7)], 'en', [{ ...story, studyId: 8 }]);
  expect(screen.getByRole('link', { name: en.home.featuredLink }).getAttribute('href')).toBe('/services?lang=en#client-stories');
});

test("a study whose story has a cover leads with its result and shows the drawn plan, not the raster cover (round 16); the card's own picture wins", async () => {
  const story: WorkCard = {
    slug: 'kestrel-scheduling',
    studyId: 7,
    title: 'Scheduling at Kestrel',
    summary: '',
    cover: {
      path: '/uploads/kestrel-board.webp',
      width: 1600,
      height: 900,
      alt: 'The planning board',
      dark: { path: '/uploads/kestrel-board-dark.webp', width: 1600, height: 900 },
    },
    industry: '',
    result: null,
    publishedAt: '2026-11-01T00:00:00.000Z',
  };
  const { container } = await show([study(7, { resultValueEn: '40%', resultLabelEn: 'less production time' })], 'en', [story]);
  expect(screen.queryByRole('img', { name: 'The planning board' })).toBeNull();
  expect(container.querySelector('[data-part="featured-screen"] img')?.getAttribute('src')).toBe(SCENE_FILES.plan.en);
  expect(screen.getByText('40%')).toBeTruthy();
  expect(screen.getByText('less production time')).toBeTruthy();
  expect(container.textContent).toContain(en.home.featuredEyebrow);
  cleanup();
  await show([study(7, { imagePath: '/uploads/own.webp', imageWidth: 800, imageHeight: 600, imageAltEn: 'Its own' })], 'en', [story]);
  expect(screen.getByRole('img', { name: 'Its own' })).toBeTruthy();
  expect(screen.queryByRole('img', { name: 'The planning board' })).toBeNull();
});
