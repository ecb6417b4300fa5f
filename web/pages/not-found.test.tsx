// The 404 screen: "Page Not Found" as its H1 in the site's hero band, the way home, and the three pages a lost visitor
// most likely wanted as named links; the same in Chinese.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen, within } from '@testing-library/react';
import { renderInApp } from '../testing/render';
import { en } from '../i18n/en';
import { NotFoundPage } from './not-found';

afterEach(cleanup);

test('reads "Page Not Found", links home, and suggests services, pricing and contact', async () => {
  const { container } = await renderInApp(<NotFoundPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  expect(screen.getByText('Error 404')).toBeTruthy();
  expect(screen.getByRole('link', { name: en.notFound.home }).getAttribute('href')).toBe('/?lang=en');
  // The suggestions are a section with a heading of their own, under the page's one.
  expect(screen.getByRole('heading', { level: 2, name: 'Or go straight to' })).toBeTruthy();
  const elsewhere = screen.getByRole('region', { name: 'Or go straight to' });
  expect(
    within(elsewhere)
      .getAllByRole('link')
      .map((a) => [a.getAttribute('href'), a.textContent]),
  ).toEqual([
    ['/services?lang=en', 'ServicesWhat we build, and how a project runs'],
    ['/pricing?lang=en', 'PricingMaintenance and support plans, monthly or yearly'],
    ['/contact?lang=en', 'ContactTell us about your project'],
  ]);
  // Drawn with the design system's tokens, not the raw blue the page used to have.
  expect(container.innerHTML).not.toMatch(/text-blue-|text-sky-|dark:/);
});

test('in Chinese', async () => {
  await renderInApp(<NotFoundPage />, { lang: 'zh' });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('找不到頁面');
  expect(screen.getByRole('link', { name: '返回首頁' }).getAttribute('href')).toBe('/?lang=zh');
  const names = within(screen.getByRole('region', { name: '或直接前往' }))
    .getAllByRole('link')
    .map((a) => a.textContent?.replace(/\u200b/g, ''));
  expect(names).toEqual(['服務項目我們打造的系統與專案流程', '價格方案維護與支援方案', '聯絡我們告訴我們您的需求']);
});

test('under /blog or /work (an article not up in this language, a tag with none), the journal or the stories come first', async () => {
  for (const [path, first] of [
    ['/blog/tag/automation', ['/blog?lang=en', `${en.pages.journal}${en.notFound.links.journal}`]],
    ['/work/gone', ['/work?lang=en', `${en.pages.work}${en.notFound.links.work}`]],
  ] as const) {
    window.history.replaceState(null, '', path);
    await renderInApp(<NotFoundPage />);
    const links = within(screen.getByRole('region', { name: 'Or go straight to' })).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect([links[0]!.getAttribute('href'), links[0]!.textContent]).toEqual([...first]);
    cleanup();
  }
  window.history.replaceState(null, '', '/');
});
