// A published piece's share card (decision 0097): the built-in share image's look (scripts/og-image.ts) with the
// piece's own section and title, drawn on the server when a crawler first asks, as a 1200 × 630 PNG. Laid out here
// (lines broken by the fonts' own widths, Chinese by its punctuation rules), drawn by resvg compiled to WebAssembly
// with the two fonts in web/share/ (scripts/card-fonts.py), all three embedded in the binary.
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import wasmFile from '@resvg/resvg-wasm/index_bg.wasm' with { type: 'file' };
import { SHARE_IMAGE_SIZE, type Lang } from '../../src/contract/constants';
import { MARK_PATH } from '../components/layout/mark-path';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { hasCjk, phrases } from '../lib/phrases';
import type { CardSection } from '../lib/share-card-path';
import cjkFile from '../share/card-cjk.otf' with { type: 'file' };
import latinFile from '../share/card-latin.ttf' with { type: 'file' };
import { hexOf } from '../styles/colour';
import { PALETTES } from '../styles/tokens';
import { FontMetrics } from './font-metrics';

const { width: W, height: H } = SHARE_IMAGE_SIZE;
const INSET_X = 80;
const INSET_Y = 72;
/** The title's room: the frame's width less a little for kerning, which the widths leave out. */
const LINE_WIDTH = W - 2 * INSET_X - 24;
const FAMILIES = "Geist, 'Noto Sans CJK TC'";
const c = PALETTES.light;
const colour = {
  ground: hexOf(c.deep),
  ink: hexOf(c['deep-ink']),
  muted: hexOf(c['deep-muted']),
  mark: hexOf(c.accent),
  glow: hexOf(PALETTES.dark.accent),
};

/** A title's sizes, largest first: each with the most lines it may take there; the last one cuts with "…". */
const TITLE_SIZES = [
  { size: 72, lines: 2 },
  { size: 60, lines: 3 },
  { size: 52, lines: 4 },
] as const;

