// The services hero's list of service areas: one in-page link per service, in order, to that service's row; nothing
// when there are no services.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
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
  await renderInApp(<ServiceIndex />, { reads: stored([service(7, 'Apps', '應用程式'), service(3, 'Automation', '自動化')]) });
  const links = screen.getAllByRole('link');
  expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
    ['#service-7', 'Apps\u00a0About Apps.'],
    ['#service-3', 'Automation\u00a0About Automation.'],
  ]);
  expect(screen.getByRole('list', { name: 'Service areas' })).toBeTruthy();
});

test('each area reads its first sentence whole, never a line cut off with an ellipsis', async () => {
  const long = {
    ...service(7, 'Apps', '應用程式'),
    descriptionEn: 'Websites, mobile apps and internal systems built from the ground up to match your business. We also run them.',
    descriptionZh: '從零開始打造網站與內部系統，精準符合您的業務流程。我們也負責維運。',
  };
  await renderInApp(<ServiceIndex />, { reads: stored([long]) });
  const link = screen.getByRole('link');
  expect(link.textContent).toBe('Apps\u00a0Websites, mobile apps and internal systems built from the ground up to match your business.');
  expect(link.querySelector('.truncate')).toBeNull();
  cleanup();
  await renderInApp(<ServiceIndex />, { lang: 'zh', reads: stored([long]) });
  expect(screen.getByRole('link').textContent?.replace(/\u200b/g, '')).toBe(
    '應用程式\u00a0從零開始打造網站與內部系統，精準符合您的業務流程。',
  );
});

test('in Chinese the titles are the Chinese ones', async () => {
  await renderInApp(<ServiceIndex />, { lang: 'zh', reads: stored([service(7, 'Apps', '應用程式')]) });
  expect(screen.getByText('應用程式')).toBeTruthy();
  expect(screen.getByRole('list', { name: '服務領域' })).toBeTruthy();
});

test('no services, no list', async () => {
  const { container } = await renderInApp(<ServiceIndex />, { reads: stored([]) });
  expect(container.innerHTML).toBe('');
});
