// `bun scripts/og-image.ts`: draws the built-in share images (1200 × 630 PNG, one per language) with Chromium — the
// mark (web/components/layout/brand-mark.tsx), the brand name and the home page's promise on the deep warm-ink surface with the cinnabar's glow — into web/share/,
// where they are committed: a build needs no browser. Run it again after changing the brand's name, words or colours.
import { deflateSync } from 'node:zlib';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { CONTENT_DEFAULTS_EN, CONTENT_DEFAULTS_ZH } from '../src/contract/content-defaults';
import { SHARE_IMAGE_SIZE } from '../src/contract/brand';
import { en } from '../web/i18n/en';
import { zh } from '../web/i18n/zh';
import { MARK_PATH } from '../web/components/layout/mark-path';
import { PALETTES } from '../web/styles/tokens';

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
.rule{width:96px;height:6px;border-radius:3px;background:${glow};margin-bottom:36px}
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

function encodePng(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const stride = width * 3;
  const rows = Buffer.alloc((stride + 1) * height);
  let prev = new Uint8Array(stride);
  const paeth = (a: number, b: number, c: number) => {
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  // PNG's filters 1 to 4 (sub, up, average, Paeth): each row takes the one that leaves the smallest values to compress.
  const predictors = [
    (_: Uint8Array, i: number, line: Uint8Array) => (i >= 3 ? line[i - 3]! : 0),
    (up: Uint8Array, i: number) => up[i]!,
    (up: Uint8Array, i: number, line: Uint8Array) => ((i >= 3 ? line[i - 3]! : 0) + up[i]!) >> 1,
    (up: Uint8Array, i: number, line: Uint8Array) => paeth(i >= 3 ? line[i - 3]! : 0, up[i]!, i >= 3 ? up[i - 3]! : 0),
  ];
  for (let y = 0; y < height; y++) {
    const line = new Uint8Array(stride);
    for (let x = 0; x < width; x++) for (let ch = 0; ch < 3; ch++) line[x * 3 + ch] = rgba[(y * width + x) * 4 + ch]! & 0xfc;
    let best = { cost: Infinity, filter: 0, bytes: new Uint8Array(stride) };
    predictors.forEach((predict, index) => {
      const bytes = new Uint8Array(stride);
      let cost = 0;
      for (let i = 0; i < stride; i++) {
        bytes[i] = (line[i]! - predict(prev, i, line)) & 0xff;
        cost += bytes[i]! < 128 ? bytes[i]! : 256 - bytes[i]!;
      }
      if (cost < best.cost) best = { cost, filter: index + 1, bytes };
    });
    const at = y * (stride + 1);
    rows[at] = best.filter;
    rows.set(best.bytes, at + 1);
    prev = line;
  }
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(Bun.hash.crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filters, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9, memLevel: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
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
    const pixels = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return Array.from(context.getImageData(0, 0, image.width, image.height).data);
    }, shot.toString('base64'));
    const png = encodePng(smooth(Uint8ClampedArray.from(pixels), W, H), W, H);
    await Bun.write(join(OUT, name), png);
    console.log(
      `${name}: ${W} × ${H}, ${(png.byteLength / 1024).toFixed(1)} KB (Chromium's own: ${(shot.byteLength / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  await browser.close();
}
