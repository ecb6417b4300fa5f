// Server rendering of the public pages, read as a crawler or a phone without JavaScript would: status, <html lang>
// and the theme's head script, title, description, canonical and hreflang, social tags, the real data (no skeletons) and the
// state the browser hydrates from; the 404 page; the admin shell; PUBLIC_URL in the links.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Window } from 'happy-dom';
import { media } from '../../db/schema';
import { en, type Dictionary } from '../../web/i18n/en';
import { zh } from '../../web/i18n/zh';
import { THEME_SCRIPT, THEME_SCRIPT_SOURCE } from '../../web/server/theme-script';
import type { CaseStudy, CompanyValue, ContentTree, PricingPlan, Service } from '../contract';
import { startTestSite, type TestSite } from '../testing/harness';
import { displayWidth, SNIPPET_DISPLAY } from '../contract/display-width';
import { fitDescription } from '../../web/lib/page-snippet';

type Lang = 'en' | 'zh';
const DICT: Record<Lang, Dictionary> = { en, zh };
const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-Hant' };
const ROUTES = [
  { path: '/', page: 'home', section: 'home' },
  { path: '/services', page: 'services', section: 'services' },
  { path: '/pricing', page: 'pricing', section: 'pricing' },
  { path: '/contact', page: 'contact', section: 'contact' },
] as const;
/** How a visitor asks for a language: the query (crawlable alternates), the cookie the app sets, or nothing. */
const MODES: { name: string; lang: Lang; query: string; cookie?: string }[] = [
  { name: 'nothing', lang: 'en', query: '' },
  { name: '?lang=zh', lang: 'zh', query: '?lang=zh' },
  { name: 'the lang=zh cookie', lang: 'zh', query: '', cookie: 'lang=zh' },
  { name: '?lang=en over a zh cookie', lang: 'en', query: '?lang=en', cookie: 'lang=zh' },
  { name: '?lang=zh over an en cookie', lang: 'zh', query: '?lang=zh', cookie: 'lang=en' },
];

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
afterAll(() => window.close());

/** What a crawler reads from a page. */
function read(html: string) {
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
  const meta = (key: string) => attr(`meta[name="${key}"], meta[property="${key}"]`, 'content');
  const alternates: Record<string, string | null> = {};
  for (const link of doc.querySelectorAll('link[rel="alternate"][hreflang]'))
    alternates[link.getAttribute('hreflang')!] = link.getAttribute('href');
  const stateText = doc.querySelector('script#page-state')?.textContent;
  return {
    doc,
    lang: doc.documentElement.getAttribute('lang'),
    dark: doc.documentElement.classList.contains('dark'),
    title: doc.title,
    h1s: [...doc.querySelectorAll('h1')].map((h) => h.textContent.replace(/\s+/g, ' ').trim()),
    meta,
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates,
    stateType: attr('script#page-state', 'type'),
    state:
      stateText === undefined
        ? undefined
        : (JSON.parse(stateText) as {
            lang: Lang;
            theme: string;
            queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
          }),
    skeletons: doc.querySelectorAll('.skeleton').length,
    root: doc.getElementById('root')?.innerHTML ?? '',
    text: (selector = 'body') => doc.querySelector(selector)?.textContent.replace(/\s+/g, ' ').trim() ?? '',
  };
}

let site: TestSite;
const content: Partial<Record<string, ContentTree>> = {};
let services: Service[];
let caseStudies: CaseStudy[];
let plans: PricingPlan[];
let values: CompanyValue[];
beforeAll(async () => {
  site = await startTestSite();
  for (const route of ROUTES) content[route.section] = (await site.call('GET', `/api/content/${route.section}`)).json;
  services = (await site.call('GET', '/api/services')).json;
  caseStudies = (await site.call('GET', '/api/case-studies')).json;
  plans = (await site.call('GET', '/api/pricing-plans')).json;
  values = (await site.call('GET', '/api/company-values')).json;
});
afterAll(() => site.close());

