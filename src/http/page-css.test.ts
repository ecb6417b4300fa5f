// What a phone on a slow link gets with a public page: the stylesheet's rules that page draws with, inlined, much less
// than the whole sheet yet never missing a rule one of its elements needs; the whole sheet named for later; and the web
// font, preloaded and served as an immutable file the security policy allows.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { PUBLIC_PATHS } from '../../web/server';
import { startTestSite, type TestSite } from '../testing/harness';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 60_000);
afterAll(() => site.close());

const get = (path: string, cookie?: string) => site.call('GET', path, { cookie });

/** A class name as a selector spells it: `sm\:px-6`, `\32 xl\:p-4` (written here apart from web/server/page-css.ts). */
const unescapeClass = (raw: string) =>
  raw.replace(/\\([0-9a-f]{1,6} ?|.)/gi, (_, e: string) => (/^[0-9a-f]/i.test(e) ? String.fromCodePoint(parseInt(e, 16)) : e));

/** A selector list cut at its top-level commas (`.group:is([open],:open) .x` is one selector). */
const topLevel = (list: string) => {
  const parts = [''];
  let depth = 0;
  for (const c of list) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (c === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += c;
  }
  return parts;
};

/** Every innermost rule of a stylesheet (`selectors{declarations}`, inside @media or not) with the classes each selector names. */
function rulesOf(css: string) {
  return (
    [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
      // At-rules' own blocks, and the steps of @keyframes (`0%,to{…}`), are not selector rules.
      .filter(([, prelude]) => !/^(@|((from|to|[\d.]+%),?)+$)/.test(prelude!.trim()))
      .map(([text, prelude, body]) => ({
        text: text!.trim(),
        /** Each selector as written, and the declarations, braces included. */
        parts: topLevel(prelude!.trim()),
        body: `{${body}}`,
        // Classes inside :where()/:not() need not be there; the sheet names classes that way only in :where(.space-y-N>…).
        selectors: topLevel(prelude!).map((s) =>
          [...s.replace(/:(where|not)\([^)]*\)/g, '').matchAll(/\.((?:\\[0-9a-f]{1,6} ?|\\.|[\w-])+)/gi)].map((m) => unescapeClass(m[1]!)),
        ),
      }))
  );
}

/** The classes of every element of the page, <html> included. */
const classesOf = (html: string) =>
  new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) =>
      m[1]!
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .split(/\s+/)
        .filter(Boolean),
    ),
  );

