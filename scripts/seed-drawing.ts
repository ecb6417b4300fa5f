// What the seed's drawn pictures are made with (scripts/seed-screens.ts, scripts/seed-covers.ts): SVG pieces at 1600 × 900,
// rendered by resvg (the renderer of the share cards) in Geist, kept to 6 bits a channel, and stored in db/seed-screens/
// as 1200 × 675 lossless WebP (cwebp -lossless: a third of the PNG's bytes, the same pixels; a cover is a page's largest
// paint). Each picture is drawn four times: in English as {name}.webp and in Traditional Chinese (Taiwan) as
// {name}-zh.webp, its Chinese in Noto Sans CJK TC and its Latin still in Geist; and each of those again for the site's
// dark theme, as {name}-dark.webp and {name}-zh-dark.webp (same layout and words, in the drawing's own dark colours, so
// that a picture is no bright slab on a dark page). Run those scripts again only to change the pictures; the WebP files
// are committed. Needs cwebp (Debian: webp) and the Noto CJK fonts (Debian: fonts-noto-cjk).
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { existsSync, rmSync } from 'node:fs';
import { encodePng } from './png';

const ROOT = join(import.meta.dir, '..');
export const OUT = join(ROOT, 'db', 'seed-screens');
export const W = 1600;
export const H = 900;
/** Debian's fonts-noto-cjk: each collection holds the face for Traditional Chinese (Taiwan) among its others. */
const NOTO = ['Regular', 'Bold'].map((weight) => `/usr/share/fonts/opentype/noto/NotoSansCJK-${weight}.ttc`);
const CJK_FAMILY = 'Noto Sans CJK TC';
/** Chinese characters, CJK punctuation and full-width forms: what the Chinese face draws (the share cards' ranges). */
const WIDE_RANGES = [
  [0x2e80, 0x9fff],
  [0xf900, 0xfaff],
  [0xff00, 0xffef],
] as const;
const WIDE_CLASS = WIDE_RANGES.map(([low, high]) => `\\u{${low.toString(16)}}-\\u{${high.toString(16)}}`).join('');
const WIDE = new RegExp(`[${WIDE_CLASS}]`, 'u');
/** A text's runs: wide characters, and the rest. */
const RUNS = new RegExp(`[${WIDE_CLASS}]+|[^${WIDE_CLASS}]+`, 'gu');

/** The language being drawn: writeDrawings draws every picture in English, then in Traditional Chinese (Taiwan). */
export let lang: 'en' | 'zh' = 'en';
/** The words (or anything else) for the language being drawn. */
export const tr = <T>(en: T, zh: T): T => (lang === 'zh' ? zh : en);
/** The theme being drawn: writeDrawings draws every picture for the light theme, then for the dark one. */
export let theme: 'light' | 'dark' = 'light';
/** The colour (or anything else) for the theme being drawn: a drawing names each of its colours once, light then dark. */
export const pick = <T>(light: T, dark: T): T => (theme === 'dark' ? dark : light);
/** A text's width in Latin letters, for laying out: a Chinese character is about 1 em, as wide as 1.8 of Geist's. */
export const letters = (s: string) => [...s].reduce((n, c) => n + (WIDE.test(c) ? 1.8 : 1), 0);

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
/**
 * A text's content: in Chinese, its wide runs set in Noto Sans CJK TC by name (so a bold text takes the Bold face) and
 * the rest left to Geist. Left to resvg's fallback, Chinese would be drawn in the first face that has the character,
 * whatever its weight: bold Chinese would not be bold.
 */
const content = (s: string) =>
  lang === 'zh' && WIDE.test(s)
    ? (s.match(RUNS) ?? []).map((run) => (WIDE.test(run) ? `<tspan font-family="'${CJK_FAMILY}'">${esc(run)}</tspan>` : esc(run))).join('')
    : esc(s);