const leaf = (section: string, key: 'title' | 'subtitle', lang: Lang) =>
  (content[section] as { hero: Record<string, Record<Lang, string>> }).hero[key]![lang];
const get = (path: string, cookie?: string, headers?: Record<string, string>) => site.call('GET', path, { cookie, headers });

describe('each public page in each way of asking for a language', () => {
  for (const route of ROUTES) {
    for (const mode of MODES) {
      test(`${route.path} with ${mode.name}: ${mode.lang}, complete head and real hero`, async () => {
        const t = DICT[mode.lang];
        const res = await get(`${route.path}${mode.query}`, mode.cookie);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        const page = read(res.text);
        expect(page.lang).toBe(HTML_LANG[mode.lang]);
        expect(page.dark).toBe(false);
        expect(page.h1s).toEqual([leaf(route.section, 'title', mode.lang)]);
        const title = `${t.pages[route.page]} - ${t.brand}`;
        expect(page.title).toBe(title);
        // The hero's subtitle, cut to what a search result shows (the English home's runs longer: its first clauses).
        const description = fitDescription(leaf(route.section, 'subtitle', mode.lang));
        expect(description.length).toBeGreaterThan(0);
        expect(displayWidth(description)).toBeLessThanOrEqual(SNIPPET_DISPLAY.description);
        expect(page.meta('description')).toBe(description);
        expect(page.doc.querySelectorAll('meta[name="description"]').length).toBe(1);
        // Without PUBLIC_URL the site knows no absolute address of its own: relative links, no og:url (decision 0026).
        // Each language at its own address; the bare path (x-default) lands on the visitor's choice (decision 0077).
        const english = `${route.path}?lang=en`;
        const chinese = `${route.path}?lang=zh`;
        const self = mode.lang === 'zh' ? chinese : english;
        expect(page.canonical).toBe(self);
        expect(page.alternates).toEqual({ en: english, 'zh-Hant': chinese, 'x-default': route.path });
        expect(page.meta('robots')).toBeNull();
        expect(page.meta('og:title')).toBe(title);
        expect(page.meta('og:description')).toBe(description);
        expect(page.meta('og:url')).toBeNull();
        expect(page.meta('og:locale')).toBe(mode.lang === 'zh' ? 'zh_TW' : 'en_US');
        expect(page.meta('twitter:card')).toBe('summary');
        expect(page.stateType).toBe('application/json');
        expect(page.state?.lang).toBe(mode.lang);
        expect(page.skeletons).toBe(0);
        expect(page.text('header')).toContain(t.brand);
        // The name is one line in both languages at every width (decision 0126): no two-line lockup any more.
        expect(page.doc.querySelector('header [data-lockup]')).toBeNull();
        expect(page.doc.querySelector('nav [aria-current="page"]')?.getAttribute('href')).toBe(self);
        // Every link to a page of the site stays in the page's language; the switch alone leads to the other, marked
        // as this page's alternate (a crawler keeping to one language can tell it apart).
        const links = [...page.doc.querySelectorAll('a[href^="/"], a[href^="?"]')];
        const own = links.filter((a) => a.getAttribute('rel') !== 'alternate').map((a) => a.getAttribute('href')!);
        expect(own.length).toBeGreaterThan(8);
        expect(own.filter((href) => new URL(href, 'http://site').searchParams.get('lang') !== mode.lang)).toEqual([]);
        const other = mode.lang === 'zh' ? 'en' : 'zh';
        const switches = links.filter((a) => a.getAttribute('rel') === 'alternate');
        expect(switches.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang')])).toEqual([
          [`${route.path}?lang=${other}`, HTML_LANG[other]],
        ]);
        // The company as search engines read it: Organization and WebSite, with the contact details the footer shows.
        const data = JSON.parse(page.doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
        expect(data['@context']).toBe('https://schema.org');
        const [organization, website] = data['@graph'] as Record<string, string>[];
        expect(organization).toMatchObject({ '@type': 'Organization', name: t.brand });
        for (const detail of [organization!.email, organization!.telephone, organization!.address]) {
          expect(detail?.length).toBeGreaterThan(3);
          expect(page.text('footer')).toContain(detail!);
        }
        expect(website).toMatchObject({ '@type': 'WebSite', name: t.brand, inLanguage: HTML_LANG[mode.lang] });
        // Its label is the other language's own word, marked as that language.
        expect(switches[0]!.querySelector('[lang]')?.getAttribute('lang')).toBe(HTML_LANG[other]);
      });
    }
  }
});

