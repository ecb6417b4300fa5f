// `bun scripts/og-image.ts`: draws the built-in share images (1200 × 630 PNG, one per language) with Chromium — the
// mark (web/components/layout/brand-mark.tsx), the brand name and the home page's promise on the deep warm-ink surface with the cinnabar's glow — into web/share/,
// where they are committed: a build needs no browser. Run it again after changing the brand's name, words or colours.
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { CONTENT_DEFAULTS_EN, CONTENT_DEFAULTS_ZH } from '../src/contract/content-defaults';
import { SHARE_IMAGE_SIZE } from '../src/contract/brand';
import { en } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { MARK_PATH } from '../web/components/layout/mark-path';
import { PALETTES } from '../web/styles/tokens';
import { encodePng, pixelsOf } from './png';

const OUT = join(import.meta.dir, '..', 'web', 'share');
const { width: W, height: H } = SHARE_IMAGE_SIZE;
const c = PALETTES.light;
const glow = PALETTES.dark.accent;
const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans TC", "Noto Sans CJK TC", "PingFang TC", sans-serif';

const escaped = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The card as one HTML page at exactly the image's size. */
function card(lang: 'en' | 'zh'): string {
  const t = lang === 'zh' ? zh : en;
  const promise = (lang === 'zh' ? CONTENT_DEFAULTS_ZH : CONTENT_DEFAULTS_EN).home['hero.title'];
  const zhText = lang === 'zh';
  // Chinese has no spaces to break at: the line ends after its comma, never one character alone on the next line.
  const mission = escaped(t.footer.mission).replace('，', '，<br>');
  return `<!doctype html><html lang="${zhText ? 'zh-Hant' : 'en'}"><head><meta charset="utf-8"><style>
*{margin:0;box-sizing:border-box}
html,body{width:${W}px;height:${H}px;overflow:hidden}
body{font-family:${FONT};background:${c.deep};color:${c['deep-ink']};position:relative;-webkit-font-smoothing:antialiased}
.glow{position:absolute;inset:0;background:
  radial-gradient(620px 460px at 1020px 40px, color-mix(in oklch, ${glow} 34%, transparent), transparent 70%),
  radial-gradient(520px 380px at 80px 640px, color-mix(in oklch, ${c.accent} 22%, transparent), transparent 72%)}
.grid{position:absolute;inset:0;background-image:linear-gradient(${c['deep-ink']}0d 1px,transparent 1px),linear-gradient(90deg,${c['deep-ink']}0d 1px,transparent 1px);background-size:60px 60px;-webkit-mask-image:linear-gradient(100deg,transparent 30%,#000 95%)}
.frame{position:absolute;inset:72px 80px;display:flex;flex-direction:column;justify-content:space-between}
.brand{display:flex;align-items:center;gap:20px;font-size:34px;font-weight:600;letter-spacing:-0.01em}
.brand svg{width:72px;height:72px}
h1{font-size:${zhText ? 66 : 80}px;line-height:1.08;font-weight:650;letter-spacing:${zhText ? '0.01em' : '-0.035em'};max-width:1040px;text-wrap:${zhText ? 'nowrap' : 'balance'}}
p{font-size:28px;line-height:1.45;color:${c['deep-muted']};max-width:860px;margin-top:28px}
.rule{width:60px;height:24px;background:${glow};margin-bottom:34px;-webkit-mask:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 8'%3E%3Crect y='2.25' width='11' height='3.5' rx='1.75'/%3E%3Cpath d='M16 .5l3.5 3.5-3.5 3.5-3.5-3.5z'/%3E%3C/svg%3E") left center/contain no-repeat}
</style></head><body><div class="glow"></div><div class="grid"></div><div class="frame">
<div class="brand"><svg viewBox="0 0 32 32" aria-hidden="true" fill="${c.accent}"><path fill-rule="evenodd" d="${MARK_PATH}"/></svg><span>${escaped(t.brand)}</span></div>
<div><div class="rule"></div><h1>${escaped(promise)}</h1><p>${mission}</p></div>
</div></body></html>`;
}

/**
 * Chromium dithers the glow with random noise, most of its file: where a pixel is within a few levels of its
 * neighbours (the glow, never a letter's edge) it takes the 5 × 5 mean, and each channel then keeps its top 6 bits.
 */
function smooth(rgba: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const out = Uint8ClampedArray.from(rgba);
  const at = (x: number, y: number, ch: number) => rgba[(y * width + x) * 4 + ch]!;
  for (let y = 2; y < height - 2; y++)
    for (let x = 2; x < width - 2; x++) {
      let flat = true;
      for (let ch = 0; ch < 3 && flat; ch++)
        for (const [dx, dy] of [
          [-2, 0],
          [2, 0],
          [0, -2],
          [0, 2],
          [-2, -2],
          [2, 2],
          [2, -2],
          [-2, 2],
        ] as const)
          if (Math.abs(at(x + dx, y + dy, ch) - at(x, y, ch)) > 4) flat = false;
      if (!flat) continue;
      for (let ch = 0; ch < 3; ch++) {
        let sum = 0;
        for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) sum += at(x + dx, y + dy, ch);
        out[(y * width + x) * 4 + ch] = Math.round(sum / 25);
      }
    }
  return out;
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
  for (const [lang, name] of [
    ['en', 'og-image.png'],
    ['zh', 'og-image-zh.png'],
  ] as const) {
    await page.setContent(card(lang), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const shot = await page.screenshot({ type: 'png' });
    // The screenshot's pixels, read back through a canvas, then written smaller than Chromium's own encoder does.
    const png = encodePng(smooth(await pixelsOf(page, shot), W, H), W, H, { bits: 6 });
    await Bun.write(join(OUT, name), png);
    console.log(
      `${name}: ${W} × ${H}, ${(png.byteLength / 1024).toFixed(1)} KB (Chromium's own: ${(shot.byteLength / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  await browser.close();
}