/** Never at the start of a line (closing marks) / never at its end (opening marks): the rules of Chinese typesetting. */
const NO_START = /^[，。、：；！？」』）》〉】〕…‧·,.:;!?)\]}%’”]/;
const NO_END = /[「『（《〈【〔([{‘“]$/;
const WIDE = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

type Fonts = { latin: FontMetrics; cjk: FontMetrics; latinBytes: Uint8Array; cjkBytes: Uint8Array };
let ready: Promise<Fonts> | undefined;

/** The renderer and the fonts, loaded on the first card only: a site nobody shares never pays their memory. */
function load(): Promise<Fonts> {
  ready ??= (async () => {
    const [wasm, latinBytes, cjkBytes] = await Promise.all(
      [wasmFile, latinFile, cjkFile].map(async (file) => new Uint8Array(await Bun.file(file).arrayBuffer())),
    );
    await initWasm(wasm!);
    return { latin: new FontMetrics(latinBytes!), cjk: new FontMetrics(cjkBytes!), latinBytes: latinBytes!, cjkBytes: cjkBytes! };
  })();
  return ready;
}

/**
 * The text in the pieces a line may break between: Chinese in the phrases its headings break between on the pages
 * (lib/phrases.ts: words, never 執 / 行檔), other text in words with their space, marks kept on their side.
 */
function pieces(text: string): string[] {
  return glued(
    hasCjk(text)
      ? phrases(text)
      : (text.match(/[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+\s*|[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]\s*|\s+/g) ?? []),
  );
}

/** Closing marks and spaces joined to the piece before them, opening marks to the piece after. */
function glued(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (const piece of parts) {
    const last = out.length - 1;
    if (last >= 0 && (NO_START.test(piece) || NO_END.test(out[last]!) || /^\s+$/.test(piece))) out[last] += piece;
    else out.push(piece);
  }
  return out;
}

/** The lines `text` takes at `size` within `width`, at most `max` of them, the last cut with "…" if it runs over. */
export function breakLines(text: string, measure: (text: string) => number, width: number, max: number): { lines: string[]; cut: boolean } {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces(text.trim())) {
    if (line && measure((line + piece).trimEnd()) > width) {
      lines.push(line.trimEnd());
      line = '';
    }
    // One word wider than the line: broken where it must be, a character at a time.
    for (const char of measure(piece.trimEnd()) > width ? glued([...piece]) : [piece]) {
      if (line && measure((line + char).trimEnd()) > width) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += char;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  // Chinese never leaves one character alone on the last line: its neighbour comes down with it.
  const n = lines.length;
  if (n > 1 && n <= max && [...lines[n - 1]!].length === 1 && WIDE.test(lines[n - 1]!)) {
    const before = [...lines[n - 2]!];
    lines[n - 1] = before.pop()! + lines[n - 1];
    lines[n - 2] = before.join('');
  }
  if (lines.length <= max) return { lines, cut: false };
  const kept = lines.slice(0, max);
  let last = kept[max - 1]!;
  while (last && measure(`${last}…`) > width) last = [...last].slice(0, -1).join('').trimEnd();
  kept[max - 1] = `${last.replace(/[\s，、：；,.:;]+$/, '')}…`;
  return { lines: kept, cut: true };
}

/** The figure's column: its number large in the accent, its words under it, both right-aligned to the frame. */
const FIGURE_WIDTH = 300;
function figureSvg(figure: CardFigure, width: (size: number) => (text: string) => number, baseline: number): string {
  const right = W - INSET_X;
  // The number as large as fits the column, up to 112 px.
  const size = Math.min(112, Math.floor((112 * (FIGURE_WIDTH - 20)) / Math.max(1, width(112)(figure.value))));
  const label = breakLines(figure.label, width(24), FIGURE_WIDTH - 20, 2).lines;
  const labelTop = baseline - (label.length - 1) * 32;
  return [
    `<text x="${right}" y="${labelTop - 40}" font-size="${size}" font-weight="600" fill="${colour.glow}" text-anchor="end" letter-spacing="${(-0.04 * size).toFixed(2)}">${escaped(figure.value)}</text>`,
    ...label.map(
      (line, i) =>
        `<text x="${right}" y="${labelTop + i * 32}" font-size="24" font-weight="600" fill="${colour.muted}" text-anchor="end">${escaped(line)}</text>`,
    ),
  ].join('');
}

/** The ground's grid, 60 px, fading in from the left as the built-in image's (a mask would cost twice the drawing). */
function grid(): string {
  const fade = (x: number) => Math.min(1, Math.max(0, (x / W - 0.3) / 0.65));
  const across = Array.from({ length: H / 60 }, (_, i) => `M0 ${i * 60 + 0.5}H${W}`).join('');
  const down = Array.from({ length: W / 60 }, (_, i) => i * 60 + 0.5)
    .filter((x) => fade(x) > 0)
    .map((x) => `<path d="M${x} 0V${H}" stroke="${colour.ink}" stroke-opacity="${(0.05 * fade(x)).toFixed(4)}"/>`)
    .join('');
  return `<path d="${across}" stroke="url(#fade)" fill="none"/>${down}`;
}

const escaped = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A card's path: its language, section and slug (a slug as the published routes write it). */
const CARD = /^\/og\/(en|zh)\/(blog|work)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;

/** The piece a card's path (no query) names (lib/share-card-path.ts writes them), or undefined. */
export function shareCardAt(path: string): { lang: Lang; section: CardSection; slug: string } | undefined {
  const match = CARD.exec(path);
  return match ? { lang: match[1] as Lang, section: match[2] as CardSection, slug: match[3]! } : undefined;
}

/** The lines at their most even: the narrowest width that still takes no more lines (text-wrap: balance, as the pages set titles). */
function balanced(text: string, measure: (text: string) => number, width: number, max: number) {
  const first = breakLines(text, measure, width, max);
  if (first.cut || first.lines.length < 2) return first;
  let [low, high] = [width / 2, width];
  while (high - low > 4) {
    const mid = (low + high) / 2;
    const tried = breakLines(text, measure, mid, max);
    if (!tried.cut && tried.lines.length === first.lines.length) high = mid;
    else low = mid;
  }
  return breakLines(text, measure, high, max);
}

/** A story's headline result ("40%", "less production time"), drawn beside its title. */
export type CardFigure = { value: string; label: string };
export type CardText = { lang: Lang; section: CardSection; title: string; figure?: CardFigure | null };

/** The card as SVG: the fonts measure the title, whose size is the largest its lines fit at. */
export function cardSvg({ lang, section, title, figure }: CardText, fonts: Pick<Fonts, 'latin' | 'cjk'>): string {
  const t = lang === 'zh' ? zh : en;
  const tracking = lang === 'zh' ? 0.01 : -0.03;
  const width = (size: number) => (text: string) =>
    [...text].reduce((sum, ch) => sum + (fonts.latin.has(ch) ? fonts.latin : fonts.cjk).advance(ch, size) + tracking * size, 0);
  // With a figure the title keeps to the left two thirds, the figure in the last third.
  const room = figure ? LINE_WIDTH - FIGURE_WIDTH : LINE_WIDTH;
  const fitted = TITLE_SIZES.map(({ size, lines }) => ({ size, ...balanced(title, width(size), room, lines) }));
  const { size, lines } = fitted.find((f) => !f.cut) ?? fitted[fitted.length - 1]!;
  const lineHeight = Math.round(size * (lang === 'zh' ? 1.22 : 1.1));
  const eyebrow = section === 'blog' ? t.journal.eyebrow : t.work.eyebrow;
  const lastBaseline = H - INSET_Y - Math.round(size * 0.22);
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const eyebrowBaseline = firstBaseline - size - 30;
  const text = (x: number, y: number, fontSize: number, fill: string, body: string, extra = '') =>
    `<text x="${x}" y="${y}" font-size="${fontSize}" font-weight="600" fill="${fill}"${extra}>${escaped(body)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FAMILIES}">
<defs>
<radialGradient id="glow" cx="1020" cy="40" r="620" gradientUnits="userSpaceOnUse" gradientTransform="translate(1020 40) scale(1 0.74) translate(-1020 -40)">
<stop offset="0" stop-color="${colour.glow}" stop-opacity="0.34"/><stop offset="0.7" stop-color="${colour.glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="warm" cx="80" cy="640" r="520" gradientUnits="userSpaceOnUse" gradientTransform="translate(80 640) scale(1 0.73) translate(-80 -640)">
<stop offset="0" stop-color="${colour.mark}" stop-opacity="0.22"/><stop offset="0.72" stop-color="${colour.mark}" stop-opacity="0"/></radialGradient>
<linearGradient id="fade" x1="0" y1="0" x2="${W}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0.3" stop-color="${colour.ink}" stop-opacity="0"/><stop offset="0.95" stop-color="${colour.ink}" stop-opacity="0.05"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="${colour.ground}"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<rect width="${W}" height="${H}" fill="url(#warm)"/>
${grid()}
<g transform="translate(${INSET_X} ${INSET_Y}) scale(2.25)" fill="${colour.mark}"><path fill-rule="evenodd" d="${MARK_PATH}"/></g>
${text(INSET_X + 92, INSET_Y + 48, 34, colour.ink, t.brand, ' letter-spacing="-0.34"')}
<g transform="translate(${INSET_X} ${eyebrowBaseline - 25.4}) scale(2.6)" fill="${colour.glow}"><rect y="2.25" width="11" height="3.5" rx="1.75"/><path d="M16 .5l3.5 3.5-3.5 3.5-3.5-3.5z"/></g>
${text(INSET_X + 68, eyebrowBaseline, 26, colour.glow, lang === 'zh' ? eyebrow : eyebrow.toUpperCase(), ` letter-spacing="${lang === 'zh' ? 2.6 : 2.1}"`)}
${lines.map((line, i) => text(INSET_X, firstBaseline + i * lineHeight, size, colour.ink, line, ` letter-spacing="${(tracking * size).toFixed(2)}"`)).join('\n')}
${figure ? figureSvg(figure, width, lastBaseline) : ''}
</svg>`;
}

/** The card as PNG bytes. */
export async function drawShareCard(card: CardText): Promise<Uint8Array> {
  const fonts = await load();
  const svg = new Resvg(cardSvg(card, fonts), {
    font: { fontBuffers: [fonts.latinBytes, fonts.cjkBytes], loadSystemFonts: false, defaultFontFamily: 'Geist' },
  });
  try {
    return svg.render().asPng();
  } finally {
    svg.free();
  }
}
