// What the seed's drawn pictures are made with (scripts/seed-screens.ts, scripts/seed-covers.ts): SVG pieces at 1600 × 900,
// rendered by resvg (the renderer of the share cards) in Geist, kept to 6 bits a channel, and stored in db/seed-screens/
// as 1200 × 675 lossless WebP (cwebp -lossless: a third of the PNG's bytes, the same pixels; a cover is a page's largest
// paint). Run those scripts again only to change the pictures; the WebP files are committed. Needs cwebp (Debian: webp).
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { rmSync } from 'node:fs';
import { encodePng } from './png';

const ROOT = join(import.meta.dir, '..');
export const OUT = join(ROOT, 'db', 'seed-screens');
export const W = 1600;
export const H = 900;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
export const text = (x: number, y: number, s: string, size: number, fill: string, opts: { bold?: boolean; anchor?: string } = {}) =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" font-weight="${opts.bold ? 600 : 400}"${opts.anchor ? ` text-anchor="${opts.anchor}"` : ''}>${esc(s)}</text>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
export const svg = (body: string, ground: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Geist">${rect(0, 0, W, H, ground)}${body}</svg>`;

/** Renders each drawing and writes it as db/seed-screens/{name}.png. */
export async function writeDrawings(drawings: Record<string, () => string>) {
  if (!Bun.which('cwebp')) {
    console.error('These pictures are stored as WebP: install cwebp first (Debian: apt-get install webp).');
    process.exit(1);
  }
  const wasm = await Bun.file(join(ROOT, 'node_modules/@resvg/resvg-wasm/index_bg.wasm')).arrayBuffer();
  await initWasm(wasm);
  const fonts = [join(OUT, 'geist-regular.ttf'), join(ROOT, 'web/share/card-latin.ttf')];
  const fontBuffers = await Promise.all(fonts.map(async (f) => new Uint8Array(await Bun.file(f).arrayBuffer())));
  /** Drawn at 1600 × 900, set at 1200 wide (a page shows them at most 1,152 px wide). */
  const width = Number(process.env.SCREEN_WIDTH ?? 1200);
  const bits = Number(process.env.SCREEN_BITS ?? 6);
  for (const [name, draw] of Object.entries(drawings)) {
    const image = new Resvg(draw(), {
      fitTo: { mode: 'width', value: width },
      font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: 'Geist' },
    }).render();
    // Flat colours, kept to 6 bits a channel (as the share images are): a third of the bytes, no visible banding.
    const png = encodePng(new Uint8ClampedArray(image.pixels), image.width, image.height, { bits });
    const from = join(OUT, `${name}.png`);
    const to = join(OUT, `${name}.webp`);
    await Bun.write(from, png);
    const made = Bun.spawnSync(['cwebp', '-quiet', '-lossless', '-z', '9', '-metadata', 'none', from, '-o', to], { stderr: 'inherit' });
    rmSync(from);
    if (made.exitCode !== 0) process.exit(made.exitCode ?? 1);
    console.log(`${name}.webp: ${(Bun.file(to).size / 1024).toFixed(0)} KB (PNG ${(png.length / 1024).toFixed(0)} KB)`);
  }
}
