// Every public page and the 404 page, server-rendered in English and in Chinese, mark each run of the other language
// with its own lang (WCAG 3.1.2), so a screen reader reads it in the right voice: src/testing/language-marks.ts.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { PUBLIC_ROUTES } from '../../web/lib/routes';
import { CONTENT_KEYS, PLAN_IDS, type Section } from '../contract';
import { ALL_LISTS, listPath } from '../contract/lists';
import { startTestSite, type TestSite } from '../testing/harness';
import { languageFaults } from '../testing/language-marks';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('the checker', () => {
  test('finds unmarked Chinese in English and English in Chinese, in text and spoken attributes', () => {
    const en = languageFaults(
      '<html lang="en"><body><p>Act (個人資料保護法)</p><p lang="zh-Hant">個人資料</p><img alt="首頁"><i title="Home"></i></body></html>',
    );
    expect(en).toEqual(['<p>: Chinese in an en context: "Act (個人資料保護法)"', '<img> alt: Chinese in an en context: "首頁"']);
    const zh = languageFaults(
      '<html lang="zh-Hant"><body><p>English</p><p lang="en">Switch to English</p><a aria-label="Home">首頁</a><b>中文</b></body></html>',
    );
    expect(zh).toEqual(['<p>: English in a zh context: "English"', '<a> aria-label: English in a zh context: "Home"']);
  });

  test('lets Chinese sentences carry names and acronyms, and words of no language pass unmarked', () => {
    const words = [
      'AI 助理',
      '使用 LINE 通知',
      'API',
      'LINE',
      'Cookie 政策',
      'CNC 1',
      'WO-4812',
      'US$149',
      'hello@example.com',
      'example.com',
    ];
    const html = `<html lang="zh-Hant"><body>${words.map((w) => `<p>${w}</p>`).join('')}</body></html>`;
    expect(languageFaults(html)).toEqual([]);
    // A name between the held words of a Chinese sentence, not one alone or at a sentence's edge.
    const held = '<span>送出</span> Do Not Track<span>（請勿追蹤）</span>';
    expect(languageFaults(`<html lang="zh-Hant"><body><p>${held}或</p></body></html>`)).toEqual([]);
    expect(languageFaults('<html lang="zh-Hant"><body><p><span>送出</span> Do Not Track</p></body></html>')).toEqual([
      '<p>: English in a zh context: "Do Not Track"',
    ]);
  });

  test('finds a mark naming a language its text is not in', () => {
    const html = '<html lang="zh-Hant"><body><span lang="zh-Hant">EN</span><span lang="en">中文</span></body></html>';
    expect(languageFaults(html)).toEqual([
      '<span> in lang="zh-Hant": marked zh-Hant but holds none of it: "EN"',
      '<span> in lang="en": marked en but holds none of it: "中文"',
      '<span> in lang="en": Chinese in an en context: "中文"',
    ]);
  });
});

const paths = [...PUBLIC_ROUTES.map((route) => route.path), '/no-such-page'];

describe('each page in each language marks the other language', () => {
  for (const lang of ['en', 'zh'] as const) {
    for (const path of paths) {
      const url = `${path}${lang === 'zh' ? '?lang=zh' : ''}`;
      test(url, async () => {
        const res = await site.call('GET', url);
        expect(res.status).toBe(path === '/no-such-page' ? 404 : 200);
        expect(res.text).toContain(`<html lang="${lang === 'zh' ? 'zh-Hant' : 'en'}"`);
        expect(languageFaults(res.text)).toEqual([]);
      });
    }
  }
});

/** A Chinese word added to an English text, as an administrator might name a place, a person or a law. */
const withChinese = (text: string) => `${text} 台北`;

test('every English text the administrator writes is marked where it holds Chinese, wherever it shows', async () => {
  const own = await startTestSite();
  try {
    const cookie = own.session();
    const write = async (method: string, path: string, body: unknown) =>
      expect({ path, status: (await own.call(method, path, { cookie, body })).status }).toEqual({ path, status: 200 });
    // Every page text (a blank one shows its built-in text, so the words are added to what shows).
    for (const [section, keys] of Object.entries(CONTENT_KEYS) as [Section, readonly string[]][]) {
      const tree = (await own.call('GET', `/api/content/${section}`)).json;
      for (const key of keys) {
        const shown: string = key.split('.').reduce((node, name) => node[name], tree).en;
        await write('POST', '/api/content', { section, key, enValue: withChinese(shown) });
      }
    }
    // Every English field of every entry of every list, and of every plan: texts and lists of texts alike.
    const english = (entry: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(entry).map(([name, value]) => [
          name,
          !name.endsWith('En') || !value ? value : Array.isArray(value) ? value.map(withChinese) : withChinese(String(value)),
        ]),
      );
    for (const list of ALL_LISTS)
      for (const entry of (await own.call('GET', listPath(list))).json) await write('PUT', `${listPath(list)}/${entry.id}`, english(entry));
    for (const id of PLAN_IDS) {
      const plan = (await own.call('GET', `/api/pricing-plans/${id}`)).json;
      await write('PUT', `/api/pricing-plans/${id}`, english(plan));
    }
    await write('POST', '/api/settings', { key: 'contactAddress', value: '台北市信義區信義路五段 7 號' });
    const faults: string[] = [];
    for (const path of paths) for (const fault of languageFaults((await own.call('GET', path)).text)) faults.push(`${path}: ${fault}`);
    expect(faults).toEqual([]);
  } finally {
    own.close();
  }
}, 60_000);
