// The site's one web font, made at build time: Geist (variable weight, 100–900) cut down to the Latin the site writes,
// as a woff2 with a hashed name, and the @font-face rules for it and for a local fallback sized to match it.
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

/**
 * What the font keeps, as code point ranges: Basic Latin, Latin-1 (its punctuation, ©, ×, and the accented letters of
 * names like José or Zoë, so a word never mixes two faces), typographic dashes, quotes, bullet and ellipsis, the euro,
 * arrows and the minus sign. Whatever the Latin file lacks of these is left out of the unicode-range as well.
 */
export const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/** OpenType features kept: kerning, ligatures and marks, and the numerals the admin's tables line up (tnum). */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'case', 'tnum', 'pnum'];

/**
 * The local faces the fallback borrows, regular and bold: Arial, or the fonts drawn to its metrics (Liberation Sans on
 * Linux, Arimo on ChromeOS). Their average advance over SAMPLE, in ems, was measured once from LiberationSans-Regular.ttf
 * and -Bold.ttf with averageAdvance() below (web-font.test.ts measures them again where the files exist).
 */
export const FALLBACKS = [
  { weight: 400, local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'], averageAdvance: 0.448536 },
  { weight: 700, local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Arimo Bold'], averageAdvance: 0.484174 },
] as const;
/** Ordinary English, to weigh each face's average advance as the site's text would. */
export const SAMPLE =
  'We build custom software, automation and AI assistants for small businesses. Tell us what slows your team down and we will quote a fixed price.';

export type WebFont = {
  /** The file's URL in the build, `/geist-<hash>.woff2`. */
  href: string;
  body: Uint8Array<ArrayBuffer>;
  /** The @font-face rules: "Geist" from the file, "Geist Fallback" from a local face with Geist's metrics. */
  css: string;
  /** The code points the font draws, as CSS unicode-range. */
  unicodeRange: string;
};

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;
const hex = (n: number) => n.toString(16).toUpperCase();

/** Code points as CSS unicode-range: consecutive ones joined into ranges. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i]!)}`);
  }
  return parts.join(',');
}

/** The average advance of SAMPLE's characters in a face (at `weight` when it has that axis), in ems. */
export function averageAdvance(face: hb.Face, weight?: number): number {
  const font = new hb.Font(face);
  if (weight !== undefined) font.setVariations([new hb.Variation('wght', weight)]);
  let width = 0;
  for (const ch of SAMPLE) width += font.glyphHAdvance(font.nominalGlyph(ch.codePointAt(0)!) ?? 0);
  return width / SAMPLE.length / face.upem;
}

let built: Promise<WebFont> | undefined;
/** The font, made once per process (subsetting takes a second or two). */
export const buildWebFont = () => (built ??= makeWebFont());

/** Geist cut down to `text`'s characters, every weight kept (no `variationAxes`: one file draws 100 to 900). */
export async function subsetGeist(text: string, targetFormat: 'woff2' | 'sfnt'): Promise<Buffer> {
  const source = await Bun.file(
    createRequire(import.meta.url).resolve('@fontsource-variable/geist/files/geist-latin-wght-normal.woff2'),
  ).bytes();
  return subsetFont(Buffer.from(source), text, { keepFeatures: FEATURES, targetFormat });
}

async function makeWebFont(): Promise<WebFont> {
  const text = FONT_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join(
    '',
  );
  const [woff2, sfnt] = await Promise.all([subsetGeist(text, 'woff2'), subsetGeist(text, 'sfnt')]);
  const face = new hb.Face(new hb.Blob(sfnt));
  if (face.getAxisInfos().wght?.max !== 900) throw new Error('The subset font lost its weight axis');
  const range = unicodeRange([...face.collectUnicodes()].filter((cp) => cp >= 0x20));
  const body = new Uint8Array(woff2);
  const href = `/geist-${new Bun.CryptoHasher('sha256').update(body).digest('hex').slice(0, 8)}.woff2`;

  // The fallback draws the same text at Geist's width and line metrics, so a page that paints before the font (or never
  // gets it: font-display optional) keeps its line breaks and heights when a later visit has it cached.
  // Weights between the two faces take the nearer one, as CSS font matching does.
  const extents = new hb.Font(face).hExtents();
  const fallbacks = FALLBACKS.map((fallback) => {
    const size = averageAdvance(face, fallback.weight) / fallback.averageAdvance;
    const metric = (units: number) => percent(Math.abs(units) / face.upem / size);
    return (
      `@font-face{font-family:"Geist Fallback";font-weight:${fallback.weight};src:${fallback.local.map((name) => `local("${name}")`).join(',')};` +
      `size-adjust:${percent(size)};ascent-override:${metric(extents.ascender)};descent-override:${metric(extents.descender)};` +
      `line-gap-override:${metric(extents.lineGap)};unicode-range:${range}}`
    );
  });
  const css =
    `@font-face{font-family:"Geist";font-style:normal;font-weight:100 900;font-display:optional;src:url(${href}) format("woff2");unicode-range:${range}}` +
    fallbacks.join('');
  return { href, body, css, unicodeRange: range };
}

/** The Markdown editor's face (decision 0214): made once per process. */
let writing: Promise<WritingFont> | undefined;
export const buildWritingFont = () => (writing ??= makeWritingFont());

export type WritingFont = {
  /** The file's URL in the build, `/geist-mono-<hash>.woff2`. */
  href: string;
  body: Uint8Array<ArrayBuffer>;
  /** Its @font-face rule, "Geist Mono": the admin's stylesheet carries it, never a public page's. */
  css: string;
};

/**
 * Geist Mono, the sans's own monospace, for Markdown being written (the writing editor's source and focus mode): a
 * designed mono beside the admin's Geist instead of the platform's (DejaVu Sans Mono on Linux read as a terminal,
 * session 49's outside review). Cut to the same Latin as the sans and to one instance, weight 400 (the box draws its
 * marks in colour only, never bold): about 8 KB, asked for only when a Markdown box is on screen. Chinese in the box
 * keeps the CJK faces after it (uno.config's `mono-cjk`): the unicode-range leaves every Chinese character to them.
 */
async function makeWritingFont(): Promise<WritingFont> {
  const source = await Bun.file(
    createRequire(import.meta.url).resolve('@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2'),
  ).bytes();
  const text = FONT_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join(
    '',
  );
  const subset = (targetFormat: 'woff2' | 'sfnt') =>
    subsetFont(Buffer.from(source), text, { keepFeatures: FEATURES, targetFormat, variationAxes: { wght: 400 } });
  const [woff2, sfnt] = await Promise.all([subset('woff2'), subset('sfnt')]);
  const face = new hb.Face(new hb.Blob(sfnt));
  const range = unicodeRange([...face.collectUnicodes()].filter((cp) => cp >= 0x20));
  const body = new Uint8Array(woff2);
  const href = `/geist-mono-${new Bun.CryptoHasher('sha256').update(body).digest('hex').slice(0, 8)}.woff2`;
  // Swapped in when it comes: the box and the drawing under it share the face, so they change together.
  const css = `@font-face{font-family:"Geist Mono";font-style:normal;font-weight:400;font-display:swap;src:url(${href}) format("woff2");unicode-range:${range}}`;
  return { href, body, css };
}
