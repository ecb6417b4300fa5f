// What a search engine reads first: robots.txt and the sitemap with its language alternates; and that a hostile
// Host header never reaches robots.txt, the sitemap or a page's canonical link unescaped.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Window } from 'happy-dom';
import { startTestSite, type TestSite } from '../testing/harness';
import { SEED_ARTICLES } from '../../db/seed-journal';
import { SEED_STORIES } from '../../db/seed-work';

const PATHS = ['/', '/services', '/pricing', '/contact', '/privacy'];
/** Every page the sitemap lists on a new site: the fixed ones, the journal and its first articles. */
const LISTED = [
  ...PATHS,
  '/blog',
  ...SEED_ARTICLES.map((article) => `/blog/${article.slug}`),
  '/work',
  ...SEED_STORIES.map((story) => `/work/${story.slug}`),
];
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});
afterAll(() => window.close());

let site: TestSite;
let pub: TestSite;
beforeAll(async () => {
  site = await startTestSite();
  pub = await startTestSite({ PUBLIC_URL: 'https://www.example.com' });
});
afterAll(() => {
  site.close();
  pub.close();
});

/** Whether robots.txt lets any crawler fetch a path: the longest matching rule of the `*` group wins, Allow on a tie. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(allow|disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((m) => m?.[2])
    .map((m) => ({ allow: m![1]!.toLowerCase() === 'allow', prefix: m![2]! }));
  const matching = rules
    .filter((r) => path.startsWith(r.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

type Entry = { loc: string; links: { rel: string | null; hreflang: string | null; href: string | null }[] };
/** Parses the sitemap as XML (failing on any error) and lists its URLs with their language alternates. */
function parseSitemap(xml: string): Entry[] {
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror').length).toBe(0);
  // An ampersand is always an entity in XML (the parser above lets a raw one in an attribute through).
  expect(xml.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, '')).not.toContain('&');
  const root = doc.documentElement;
  expect([root.localName, root.namespaceURI]).toEqual(['urlset', SITEMAP_NS]);
  expect(root.getAttribute('xmlns:xhtml')).toBe(XHTML_NS);
  return [...root.children].map((url) => {
    expect([url.localName, url.namespaceURI]).toEqual(['url', SITEMAP_NS]);
    const locs = [...url.children].filter((c) => c.localName === 'loc');
    expect(locs.length).toBe(1);
    const links = [...url.children].filter((c) => c.namespaceURI === XHTML_NS);
    expect(links.every((l) => l.localName === 'link')).toBe(true);
    return {
      loc: locs[0]!.textContent.trim(),
      links: links.map((l) => ({ rel: l.getAttribute('rel'), hreflang: l.getAttribute('hreflang'), href: l.getAttribute('href') })),
    };
  });
}

const pageHead = (html: string) => {
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const alternates: Record<string, string | null> = {};
  for (const link of doc.querySelectorAll('link[rel="alternate"][hreflang]'))
    alternates[link.getAttribute('hreflang')!] = link.getAttribute('href');
  return {
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates,
    ogUrl: doc.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
  };
};

