// The built stylesheet draws every icon a company value may use: those icons are named by data, not by the source,
// so only the config's safelist puts them in; a misspelled or forgotten one would be a blank circle on the home page.
// And a stylesheet holds only what the files it is made from name: the public one leaves the admin's icons out.
import { expect, test } from 'bun:test';
import { createGenerator } from '@unocss/core';
import { join } from 'node:path';
import { VALUE_ICONS } from '../../src/contract/constants';
import { ALL_LISTS } from '../../src/contract/lists';
import { compactIcons, generateCss, webSources } from './generate-css';
import { unoConfig } from './uno.config';

/** Classes that have a rule drawing an icon (a body holding the SVG), from minified CSS. */
function iconClasses(css: string): Set<string> {
  const found = new Set<string>();
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!body!.includes('url(')) continue;
    for (const selector of selectors!.split(',')) {
      const name = /^\s*\.([\w-]+)\s*$/.exec(selector)?.[1];
      if (name) found.add(name);
    }
  }
  return found;
}

const missing = (css: string, classes: readonly string[]) => classes.filter((c) => !iconClasses(css).has(c));

test('the stylesheet the build generates has an icon rule for every icon of VALUE_ICONS', async () => {
  expect(VALUE_ICONS.length).toBeGreaterThanOrEqual(24);
  expect(missing(await generateCss(await webSources()), VALUE_ICONS)).toEqual([]);
});

test('the admin stylesheet draws every list’s row sign, said in its descriptor, and a public page’s does not carry them', async () => {
  const signs = ALL_LISTS.flatMap((list) => ('sign' in list && list.sign ? [list.sign] : []));
  expect(signs).toContain('i-lucide-briefcase');
  expect(missing(await generateCss(await webSources()), signs)).toEqual([]);
  expect(missing(await generateCss([join(import.meta.dir, '..', 'pages', 'home.tsx')]), ['i-lucide-briefcase'])).toEqual([
    'i-lucide-briefcase',
  ]);
});

test('that comes from the safelist, not from the source happening to mention an icon', async () => {
  const uno = await createGenerator(unoConfig);
  expect(missing((await uno.generate('', { minify: true })).css, VALUE_ICONS)).toEqual([]);
});

test('the check itself: a misspelled icon and one left out of the safelist get no rule', async () => {
  const uno = await createGenerator({ ...unoConfig, safelist: ['i-lucide-sparkels', 'i-lucide-rocket'] });
  const css = (await uno.generate('', { minify: true })).css;
  expect(missing(css, ['i-lucide-sparkels', 'i-lucide-rocket', 'i-lucide-star'])).toEqual(['i-lucide-sparkels', 'i-lucide-star']);
});

test('a stylesheet holds the icons of the files it is made from and the safelist, not those of other files', async () => {
  const webDir = join(import.meta.dir, '..');
  const home = await generateCss([join(webDir, 'pages', 'home.tsx')]);
  expect(missing(home, ['i-lucide-arrow-right', ...VALUE_ICONS])).toEqual([]);
  expect(missing(home, ['i-lucide-trash-2'])).toEqual(['i-lucide-trash-2']);
  const everything = await generateCss(await webSources());
  expect(missing(everything, ['i-lucide-arrow-right', 'i-lucide-trash-2'])).toEqual([]);
});

