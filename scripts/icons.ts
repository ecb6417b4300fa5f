// `bun scripts/icons.ts`: draws the site's icons from web/favicon.svg with Chromium into web/icons/ (SITE_ICONS' names),
// where they are committed: a build needs no browser. Run it again after changing the mark or the brand's colours.
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
import { SITE_ICONS } from '../src/contract/brand';
import { PALETTES } from '../web/styles/tokens';
import { encodeIco } from './ico';
import { encodePng, pixelsOf } from './png';

const WEB = join(import.meta.dir, '..', 'web');
const OUT = join(WEB, 'icons');
const SVG = await Bun.file(join(WEB, 'favicon.svg')).text();
const MARK = /<path[^>]*\sd="([^"]+)"/.exec(SVG)?.[1];
if (!MARK) throw new Error('web/favicon.svg has no path to draw');
const c = PALETTES.light;

const page = (size: number, body: string, ground = 'transparent') =>
  `<!doctype html><html><head><style>*{margin:0}html,body{width:${size}px;height:${size}px;overflow:hidden;background:${ground}}` +
  `body{display:grid;place-items:center}img,svg{display:block}</style></head><body>${body}</body></html>`;

/**
 * The favicon itself on a clear ground, as a tab shows it. At 16 px its one-unit margin is half a pixel, which blurs
 * every edge of the seal: there the seal's square fills the icon (its 30 units on the 16 pixels) and its outline is crisp.
 */
const bare = (size: number) => {
  const svg = size < 32 ? SVG.replace('viewBox="0 0 32 32"', 'viewBox="1 1 30 30"') : SVG;
  return page(size, `<img width="${size}" height="${size}" alt="" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`);
};

/**
 * The mark in the paper colour on a full square of the accent: the seal's square is `share` of the side, centred. A
 * phone rounds the corners (iOS) or cuts a circle or a squircle out of it (a maskable icon: only the middle 80% is sure
 * to show, so the seal's corners must stay inside that circle).
 */
const tile = (size: number, share: number) => {
  const side = Math.round(size * share);
  // viewBox from 1 to 31: the seal's square is the whole box, so `side` is its size.
  const mark = `<svg width="${side}" height="${side}" viewBox="1 1 30 30"><path fill-rule="evenodd" fill="${c.bg}" d="${MARK}"/></svg>`;
  return page(size, mark, c.accent);
};

async function draw(shotPage: Page, size: number, html: string, alpha: boolean): Promise<Uint8Array> {
  await shotPage.setViewportSize({ width: size, height: size });
  await shotPage.setContent(html, { waitUntil: 'load' });
  const shot = await shotPage.screenshot({ type: 'png', omitBackground: alpha });
  return encodePng(await pixelsOf(shotPage, shot), size, size, { alpha });
}

mkdirSync(OUT, { recursive: true });
const browser = await launchBrowser();
try {
  // The favicon's own colours are its light scheme's: an .ico or a PNG cannot follow the device's theme.
  const shotPage = await browser.newPage({ deviceScaleFactor: 1, colorScheme: 'light' });
  // One page draws them all, one after another.
  const favicon = [];
  for (const size of [16, 32, 48]) favicon.push({ size, png: await draw(shotPage, size, bare(size), true) });
  const files: [path: string, bytes: Uint8Array][] = [
    [SITE_ICONS.favicon, encodeIco(favicon)],
    [SITE_ICONS.appleTouch, await draw(shotPage, 180, tile(180, 0.62), false)],
    [SITE_ICONS.small, await draw(shotPage, 192, bare(192), true)],
    [SITE_ICONS.large, await draw(shotPage, 512, bare(512), true)],
    // 0.56: the seal's farthest corner is 0.666 × its side from the centre, 191 px of the safe circle's 205.
    [SITE_ICONS.maskable, await draw(shotPage, 512, tile(512, 0.56), false)],
  ];
  for (const [path, bytes] of files) {
    await Bun.write(join(OUT, basename(path)), bytes);
    console.log(`web/icons/${basename(path)}: ${(bytes.byteLength / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
