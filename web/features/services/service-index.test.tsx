// /services' in-page nav of service areas: one link per service, in order, its icon and title, to that service's row;
// nothing when there are no services.
import { afterEach, expect, test } from 'bun:test';
import { act, cleanup, screen } from '@testing-library/react';
import type { Service } from '../../../src/contract';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore } from '../../lib/read-store';
import { renderInApp } from '../../testing/render';
import { ServiceIndex } from './service-index';

afterEach(cleanup);

const service = (id: number, titleEn: string, titleZh: string) =>
  ({ id, titleEn, titleZh, descriptionEn: `About ${titleEn}.`, descriptionZh: `關於${titleZh}。` }) as Service;
const stored = (services: Service[]) => {
  const reads = new ReadStore();
  reads.set(publicQueries.list('services').queryKey, services);
  return reads;
};

test('each service is a link, named by its title (no number: the areas have no order), to its row on the page', async () => {
  const { container } = await renderInApp(<ServiceIndex />, {
    reads: stored([service(7, 'Apps', '應用程式'), service(3, 'Automation', '自動化')]),
  });
  const links = screen.getAllByRole('link');
  expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
    ['#service-7', 'Apps'],
    ['#service-3', 'Automation'],
  ]);
  expect(screen.getByRole('navigation', { name: 'Service areas' })).toBeTruthy();
  // Session 54 (round 32): the names alone, not each description's sentence again; each with its service's line icon.
  expect([...container.querySelectorAll('nav a > span[aria-hidden="true"]')].map((icon) => icon.className)).toEqual([
    expect.stringContaining('i-lucide-code-xml'),
    expect.stringContaining('i-lucide-workflow'),
  ]);
});

test('in Chinese the titles are the Chinese ones, each title one flex item (its phrases not spread by the gap)', async () => {
  await renderInApp(<ServiceIndex />, { lang: 'zh', reads: stored([service(7, 'AI Assistants', 'AI 助理開發')]) });
  const link = screen.getByRole('link');
  expect(link.textContent?.replace(/\u200b/g, '')).toBe('AI 助理開發');
  expect([...link.childNodes].map((node) => node.nodeName)).toEqual(['SPAN', 'SPAN']);
  expect(screen.getByRole('navigation', { name: '服務領域' })).toBeTruthy();
});

test('no services, no nav', async () => {
  const { container } = await renderInApp(<ServiceIndex />, { reads: stored([]) });
  expect(container.innerHTML).toBe('');
});

test("the service whose row crosses the window's middle is the current one, lit as the header's page", async () => {
  // The browser's observer, stood in for: it reports the rows it is given as they cross the band.
  const observed: Element[] = [];
  let report: (rows: { target: Element; isIntersecting: boolean }[]) => void = () => {};
  const real = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(row: Element) {
      observed.push(row);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    const rows = ['service-7', 'service-3'].map((id) => Object.assign(document.body.appendChild(document.createElement('li')), { id }));
    await renderInApp(<ServiceIndex />, { reads: stored([service(7, 'Apps', '應用程式'), service(3, 'Automation', '自動化')]) });
    expect(observed.map((row) => row.id)).toEqual(['service-7', 'service-3']);
    // Before any row is in view, none is lit.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('aria-current'))).toEqual([null, null]);
    await act(async () => report([{ target: rows[1]!, isIntersecting: true }]));
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('aria-current'))).toEqual([null, 'true']);
    // A row leaving the band does not unlight it: the gap after it keeps the last one read.
    await act(async () => report([{ target: rows[1]!, isIntersecting: false }]));
    expect(screen.getByRole('link', { name: 'Automation' }).getAttribute('aria-current')).toBe('true');
    for (const row of rows) row.remove();
  } finally {
    globalThis.IntersectionObserver = real;
  }
});