describe('/robots.txt', () => {
  test('allows the public site, disallows /admin and /api/, names the sitemap by absolute URL', async () => {
    const res = await site.call('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = res.text.split('\n').map((l) => l.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
    for (const path of [...PATHS, '/?lang=zh', '/pricing?lang=zh', '/sitemap.xml', '/index-abc123.js'])
      expect([path, allowed(res.text, path)]).toEqual([path, true]);
    for (const path of ['/admin', '/admin/dashboard', '/admin/dashboard/messages', '/api/services', '/api/content/home'])
      expect([path, allowed(res.text, path)]).toEqual([path, false]);
  });

  test('with PUBLIC_URL the sitemap line uses it', async () => {
    expect((await pub.call('GET', '/robots.txt', { headers: { host: 'other.example' } })).status).toBe(421);
    const res = await pub.call('GET', '/robots.txt', { headers: { host: 'localhost:3000' } });
    expect(res.text).toContain('Sitemap: https://www.example.com/sitemap.xml\n');
    expect(res.text).not.toContain('localhost');
  });
});

describe('/sitemap.xml', () => {
  test('valid XML with the xhtml namespace: one <url> per public page, the journal and each article, Work and each story, in each language, each with en, zh-Hant and x-default', async () => {
    const res = await site.call('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/xml/);
    expect(res.text).toStartWith('<?xml version="1.0" encoding="UTF-8"?>');
    const entries = parseSitemap(res.text);
    // Each page at its address in each language; the bare path (x-default) lands on the visitor's choice.
    // A new site's journal and its three first articles, and its two client stories' pages, published in both
    // languages (db/seed-journal.ts, db/seed-work.ts).
    const expected = LISTED.flatMap((p) => [`http://localhost${p}?lang=en`, `http://localhost${p}?lang=zh`]);
    expect(entries.map((e) => e.loc).sort()).toEqual(expected.sort());
    for (const entry of entries) {
      const path = new URL(entry.loc).pathname;
      expect(entry.links).toEqual([
        { rel: 'alternate', hreflang: 'en', href: `http://localhost${path}?lang=en` },
        { rel: 'alternate', hreflang: 'zh-Hant', href: `http://localhost${path}?lang=zh` },
        { rel: 'alternate', hreflang: 'x-default', href: `http://localhost${path}` },
      ]);
    }
    expect(res.text).not.toContain('/admin');
    expect(res.text).not.toContain('/api');
  });

  test('every URL in it answers 200 with itself as canonical and the same alternates as the sitemap', async () => {
    for (const entry of parseSitemap((await site.call('GET', '/sitemap.xml')).text)) {
      const url = new URL(entry.loc);
      const res = await site.call('GET', `${url.pathname}${url.search}`);
      expect([entry.loc, res.status]).toEqual([entry.loc, 200]);
      // Without PUBLIC_URL the page names itself relatively: resolved against its own address, the sitemap's URLs.
      const head = pageHead(res.text);
      const resolved = (link: string | null) => link && new URL(link, entry.loc).href;
      expect(resolved(head.canonical)).toBe(entry.loc);
      expect(Object.fromEntries(Object.entries(head.alternates).map(([lang, href]) => [lang, resolved(href)]))).toEqual(
        Object.fromEntries(entry.links.map((l) => [l.hreflang, l.href])),
      );
    }
  });

  test('with PUBLIC_URL every URL uses it', async () => {
    const entries = parseSitemap((await pub.call('GET', '/sitemap.xml', { headers: { host: 'localhost:3000' } })).text);
    expect(entries.length).toBe(LISTED.length * 2);
    const urls = entries.flatMap((e) => [e.loc, ...e.links.map((l) => l.href!)]);
    expect(urls.every((u) => u.startsWith('https://www.example.com/'))).toBe(true);
  });
});

describe('the Host header', () => {
  const noSitemap = async (headers: Record<string, string>) => {
    const res = await site.call('GET', '/sitemap.xml', { headers });
    expect([res.status, res.json?.error?.code]).toEqual([404, 'not_found']);
    expect(res.json.error.message).toContain('PUBLIC_URL');
    return res.text;
  };

  test('without PUBLIC_URL another host gets relative links, a robots.txt without a sitemap, and a sitemap 404 naming PUBLIC_URL', async () => {
    const headers = { host: 'www.other.test:8080' };
    const robots = (await site.call('GET', '/robots.txt', { headers })).text;
    expect(robots).not.toContain('Sitemap:');
    expect(robots).toContain('Disallow: /admin');
    await noSitemap(headers);
    const head = pageHead((await site.call('GET', '/services', { headers })).text);
    expect(head).toEqual({
      canonical: '/services?lang=en',
      alternates: { en: '/services?lang=en', 'zh-Hant': '/services?lang=zh', 'x-default': '/services' },
      ogUrl: null,
    });
  });

  test('host squatting: made-up Hosts right after a start never reach what later visitors get', async () => {
    const fresh = await startTestSite();
    try {
      for (let i = 0; i < 12; i++) {
        const headers = { host: `squat${i}.attacker.example` };
        for (const path of ['/healthz', '/', '/services?lang=zh', '/robots.txt', '/sitemap.xml'])
          await fresh.call('GET', path, { headers });
      }
      const bodies = await Promise.all(
        ['/', '/services', '/pricing?lang=zh', '/contact', '/robots.txt', '/sitemap.xml'].map(
          async (path) => (await fresh.call('GET', path)).text,
        ),
      );
      for (const body of bodies) expect(body).not.toContain('attacker.example');
      expect(bodies.at(-2)).toContain('Sitemap: http://localhost/sitemap.xml');
    } finally {
      fresh.close();
    }
  });

  const hostile = [
    'evil.example"><x',
    '<script>alert(1)</script>',
    'evil.example/<x>',
    'user@evil.example',
    'evil.example?"x',
    "evil.example' onload='x",
  ];
  for (const host of hostile) {
    test(`Host ${JSON.stringify(host)}: never in robots.txt, the sitemap or a page; relative links instead`, async () => {
      // The test only means something if the header reaches the app as sent.
      expect(new Request('http://localhost/', { headers: { host } }).headers.get('host')).toBe(host);
      const headers = { host };
      const robots = (await site.call('GET', '/robots.txt', { headers })).text;
      expect(robots).not.toContain('Sitemap:');
      const sitemap = await noSitemap(headers);
      for (const path of ['/', '/pricing?lang=zh', '/no-such-page']) {
        const page = await site.call('GET', path, { headers });
        const head = pageHead(page.text);
        if (path !== '/no-such-page') expect(head.canonical).toStartWith('/');
        for (const link of [head.canonical, head.ogUrl, ...Object.values(head.alternates)]) if (link) expect(link).toStartWith('/');
        for (const body of [robots, sitemap, page.text]) {
          expect(body).not.toContain('evil.example');
          expect(body).not.toContain('"><x');
          expect(body).not.toContain('<x>');
          expect(body).not.toContain('alert(1)');
        }
      }
    });
  }

  test('a request with another Host does not change the page cached for everyone else', async () => {
    await site.call('GET', '/contact', { headers: { host: 'attacker.test' } });
    await site.call('GET', '/contact', { headers: { 'x-forwarded-host': 'attacker.test', 'x-forwarded-proto': 'https' } });
    const plain = await site.call('GET', '/contact');
    expect(pageHead(plain.text).canonical).toBe('/contact?lang=en');
    expect(plain.text).not.toContain('attacker.test');
  });
});