describe('each public page inlines the rules it draws with', () => {
  let full: string;
  let fullHref: string;
  beforeAll(async () => {
    const shell = (await get('/admin')).text;
    fullHref = /<link rel="stylesheet" crossorigin href="(\/public-[^"]+\.css)">/.exec(shell)![1]!;
    full = (await get(fullHref)).text;
  });

  for (const path of PUBLIC_PATHS) {
    for (const lang of ['en', 'zh'] as const) {
      test(`${path} in ${lang}: much less than the whole sheet, with every rule its classes select, for either theme`, async () => {
        const html = (await get(`${path}${lang === 'zh' ? '?lang=zh' : ''}`)).text;
        // One page for every theme (decision 0070): the head script paints the chosen one before the first paint.
        expect((await get(`${path}${lang === 'zh' ? '?lang=zh' : ''}`, 'theme=dark')).text).toBe(html);
        // Two <style>s: the web font's faces, whole (the app never links them again), then the page's rules.
        const styles = [...html.matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1]!);
        const [faces, inlined] = [styles[0]!, styles[1]!];
        expect([styles.length, faces.match(/@font-face\{/g)?.length, faces.replace(/@font-face\{[^}]*\}/g, '').trim()]).toEqual([2, 3, '']);
        // The face is declared once on the page: the linked sheet does not declare it again (a second one, loaded at
        // once from the cache, swapped the font in over a page drawn in the fallback).
        expect(full).not.toContain('@font-face');
        // Well under the whole sheet (the sheet's icons say their shared declarations once, so an icon a page does not
        // show weighs little in it either: home, the fullest page, inlines about two thirds).
        expect(inlined.length).toBeLessThan(full.length * 0.7);
        expect(html).toContain(`"stylesheets":["${fullHref}"]`);

        // Walk the classes: every rule of the whole sheet that one of the page's elements matches by its classes (a
        // dark rule, as any page may turn dark) is in the inlined CSS, word for word.
        const classes = classesOf(html);
        classes.add('dark');
        const used = rulesOf(full).filter((rule) => rule.selectors.some((names) => names.length > 0 && names.every((c) => classes.has(c))));
        expect(used.length).toBeGreaterThan(100);
        // Word for word, but for a selector list's selectors the page's classes cannot match (the icons' shared rule).
        const asInlined = (rule: ReturnType<typeof rulesOf>[number]) =>
          `${rule.parts.filter((_, i) => rule.selectors[i]!.every((c) => classes.has(c))).join(',')}${rule.body}`;
        expect(used.filter((rule) => !inlined.includes(asInlined(rule))).map((rule) => rule.text.slice(0, 120))).toEqual([]);
        // And the rules that select no class (the reset, the theme's variables) all come along.
        const bare = rulesOf(full).filter((rule) => rule.selectors.every((names) => names.length === 0));
        expect(bare.filter((rule) => !inlined.includes(rule.text)).map((rule) => rule.text.slice(0, 120))).toEqual([]);
        // Nothing for classes the page does not carry: the admin's icons.
        expect(inlined).not.toContain('.i-lucide-trash-2');
        // Every page may turn dark: it carries the dark palette (the tokens' html.dark variables), once.
        const darkOnly = rulesOf(inlined).filter((rule) => rule.selectors.every((names) => names.includes('dark')));
        expect(darkOnly.filter((rule) => rule.text.includes('--c-bg:')).length).toBe(1);
        // Each inlined rule is one of the sheet's (or a list of its selectors, fewer), in the sheet's order: linking
        // the sheet after them changes nothing.
        const sheet = rulesOf(full);
        let at = 0;
        for (const rule of rulesOf(inlined)) {
          const found = sheet.findIndex((r, i) => i >= at && r.body === rule.body && rule.parts.every((part) => r.parts.includes(part)));
          expect(found).toBeGreaterThanOrEqual(0);
          at = found + 1;
        }
        expect(inlined).not.toContain('.i-lucide-trash-2,');
      });
    }
  }
});

describe('the web font', () => {
  test('preloaded by every page, served as an immutable woff2 (not compressed again), named by the stylesheet, allowed by CSP', async () => {
    const page = await get('/');
    const href = /<link rel="preload" as="font" type="font\/woff2" crossorigin href="(\/geist-[0-9a-z]+\.woff2)">/.exec(page.text)?.[1];
    expect(href).toBeDefined();
    expect(page.headers.get('content-security-policy')).toContain("font-src 'self'");
    const [faces, inlined] = [...page.text.matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1]!);
    expect(faces).toContain(`font-family:Geist;font-style:normal;font-weight:100 900;font-display:optional;src:url(${href})format(woff2)`);
    expect(faces).toMatch(/@font-face\{font-family:Geist Fallback;font-weight:400;src:local\(Arial\)[^}]*size-adjust:/);
    expect(inlined).toContain('--font-sans:"Geist","Geist Fallback",');

    const font = await site.app.handle(new Request(`http://localhost${href}`, { headers: { 'accept-encoding': 'br, gzip' } }));
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(font.headers.get('content-encoding')).toBeNull();
    const bytes = new Uint8Array(await font.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('wOF2');
    // The subset: well under the 29 KB of the package's whole Latin file.
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(27_000);
  });

  test("the Markdown editor's Geist Mono: in the admin's stylesheet alone, never named by a public page (decision 0214)", async () => {
    for (const path of ['/', '/blog', '/pricing?lang=zh']) expect((await get(path)).text).not.toContain('geist-mono');
    const admin = (await get('/admin')).text;
    const sheet = /<link rel="stylesheet" crossorigin href="(\/admin-[^"]+\.css)" data-admin>/.exec(admin)?.[1];
    expect(sheet).toBeDefined();
    const css = (await get(sheet!)).text;
    const href =
      /@font-face\{font-family:Geist Mono;font-style:normal;font-weight:400;font-display:swap;src:url\((\/geist-mono-[0-9a-f]+\.woff2)\)/.exec(
        css,
      )?.[1];
    expect(href).toBeDefined();
    const font = await site.app.handle(new Request(`http://localhost${href}`));
    expect(font.headers.get('content-type')).toBe('font/woff2');
    // One weight, Latin only: a few KB.
    expect((await font.arrayBuffer()).byteLength).toBeLessThan(12_000);
  });
});
