// The services list (product.md §2): a service's picture with its stored size and alt text in the page's language, the
// fallback icon without one, sides alternating, and "No services found." for an empty list.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import type { Service } from '../../../src/contract';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { untilLoaded } from '../../testing/loaded';
import { renderInApp } from '../../testing/render';
import { en } from '../../i18n/en';
import { ServiceList } from './service-list';
import { visualFor } from '../../components/visuals/topic-visual';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const service = (over: Partial<Service>): Service => ({
  id: 1,
  titleEn: 'Data Migration',
  titleZh: '資料移轉',
  descriptionEn: 'Years of records moved without losing one.',
  descriptionZh: '多年紀錄完整移轉，一筆不漏。',
  featuresEn: ['Audit of the old data'],
  featuresZh: ['舊資料稽核'],
  imagePath: null,
  imageWidth: null,
  imageHeight: null,
  imageAltEn: '',
  imageAltZh: '',
  ...over,
});
const pictured = (id: number, name: string) =>
  service({
    id,
    titleEn: `Service ${id}`,
    imagePath: `/media/${name}.webp`,
    imageWidth: 1200,
    imageHeight: 750,
    imageAltEn: `Diagram ${id}`,
    imageAltZh: `圖表 ${id}`,
  });

async function show(services: Service[], lang: 'en' | 'zh' = 'en') {
  replaceFetch((input) =>
    String(input) === '/api/services' ? json(services) : json({ error: { code: 'not_found', message: 'no' } }, 404),
  );
  const view = await renderInApp(<ServiceList />, { lang });
  await untilLoaded(view.container);
  return view;
}

test('a service with a picture: its src, stored width and height, and the English alt on an English page', async () => {
  await show([pictured(1, 'a'.repeat(64))]);
  const img = screen.getByRole('img', { name: 'Diagram 1' }) as HTMLImageElement;
  expect(img.getAttribute('src')).toBe(`/media/${'a'.repeat(64)}.webp`);
  expect(img.getAttribute('width')).toBe('1200');
  expect(img.getAttribute('height')).toBe('750');
  expect(img.getAttribute('decoding')).toBe('async');
});

test('on a Chinese page the same picture has the Chinese alt', async () => {
  await show([pictured(1, 'b'.repeat(64))], 'zh');
  expect(screen.getByRole('img', { name: '圖表 1' }).getAttribute('width')).toBe('1200');
  expect(screen.queryByRole('img', { name: 'Diagram 1' })).toBeNull();
});

test('the first picture, in the first screenful, loads at once; every later one waits until scrolled near', async () => {
  await show([pictured(1, 'c'.repeat(64)), pictured(2, 'd'.repeat(64)), pictured(3, 'e'.repeat(64))]);
  const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
  expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  // The drawn visual is only for a service without a picture.
  expect(document.querySelector('[data-visual]')).toBeNull();
});

test('a service without a picture shows its line icon, hidden from screen readers, over three steps of how its work goes', async () => {
  const { container } = await show([
    service({}),
    service({ id: 2, titleEn: 'Workflow Automation' }),
    service({ id: 3, titleZh: 'AI 客服助理' }),
  ]);
  expect(container.querySelector('img')).toBeNull();
  // Not home's drawn screens again (session 52): no scene, an icon by the work's kind, its place when the title names none.
  expect(container.querySelector('[data-visual]')).toBeNull();
  const icons = [...container.querySelectorAll('.method-icon')];
  expect(icons.map((icon) => icon.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
  expect(icons.map((icon) => icon.className.split(' ').find((c) => c.startsWith('i-lucide-')))).toEqual([
    'i-lucide-code-xml',
    'i-lucide-workflow',
    'i-lucide-bot-message-square',
  ]);
  // One pattern for every row (decision 0279): each its steps in the same panel, the sides alternating, no strip.
  const panels = [...container.querySelectorAll(':scope > ul > li > div:first-child')];
  expect(panels.map((panel) => panel.classList.contains('method-panel'))).toEqual([true, true, true]);
  expect(panels.map((panel) => /(^| )md:order-2\b/.test(panel.className))).toEqual([true, false, true]);
  const steps = panels.map((panel) => [...panel.querySelectorAll('ol > li strong')].map((s) => s.textContent));
  expect(steps).toEqual(
    [en.services.methods.build, en.services.methods.flow, en.services.methods.chat].map((m) => m.map((step) => step.title)),
  );
  // Steps are not headings: the section's headings stay the services' titles.
  expect(container.querySelectorAll('h3')).toHaveLength(3);
});

test('the visual follows the topic a title names, in either language, and otherwise the place in the list', () => {
  expect(visualFor({ titleEn: 'Workflow Automation', titleZh: '' }, 0)).toBe('flow');
  expect(visualFor({ titleEn: 'Customer Service', titleZh: 'AI 客服助理' }, 0)).toBe('chat');
  expect(visualFor({ titleEn: 'Custom Software Development', titleZh: '' }, 2)).toBe('orders');
  // An industry a story names picks its own scene before the kind of work: a plan, a calendar, a route.
  expect(visualFor({ titleEn: 'Smart Production Scheduling System', titleZh: '' }, 0)).toBe('schedule');
  expect(visualFor({ titleEn: '', titleZh: '牙醫診所線上預約系統' }, 0)).toBe('calendar');
  expect(visualFor({ titleEn: 'Route planning for a logistics fleet', titleZh: '' }, 1)).toBe('route');
  expect([0, 1, 2, 3].map((i) => visualFor({ titleEn: 'Data Migration', titleZh: '資料移轉' }, i))).toEqual([
    'orders',
    'flow',
    'chat',
    'orders',
  ]);
});

test('rows alternate sides on wide screens: words left on rows 1 and 3, the name said once', async () => {
  const { container } = await show([pictured(1, 'f'.repeat(64)), service({ id: 2 }), pictured(3, '0'.repeat(64))]);
  const rows = [...container.querySelectorAll(':scope > ul > li')];
  // Session 53 (round 30): rows 1 and 3 opened on the panel, the heading on the far side; now the words lead them.
  expect(rows.map((row) => /(^| )md:order-2\b/.test(row.firstElementChild!.className))).toEqual([true, false, true]);
  // The panel does not repeat the row's heading (round 31: the name twice read as a duplicate); it says "How we work on it".
  for (const row of rows) {
    expect(row.firstElementChild!.textContent).not.toContain(row.querySelector('h3')!.textContent!.replace(/\u200b/g, ''));
    expect(row.firstElementChild!.textContent).toContain('How we work on it');
  }
  expect(rows.map((row) => row.id)).toEqual(['service-1', 'service-2', 'service-3']);
  // A phone reads heading, checklist, panel, then "Get started" (session 54, round 32: under the panel the checklist
  // sank): CSS order in one dissolved column.
  const text = rows[0]!.lastElementChild!;
  expect(text.className).toContain('max-md:contents');
  expect(rows[0]!.firstElementChild!.className).toContain('max-md:order-2');
  expect(text.querySelector('ul')!.className).toContain('max-md:order-1');
  expect(text.querySelector('.arrow-link')!.className).toContain('max-md:order-3');
  // The checklist at body size (session 53), in one column so Chinese items keep one line (two columns at 16 px left
  // two-character last lines, decision 0253).
  expect(text.querySelector('ul')!.className).not.toContain('text-sm');
  expect(text.querySelector('ul')!.className).not.toContain('grid-cols-2');
});

test('an empty list says "No services found."', async () => {
  await show([]);
  expect(screen.getByText('No services found.')).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
});
