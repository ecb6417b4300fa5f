// Server rendering keeps each request's language to itself: pages rendered at the same time through the web app's one
// entry (web/server) come out each in its own language and data, as when rendered one by one. The theme is no part of a
// render (decision 0070): every page carries the head script that paints the visitor's before the first paint.
import { expect, test } from 'bun:test';
import { en } from '../../web/i18n/en';
import { zh } from '../../web/i18n/zh';
import { renderDocument, type DocumentInput } from '../../web/server';
import { THEME_SCRIPT } from '../../web/server/theme-script';
import { CONTENT_DEFAULTS_EN, CONTENT_DEFAULTS_ZH, type Lang } from '../contract';

const INDEX = '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';
const input = (path: string, lang: Lang): DocumentInput => ({
  path,
  lang,
  origin: 'http://site.test',
  index: INDEX,
  stylesheet: () => undefined,
  data: {},
  preloads: {},
});
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<!-- -->|<wbr\/>/g, ''); // as read: React's text separators and phrase breaks (<wbr>) are not text

const cases = [
  { path: '/', lang: 'en', title: CONTENT_DEFAULTS_EN.home['hero.title'], nav: en.pages.pricing },
  { path: '/pricing', lang: 'zh', title: CONTENT_DEFAULTS_ZH.pricing['hero.title'], nav: zh.pages.pricing },
  { path: '/contact', lang: 'zh', title: CONTENT_DEFAULTS_ZH.contact['hero.title'], nav: zh.pages.contact },
  { path: '/services', lang: 'en', title: CONTENT_DEFAULTS_EN.services['hero.title'], nav: en.pages.services },
] as const;

test('four pages in two languages rendered at once: each in its own language and page, none fixed to a theme', async () => {
  const pages = await Promise.all(cases.map((c) => renderDocument(input(c.path, c.lang))));
  pages.forEach((page, i) => {
    const c = cases[i]!;
    expect(page.status).toBe(200);
    expect(page.html).toContain(c.lang === 'zh' ? '<html lang="zh-Hant"' : '<html lang="en"');
    expect(page.html).not.toContain('class="dark"');
    expect(page.html).toContain(`<head><script>${THEME_SCRIPT}</script>`);
    expect(h1(page.html)).toBe(c.title);
    expect(page.html).toContain(`>${c.nav}<`);
    const state = JSON.parse(/<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(page.html)![1]!);
    expect([state.lang, state.theme]).toEqual([c.lang, 'light']);
    // Nothing of the other language slipped in: its name for this page's menu entry is absent.
    const other = c.lang === 'zh' ? en : zh;
    expect(page.html).not.toContain(`>${other.pages.home}<`);
  });
});

test('the same pages rendered one by one are identical to those rendered at once', async () => {
  const together = await Promise.all(cases.map((c) => renderDocument(input(c.path, c.lang))));
  for (const [i, c] of cases.entries()) expect((await renderDocument(input(c.path, c.lang))).html).toBe(together[i]!.html);
});

test('a path that is not a page renders the 404 in the language asked for', async () => {
  const [enPage, zhPage] = await Promise.all([renderDocument(input('/nope', 'en')), renderDocument(input('/nope', 'zh'))]);
  expect([enPage.status, zhPage.status]).toEqual([404, 404]);
  expect(h1(enPage.html)).toBe(en.notFound.title);
  expect(h1(zhPage.html)).toBe(zh.notFound.title);
});