test('icons say their shared declarations once and their SVGs carry no CSS-only attributes; each is drawn as UnoCSS draws it', async () => {
  const uno = await createGenerator(unoConfig);
  const names = ['i-lucide-plus', 'i-lucide-rocket', 'i-lucide-star'];
  const plain = (await uno.generate(names.join(' '), { minify: true })).css;
  const compact = compactIcons(plain);
  expect(plain.split('-webkit-mask:var(--un-icon)').length - 1).toBeGreaterThanOrEqual(3);
  expect(compact.split('-webkit-mask:var(--un-icon)').length - 1).toBe(1);
  expect(plain).toContain("display='inline-block'");
  expect(compact).not.toMatch(/(display|vertical-align|flex-shrink)='/);
  expect(compact.length).toBeLessThan(plain.length - 3 * 250);
  // Every icon's declarations, gathered from whichever rules name it, are UnoCSS's own (SVG attributes aside).
  const declarations = (css: string, name: string) =>
    [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
      .filter(([, selectors]) => selectors!.split(',').some((s) => s.trim() === `.${name}`))
      .flatMap(([, , body]) => body!.replace(/ (display|vertical-align|flex-shrink)='[^']*'/g, '').split(';'))
      .sort();
  for (const name of names) expect(declarations(compact, name)).toEqual(declarations(plain, name));
});

test('focus is drawn in the neutral focus token, never the accent, and in the error red only on an invalid field; only an invalid field gets a bad border', async () => {
  const uno = await createGenerator(unoConfig);
  const css = (await uno.generate('<input class="field"><a class="link"></a><button class="btn"></button>', { minify: true })).css;
  const focusRules = [...css.matchAll(/([^{}]*:focus-visible[^{}]*)\{([^{}]*outline-color[^{}]*)\}/g)].map(
    ([, selector, body]) => `${selector}{${body}}`,
  );
  expect(focusRules.length).toBeGreaterThan(0);
  for (const rule of focusRules) {
    // An invalid field being typed in keeps saying it is invalid: its ring is `bad`.
    if (rule.includes('invalid')) expect(rule).toContain('--c-bad');
    else expect(rule).toContain('--c-focus');
    expect(rule).not.toMatch(/--c-accent/);
  }
  expect(focusRules.some((rule) => rule.includes('invalid'))).toBe(true);
  const bad = [...css.matchAll(/([^{}]+)\{[^{}]*var\(--c-bad\)[^{}]*\}/g)].map(([, selector]) => selector!);
  expect(bad.length).toBeGreaterThan(0);
  for (const selector of bad) expect(selector).toContain('invalid');
});

test('the base rules set how Chinese wraps by its style alone: the text-wrap shorthand would undo a `truncate`', async () => {
  const uno = await createGenerator(unoConfig);
  const css = (await uno.generate('<h2 class="truncate"></h2>', { minify: true })).css;
  const chinese = [...css.matchAll(/([^{}]*:lang\(zh\)[^{}]*)\{([^{}]*)\}/g)].map(([, , body]) => body!);
  expect(chinese.some((body) => body.includes('text-wrap-style:balance'))).toBe(true);
  for (const body of chinese) expect(body).not.toMatch(/text-wrap:/);
});

test('every shortcut of the design system draws something: a name UnoCSS reads as something else is empty CSS', async () => {
  // `link-quiet` generated nothing at all (UnoCSS took it for another rule's name), and the second step's links
  // showed as plain text; every shortcut is checked on its own, without the safelist.
  const uno = await createGenerator({ ...unoConfig, safelist: [] });
  const empty: string[] = [];
  for (const name of Object.keys(unoConfig.shortcuts as Record<string, string>)) {
    const { css } = await uno.generate(`<b class="${name}">`, { preflights: false });
    if (!css.includes(`.${name.replace(/[:/]/g, '\\$&')}`)) empty.push(name);
  }
  expect(empty).toEqual([]);
});

test('the admin’s colour roles: what is chosen and a link are ink, never the accent or the error red', () => {
  const shortcuts = unoConfig.shortcuts as Record<string, string>;
  for (const name of ['nav-here', 'ink-link', 'btn-ghost', 'btn-toggle', 'switch']) {
    expect({ name, red: /\b(accent|bad)\b|-(accent|bad)[-/\s]|-(accent|bad)$/.test(shortcuts[name]!) }).toEqual({ name, red: false });
  }
  expect(shortcuts['nav-here']).toContain('text-ink');
  expect(shortcuts['ink-link']).toContain('text-ink');
  expect(shortcuts['ink-link']).toContain('underline');
});