export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
export const text = (x: number, y: number, s: string, size: number, fill: string, opts: { bold?: boolean; anchor?: string } = {}) =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" font-weight="${opts.bold ? 600 : 400}"${opts.anchor ? ` text-anchor="${opts.anchor}"` : ''}>${content(s)}</text>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
export const svg = (body: string, ground: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${lang === 'zh' ? `Geist, '${CJK_FAMILY}'` : 'Geist'}">${rect(0, 0, W, H, ground)}${body}</svg>`;

/**
 * The Traditional Chinese face of a Noto CJK collection as a font of its own, its character map cut to the wide
 * characters. Cut, because resvg shapes a line's every span in the span's font and, when that font lacks a character
 * (Geist lacks the Chinese ones), takes the first face that has it for all of the line's glyphs if that face has them
 * all (a whole Noto face does): Geist's letters would turn into Noto's, and its bold into regular.
 */
function chineseFace(ttc: Uint8Array): Uint8Array {
  const view = new DataView(ttc.buffer, ttc.byteOffset, ttc.byteLength);
  for (let face = 0; face < view.getUint32(8); face++) {
    const directory = view.getUint32(12 + face * 4);
    const tables = new Map<string, Uint8Array>();
    for (let i = 0; i < view.getUint16(directory + 4); i++) {
      const record = directory + 12 + i * 16;
      const offset = view.getUint32(record + 8);
      tables.set(String.fromCharCode(...ttc.subarray(record, record + 4)), ttc.subarray(offset, offset + view.getUint32(record + 12)));
    }
    if (familyOf(tables.get('name')!) !== CJK_FAMILY) continue;
    tables.set('cmap', wideCmap(tables.get('cmap')!));
    return sfnt(view.getUint32(directory), tables);
  }
  throw new Error(`No ${CJK_FAMILY} in the Noto CJK collection`);
}

/** A face's family name as the renderer reads it: the typographic family (name 16), else the family (name 1). */
function familyOf(name: Uint8Array): string | undefined {
  const view = new DataView(name.buffer, name.byteOffset, name.byteLength);
  const found = new Map<number, string>();
  for (let i = 0; i < view.getUint16(2); i++) {
    const record = 6 + i * 12;
    const [platform, language, id] = [view.getUint16(record), view.getUint16(record + 4), view.getUint16(record + 6)];
    if (platform !== 3 || language !== 0x409 || (id !== 1 && id !== 16)) continue;
    const start = view.getUint16(4) + view.getUint16(record + 10);
    found.set(id, new TextDecoder('utf-16be').decode(name.subarray(start, start + view.getUint16(record + 8))));
  }
  return found.get(16) ?? found.get(1);
}

/** The character map's format-12 table (every character) kept to the wide ranges, as the map's only table. */
function wideCmap(cmap: Uint8Array): Uint8Array {
  const view = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength);
  const groups: [number, number, number][] = [];
  for (let i = 0; i < view.getUint16(2); i++) {
    const table = view.getUint32(4 + i * 8 + 4);
    if (view.getUint16(table) !== 12) continue;
    for (let g = 0; g < view.getUint32(table + 12); g++) {
      const at = table + 16 + g * 12;
      const [start, end, glyph] = [view.getUint32(at), view.getUint32(at + 4), view.getUint32(at + 8)];
      for (const [low, high] of WIDE_RANGES) {
        const [from, to] = [Math.max(start, low), Math.min(end, high)];
        if (from <= to) groups.push([from, to, glyph + from - start]);
      }
    }
    break;
  }
  const out = new DataView(new ArrayBuffer(12 + 16 + groups.length * 12));
  out.setUint16(2, 1); // one table: Windows (3), Unicode full repertoire (10), format 12
  out.setUint16(4, 3);
  out.setUint16(6, 10);
  out.setUint32(8, 12);
  out.setUint16(12, 12);
  out.setUint32(16, 16 + groups.length * 12);
  out.setUint32(24, groups.length);
  groups.forEach(([start, end, glyph], g) => {
    out.setUint32(28 + g * 12, start);
    out.setUint32(32 + g * 12, end);
    out.setUint32(36 + g * 12, glyph);
  });
  return new Uint8Array(out.buffer);
}