describe("each page's real data is in the HTML and in the state it hydrates from", () => {
  for (const lang of ['en', 'zh'] as const) {
    const query = lang === 'zh' ? '?lang=zh' : '';
    const pickText = (r: Record<string, unknown>, field: string) => r[`${field}${lang === 'zh' ? 'Zh' : 'En'}`] as string;

    test(`/services${query}: every service and case study, no skeletons`, async () => {
      const page = read((await get(`/services${query}`)).text);
      expect(services.length).toBeGreaterThan(0);
      const headings = [...page.doc.querySelectorAll('h3')].map((h) => h.textContent.trim());
      for (const service of services) {
        expect(headings).toContain(pickText(service, 'title'));
        expect(page.text()).toContain(pickText(service, 'description'));
      }
      const studies = caseStudies.length
        ? caseStudies.map((c) => pickText(c, 'title'))
        : DICT[lang].services.sampleCaseStudies.map((c) => c.title);
      for (const title of studies) expect(headings).toContain(title);
      expect(page.skeletons).toBe(0);
      expect(page.text()).not.toContain(DICT[lang].common.loading);
      const keys = page.state!.queries.queries.map((q) => JSON.stringify(q.queryKey));
      expect(keys).toEqual(expect.arrayContaining(['["content","services"]', '["services"]', '["case-studies"]']));
      expect(page.state!.queries.queries.find((q) => q.queryKey[0] === 'services')!.state.data).toEqual(services);
    });

    test(`/pricing${query}: the monthly tab selected and the three monthly prices`, async () => {
      const page = read((await get(`/pricing${query}`)).text);
      const monthly = plans.filter((p) => p.billing === 'monthly');
      expect(monthly.length).toBe(3);
      const cards = [...page.doc.querySelectorAll('#plans-panel > ul > li')];
      expect(cards.length).toBe(3);
      for (const [i, plan] of monthly.entries()) {
        expect(cards[i]!.querySelector('h3')?.textContent).toBe(lang === 'zh' ? plan.titleZh : plan.titleEn);
        expect(cards[i]!.textContent).toContain(`${plan.price}${DICT[lang].pricing.perMonth}`);
      }
      expect(page.doc.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(DICT[lang].pricing.monthly);
      expect(page.text()).toContain(DICT[lang].pricing.monthlyCaption);
      expect(page.skeletons).toBe(0);
    });

    test(`/contact${query}: the hero, the contact details and the form`, async () => {
      const page = read((await get(`/contact${query}`)).text);
      expect(page.h1s).toEqual([leaf('contact', 'title', lang)]);
      expect(page.text('main')).toContain(DICT[lang].contact.form.title);
      expect(page.text('main')).toContain(DICT[lang].contact.servicesTitle);
      const info = (await site.call('GET', '/api/settings/contact-info')).json as { phone: string; email: string };
      expect(page.text('main')).toContain(info.email || DICT[lang].contact.fallback.email);
      expect(page.doc.querySelectorAll('form textarea').length).toBe(1);
    });

    test(`/${query}: the company values`, async () => {
      const page = read((await get(`/${query}`)).text);
      const titles = values.length ? values.map((v) => pickText(v, 'title')) : DICT[lang].home.defaultValues.map((v) => v.title);
      for (const title of titles) expect(page.text('main')).toContain(title);
    });
  }
});

describe('pictures of services and case studies are in the server HTML, in the page language', () => {
  let own: TestSite;
  const withoutImage = { services: 0, caseStudies: 0 };
  const path = `/media/${'ab'.repeat(32)}.png`;
  const alt = {
    en: { service: 'Two database diagrams joined by arrows', study: 'A warehouse aisle' },
    zh: { service: '以箭頭相連的兩張資料庫圖', study: '倉庫走道' },
  };
  beforeAll(async () => {
    own = await startTestSite();
    // Stored as an upload would be (the upload route is not what this tests); the lists copy its size from here.
    own.db
      .insert(media)
      .values({ sha256: 'ab'.repeat(32), type: 'image/png', width: 1200, height: 750, size: 4, bytes: Buffer.from('test') })
      .run();
    const cookie = own.session();
    const image = { imagePath: path };
    const first = (await own.call('GET', '/api/services')).json[0] as Service;
    const put = await own.call('PUT', `/api/services/${first.id}`, {
      cookie,
      body: { ...first, ...image, imageAltEn: alt.en.service, imageAltZh: alt.zh.service },
    });
    expect(put.status).toBe(200);
    const study = {
      titleEn: 'Warehouse',
      titleZh: '倉庫',
      descriptionEn: 'Aisles.',
      descriptionZh: '走道。',
      industryEn: 'Logistics',
      industryZh: '物流',
    };
    const post = await own.call('POST', '/api/case-studies', {
      cookie,
      body: { ...study, ...image, imageAltEn: alt.en.study, imageAltZh: alt.zh.study },
    });
    expect(post.status).toBe(201);
    for (const list of ['services', 'caseStudies'] as const)
      withoutImage[list] = (await own.call('GET', list === 'services' ? '/api/services' : '/api/case-studies')).json.filter(
        (e: Service) => !e.imagePath,
      ).length;
    expect(withoutImage.services).toBeGreaterThan(0);
    expect(withoutImage.caseStudies).toBeGreaterThan(0);
  });
  afterAll(() => own.close());

  for (const lang of ['en', 'zh'] as const) {
    test(`/services${lang === 'zh' ? '?lang=zh' : ''}: each img with src, stored size and ${lang} alt; only the first service's loads at once`, async () => {
      const page = read((await own.call('GET', `/services${lang === 'zh' ? '?lang=zh' : ''}`)).text);
      const imgs = [...page.doc.querySelectorAll('main img')].map((img) =>
        Object.fromEntries(['src', 'width', 'height', 'alt', 'loading', 'decoding'].map((name) => [name, img.getAttribute(name)])),
      );
      const common = { src: path, width: '1200', height: '750', decoding: 'async' };
      expect(imgs.filter((img) => img.src === path)).toEqual([
        { ...common, alt: alt[lang].service, loading: 'eager' },
        { ...common, alt: alt[lang].study, loading: 'lazy' },
      ]);
      // A client story without its own picture shows its drawn scene, not its page's cover (decision 0143: one level of
      // detail in the list; the screens are the story pages'): no cropped screen, no other picture.
      expect(page.doc.querySelectorAll('main .screen-crop').length).toBe(0);
      expect(imgs.filter((img) => img.src !== path)).toEqual([]);
      // Every other service has its line icon over "How we work on it" instead (decision 0250: home's drawings are gone
      // from /services), every other case study a line icon for its topic (decision 0179); both decorative, in the
      // server HTML too. The one drawing left is the lead story's chat, beside it when it has no picture of its own.
      const serviceIcons = [...page.doc.querySelectorAll('main .method-icon')];
      expect(serviceIcons.length).toBe(withoutImage.services);
      const icons = [...page.doc.querySelectorAll('main [data-topic]')];
      expect(icons.length).toBe(withoutImage.caseStudies);
      expect([...serviceIcons, ...icons].every((visual) => visual.getAttribute('aria-hidden') === 'true')).toBe(true);
      const drawn = [...page.doc.querySelectorAll('main [data-visual]')].map((visual) => visual.getAttribute('data-visual'));
      expect(drawn.length <= 1 && drawn.every((kind) => kind === 'chat')).toBe(true);
    });
  }
});

describe('theme', () => {
  // One page for every theme (decision 0070): rendered light, with the head script (the one inline script, allowed by
  // its hash) that paints the stored choice before the first paint. e2e/shared-cache.test.ts watches it in Chromium.
  for (const cookie of ['theme=dark', 'theme=light', 'theme=system', 'theme=purple', undefined]) {
    test(`${cookie ?? 'no theme cookie'}: the same page as with no cookie, no dark class, the head script first`, async () => {
      for (const path of ['/', '/pricing?lang=zh', '/no-such-page']) {
        const res = await get(path, cookie);
        const page = read(res.text);
        expect(page.dark).toBe(false);
        expect(page.state?.theme).toBe('light');
        expect(res.text).toBe((await get(path)).text);
        expect(res.text).toContain(`<head><script>${THEME_SCRIPT}</script>`);
        expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${THEME_SCRIPT_SOURCE}`);
      }
    });
  }

  test('the language cookie still chooses: <html lang="zh-Hant"> as the very first tag', async () => {
    const res = await get('/services', 'lang=zh; theme=dark');
    expect(res.text).toMatch(/^<!doctype html>\s*<html lang="zh-Hant">/i);
  });
});

describe('the 404 page', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`an unknown path in ${lang}: 404, "Page Not Found" H1 and title, noindex, no canonical or alternates`, async () => {
      const t = DICT[lang];
      const res = await get(`/no/such/page${lang === 'zh' ? '?lang=zh' : ''}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      const page = read(res.text);
      expect(page.lang).toBe(HTML_LANG[lang]);
      expect(page.h1s).toEqual([t.notFound.title]);
      expect(page.title).toBe(`${t.pages.notFound} - ${t.brand}`);
      expect(page.meta('robots')).toContain('noindex');
      expect(page.canonical).toBeNull();
      expect(page.alternates).toEqual({});
      expect(page.meta('description')).toBe(t.notFound.body);
      expect(page.state?.lang).toBe(lang);
    });
  }
});

describe('the admin area: the client-rendered shell', () => {
  for (const path of ['/admin', '/admin/dashboard', '/admin/dashboard/messages']) {
    test(`GET ${path}: 200, empty root, no page state, no public page head`, async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const page = read(res.text);
      expect(page.root).toBe('');
      expect(page.state).toBeUndefined();
      expect(page.h1s).toEqual([]);
      expect(page.canonical).toBeNull();
      expect(page.doc.querySelector('script[type="module"][src]')).not.toBeNull();
      // No PUBLIC_URL: no address for the sign-in page to link to (decision 0257).
      expect(page.meta('site-address')).toBeNull();
    });
  }
});

test('text that looks like markup in the content stays text: escaped in the H1, head and the state script', async () => {
  const cookie = site.session();
  const hostile = 'Fast </script><script>alert(1)</script> "quoted" & <b>bold</b>';
  const saved = await site.call('POST', '/api/content', { cookie, body: { section: 'pricing', key: 'hero.title', enValue: hostile } });
  expect(saved.status).toBe(200);
  await site.call('POST', '/api/content', { cookie, body: { section: 'pricing', key: 'hero.subtitle', enValue: hostile } });
  const res = await get('/pricing');
  expect(res.text).not.toContain('<script>alert(1)</script>');
  expect(res.text).not.toContain('<b>bold</b>');
  const page = read(res.text);
  expect(page.h1s).toEqual([hostile]);
  expect(page.meta('description')).toBe(hostile);
  // The only inline script is the theme's own, word for word: nothing from the texts became one.
  const inline = [...page.doc.querySelectorAll('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')];
  expect(inline.map((script) => script.textContent)).toEqual([THEME_SCRIPT]);
  const tree = page.state!.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["content","pricing"]')!.state.data as ContentTree;
  expect((tree.hero as Record<string, Record<Lang, string>>).title!.en).toBe(hostile);
});

describe('with PUBLIC_URL', () => {
  let pub: TestSite;
  beforeAll(async () => (pub = await startTestSite({ PUBLIC_URL: 'https://www.example.com' })));
  afterAll(() => pub.close());

  test('the admin shell names the public address, reached by a loopback address too (the sign-in page links there)', async () => {
    const page = read((await pub.call('GET', '/admin', { headers: { host: '127.0.0.1:3000' } })).text);
    expect(page.meta('site-address')).toBe('https://www.example.com');
  });

  test('another host is refused (421); reached by a loopback address, canonical, alternates and og:url use PUBLIC_URL', async () => {
    expect((await pub.call('GET', '/pricing', { headers: { host: 'other.example:8080' } })).status).toBe(421);
    for (const [path, lang] of [
      ['/pricing', 'en'],
      ['/contact?lang=zh', 'zh'],
    ] as const) {
      const page = read((await pub.call('GET', path, { headers: { host: '127.0.0.1:3000' } })).text);
      const plain = `https://www.example.com${path.replace('?lang=zh', '')}`;
      const self = `${plain}?lang=${lang}`;
      expect(page.canonical).toBe(self);
      expect(page.meta('og:url')).toBe(self);
      expect(page.alternates).toEqual({ en: `${plain}?lang=en`, 'zh-Hant': `${plain}?lang=zh`, 'x-default': plain });
      expect(page.doc.documentElement.outerHTML).not.toContain('127.0.0.1');
    }
  });
});

test("a Chinese page's state carries the cut of each Chinese text it phrased, exactly as rendered; an English page none", async () => {
  for (const route of ROUTES) {
    const zhPage = read((await get(`${route.path}?lang=zh`)).text);
    const phrases = (zhPage.state as unknown as { phrases?: Record<string, number[]> }).phrases ?? {};
    const texts = Object.keys(phrases);
    expect({ path: route.path, some: texts.length > 3 }).toEqual({ path: route.path, some: true });
    // The hero's title is among them, and each cut is the <wbr>s the markup has: lengths that rebuild the text.
    expect(texts).toContain(leaf(route.section, 'title', 'zh'));
    // A paragraph's tail is sent under its text after a newline (web/lib/phrases.ts TAIL_KEY), apart from its phrases.
    for (const [key, lengths] of Object.entries(phrases)) expect(lengths.reduce((a, b) => a + b, 0)).toBe(key.replace(/^\n/, '').length);
    const h1 = zhPage.doc.querySelector('h1')!;
    expect(h1.querySelectorAll('wbr').length).toBe(phrases[leaf(route.section, 'title', 'zh')]!.length - 1);
    const enPage = read((await get(route.path)).text);
    expect((enPage.state as unknown as { phrases?: unknown }).phrases).toBeUndefined();
  }
});

test("texts with $' $& $` in them are written into the page as typed: the page state parses and the head is intact", async () => {
  const own = await startTestSite();
  try {
    const cookie = own.session();
    const title = "Pay what it's worth: $' nothing more $& $`";
    expect((await own.call('POST', '/api/content', { cookie, body: { section: 'home', key: 'hero.title', enValue: title } })).status).toBe(
      200,
    );
    const snippet = {
      titleEn: 'Websites from $` a month',
      titleZh: '',
      descriptionEn: "Only $' and $&",
      descriptionZh: '',
      imagePath: null,
    };
    expect((await own.call('PUT', '/api/page-snippets/home', { cookie, body: snippet })).status).toBe(200);
    const page = read((await own.call('GET', '/')).text);
    expect(page.h1s).toEqual([title]);
    expect(page.title).toBe(snippet.titleEn);
    expect(page.meta('description')).toBe(snippet.descriptionEn);
    expect(page.state?.lang).toBe('en'); // parsed: the state script was not cut short
    expect(page.doc.querySelectorAll('#root').length).toBe(1);
  } finally {
    own.close();
  }
});
