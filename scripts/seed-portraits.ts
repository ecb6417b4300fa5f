// `bun scripts/seed-portraits.ts`: draws the portraits of the sample team and of the quoted clients a new site starts
// with (round 17 of the outside review: "no faces"; decision 0174), as cut-paper silhouettes: each person's profile in
// the site's ink on its warm paper, inside an oval cameo of a slightly deeper paper, as a silhouette artist cuts a
// sitter. One treatment for all six, dignified and plainly a drawing (no features to get wrong, no cartoon), and the
// same one a client's real photo gets on the page (greyscale under the accent, `duotone`). Stored as 640 × 800 lossless
// WebP in db/seed-screens/portrait-{name}.webp; the seed links them to the first team members and quotes (a new site
// only). Needs cwebp (Debian: webp).
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { encodePng } from './png';

const ROOT = join(import.meta.dir, '..');
const OUT = join(ROOT, 'db', 'seed-screens');
/** Drawn on a 400 × 500 canvas, stored 640 × 800. */
const [W, H] = [400, 500];
const PAPER = '#efe8dd';
const CAMEO = '#e2d8c9';
const RING = '#cfc3b2';
const INK = '#1f1b17';

type Point = [number, number];
/** A closed, smooth outline through the points (Catmull-Rom as cubic Béziers). */
function smooth(points: Point[], tension = 1): string {
  const n = points.length;
  let d = `M${points[0]![0]} ${points[0]![1]}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [points[(i - 1 + n) % n]!, points[i]!, points[(i + 1) % n]!, points[(i + 2) % n]!];
    const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += ` C${c1[0].toFixed(1)} ${c1[1].toFixed(1)} ${c2[0].toFixed(1)} ${c2[1].toFixed(1)} ${p2[0]} ${p2[1]}`;
  }
  return `${d}Z`;
}

/** A sitter: the face's line (crown to throat, facing right), the back of the head and the hair. */
type Sitter = {
  /** From the crown forward and down to the throat. */
  face: Point[];
  /** From the nape up over the back of the head to just before the crown (the hair's outline). */
  back: Point[];
  /** Extra shapes of hair (a bun), drawn in the same ink. */
  hair?: string;
};

/** The shoulders and chest, the same cut for everyone. */
const shoulders: Point[] = [
  [226, 370],
  [240, 396],
  [292, 418],
  [328, 450],
  [344, 500],
  [56, 500],
  [66, 452],
  [98, 420],
  [140, 400],
  [152, 370],
];

function portrait(sitter: Sitter): string {
  const head = smooth([...sitter.face, ...sitter.back], 1);
  const body = smooth(shoulders, 0.9);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${PAPER}"/>
<ellipse cx="200" cy="262" rx="150" ry="196" fill="${CAMEO}"/>
<ellipse cx="200" cy="262" rx="150" ry="196" fill="none" stroke="${RING}" stroke-width="2"/>
<g fill="${INK}">${sitter.hair ?? ''}<path d="${head}"/><path d="${body}"/></g>
</svg>`;
}

/** A profile's front, from the crown to the throat (facing right): brow, nose, lips and chin at a sitter's own depths. */
const face = ({ dx = 0, nose = 0, lips = 0, chin = 0 }: { dx?: number; nose?: number; lips?: number; chin?: number }): Point[] =>
  (
    [
      [232, 100],
      [258, 122],
      [270, 152],
      [274, 180],
      [276, 191],
      [271, 201],
      [281 + nose / 2, 221],
      [296 + nose, 240],
      [291 + nose, 248],
      [278, 252],
      [283 + lips, 262],
      [277, 270],
      [281 + lips, 278],
      [271, 290],
      [277 + chin, 305],
      [267 + chin, 318],
      [240, 326],
      [228, 340],
      [226, 380],
    ] as Point[]
  ).map(([x, y]) => [x + dx, y]);

/** The back of a head of short hair, from the nape up to the crown. */
const shortHair = (lift = 0): Point[] => [
  [154, 382],
  [150, 345],
  [140, 318],
  [112, 280],
  [102, 230],
  [108, 170],
  [130, 124],
  [160, 100 - lift],
  [192, 92 - lift],
];

const SITTERS: Record<string, Sitter> = {
  // Kevin Wu: short hair.
  'portrait-kevin': { face: face({ nose: 2 }), back: shortHair() },
  // Iris Tsai: hair drawn back into a bun.
  'portrait-iris': {
    face: face({ dx: -3, nose: -4, lips: 1, chin: -3 }),
    back: shortHair(),
    hair: '<circle cx="104" cy="176" r="34"/>',
  },
  // Jason Lee: fuller hair, swept up at the front.
  'portrait-jason': {
    face: [[262, 96], ...face({ dx: 2, nose: 4, chin: 2 }).slice(1)],
    back: [...shortHair(8).slice(0, -1), [196, 80], [236, 82]],
  },
  // Daniel Lin: short hair, a strong chin.
  'portrait-daniel': { face: face({ nose: 0, chin: 4 }), back: shortHair(-2) },
  // Grace Chen: a bob to the jaw.
  'portrait-grace': {
    face: face({ dx: -3, nose: -3, chin: -3 }),
    back: [
      [150, 382],
      [154, 350],
      [176, 344],
      [128, 340],
      [98, 306],
      [92, 236],
      [100, 168],
      [128, 116],
      [166, 92],
      [196, 88],
    ],
  },
  // Amy Huang: long hair falling behind the shoulder.
  'portrait-amy': {
    face: face({ dx: -3, nose: -2, lips: 1, chin: -2 }),
    back: [
      [150, 382],
      [150, 420],
      [110, 440],
      [92, 380],
      [94, 300],
      [96, 226],
      [106, 164],
      [132, 116],
      [164, 94],
      [196, 88],
    ],
  },
};

const wasm = await Bun.file(join(ROOT, 'node_modules/@resvg/resvg-wasm/index_bg.wasm')).arrayBuffer();
await initWasm(wasm);
const outDir = process.env.PORTRAIT_OUT ?? OUT;
const only = process.argv.slice(2);
for (const [name, sitter] of Object.entries(SITTERS)) {
  if (only.length && !only.includes(name)) continue;
  const image = new Resvg(portrait(sitter), { fitTo: { mode: 'width', value: 640 } }).render();
  const png = encodePng(new Uint8ClampedArray(image.pixels), image.width, image.height, { bits: 6 });
  const from = join(outDir, `${name}.png`);
  const to = join(outDir, `${name}.webp`);
  await Bun.write(from, png);
  if (process.env.PORTRAIT_OUT) continue;
  const made = Bun.spawnSync(['cwebp', '-quiet', '-lossless', '-z', '9', '-metadata', 'none', from, '-o', to], { stderr: 'inherit' });
  rmSync(from);
  if (made.exitCode !== 0) process.exit(made.exitCode ?? 1);
  console.log(`${name}.webp: ${(Bun.file(to).size / 1024).toFixed(0)} KB`);
}