/** A font file from its tables: the table directory, then each table on a four-byte boundary. */
function sfnt(version: number, tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const offsets: number[] = [];
  let size = 12 + tags.length * 16;
  for (const tag of tags) {
    offsets.push(size);
    size += Math.ceil(tables.get(tag)!.length / 4) * 4;
  }
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, version);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    bytes.set(data, offsets[i]!);
    let sum = 0;
    for (let at = offsets[i]!; at < offsets[i]! + data.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
    const record = 12 + i * 16;
    for (let c = 0; c < 4; c++) view.setUint8(record + c, tag.charCodeAt(c));
    view.setUint32(record + 4, sum);
    view.setUint32(record + 8, offsets[i]!);
    view.setUint32(record + 12, data.length);
  });
  return bytes;
}

/**
 * Renders each drawing in English and in Chinese, each for the light theme and the dark one, and writes them as
 * db/seed-screens/{name}.webp, {name}-dark.webp, {name}-zh.webp and {name}-zh-dark.webp.
 */
export async function writeDrawings(drawings: Record<string, () => string>) {
  if (!Bun.which('cwebp')) {
    console.error('These pictures are stored as WebP: install cwebp first (Debian: apt-get install webp).');
    process.exit(1);
  }
  if (!NOTO.every((file) => existsSync(file))) {
    console.error('The Chinese pictures are drawn in Noto Sans CJK TC: install it first (Debian: apt-get install fonts-noto-cjk).');
    process.exit(1);
  }
  const wasm = await Bun.file(join(ROOT, 'node_modules/@resvg/resvg-wasm/index_bg.wasm')).arrayBuffer();
  await initWasm(wasm);
  const fonts = [join(OUT, 'geist-regular.ttf'), join(ROOT, 'web/share/card-latin.ttf')];
  const fontBuffers = await Promise.all(fonts.map(async (f) => new Uint8Array(await Bun.file(f).arrayBuffer())));
  const chinese = await Promise.all(NOTO.map(async (f) => chineseFace(new Uint8Array(await Bun.file(f).arrayBuffer()))));
  /** Drawn at 1600 × 900, set at 1200 wide (a page shows them at most 1,152 px wide). */
  const width = Number(process.env.SCREEN_WIDTH ?? 1200);
  const bits = Number(process.env.SCREEN_BITS ?? 6);
  /** Each drawing's four versions: in each language, for each theme. */
  const versions = (['en', 'zh'] as const).flatMap((l) => (['light', 'dark'] as const).map((t) => [l, t] as const));
  for (const [name, draw] of Object.entries(drawings)) {
    for ([lang, theme] of versions) {
      const image = new Resvg(draw(), {
        fitTo: { mode: 'width', value: width },
        font: {
          fontBuffers: lang === 'zh' ? [...fontBuffers, ...chinese] : fontBuffers,
          loadSystemFonts: false,
          defaultFontFamily: 'Geist',
        },
      }).render();
      // Flat colours, kept to 6 bits a channel (as the share images are): a third of the bytes, no visible banding.
      const png = encodePng(new Uint8ClampedArray(image.pixels), image.width, image.height, { bits });
      const file = `${name}${lang === 'zh' ? '-zh' : ''}${theme === 'dark' ? '-dark' : ''}`;
      const from = join(OUT, `${file}.png`);
      const to = join(OUT, `${file}.webp`);
      await Bun.write(from, png);
      const made = Bun.spawnSync(['cwebp', '-quiet', '-lossless', '-z', '9', '-metadata', 'none', from, '-o', to], { stderr: 'inherit' });
      rmSync(from);
      if (made.exitCode !== 0) process.exit(made.exitCode ?? 1);
      console.log(`${file}.webp: ${(Bun.file(to).size / 1024).toFixed(0)} KB (PNG ${(png.length / 1024).toFixed(0)} KB)`);
    }
  }
  lang = 'en';
  theme = 'light';
}
