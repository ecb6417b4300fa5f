// The site's icons for the web app's build: the files scripts/icons.ts drew (web/icons/) and the web manifest naming
// them, made here from the brand's name and colours. Stable names, so the build marks them `stable` (a day's cache).
import { basename, join } from 'node:path';
import { SITE_ICONS, WEB_MANIFEST } from '../src/contract/brand';
import type { Asset } from '../src/http/web-assets';
import { en } from '../web/i18n/en';
import { PALETTES } from '../web/styles/tokens';

const ICONS_DIR = join(import.meta.dir, '..', 'web', 'icons');
const TYPES = { '.ico': 'image/x-icon', '.png': 'image/png' } as const;
const MANIFEST_TYPE = 'application/manifest+json';

/** A token (#rrggbb or oklch(L C h)) as #rrggbb: what every reader of a manifest takes, whatever CSS it knows. */
export function hexColour(value: string): string {
  if (value.startsWith('#')) return value;
  const [L, C, h] = value.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  const [a, b] = [C * Math.cos((h * Math.PI) / 180), C * Math.sin((h * Math.PI) / 180)];
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const encoded = linear.map((x) => {
    const c = Math.min(1, Math.max(0, x));
    return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
  });
  return `#${encoded.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The manifest: English names (one manifest serves both languages), the light theme's ground while it opens and the
 * accent for the system's frame. `display: browser`: a brochure site keeps the address bar (a page to share, a link
 * to the other language), and a browser never offers to install it as an app. `svgIcon`: the built favicon's URL.
 */
export function webManifest(svgIcon: string): string {
  return JSON.stringify({
    id: '/',
    name: en.brand,
    short_name: en.brandShort,
    description: en.footer.mission,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: hexColour(PALETTES.light.bg),
    theme_color: hexColour(PALETTES.light.accent),
    icons: [
      { src: svgIcon, type: 'image/svg+xml', sizes: 'any' },
      { src: SITE_ICONS.small, type: 'image/png', sizes: '192x192' },
      { src: SITE_ICONS.large, type: 'image/png', sizes: '512x512' },
      { src: SITE_ICONS.maskable, type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  });
}

/** The icons and the manifest by their paths, for the web app's files. `index`: the built index.html (it names the SVG). */
export async function webIcons(index: string): Promise<Map<string, Asset>> {
  const svgIcon = /<link rel="icon"[^>]*\shref="(\/[^"]+\.svg)"/.exec(index)?.[1];
  if (!svgIcon) throw new Error('The built index.html links no SVG icon for the manifest to name');
  const files = new Map<string, Asset>();
  for (const path of Object.values(SITE_ICONS)) {
    const file = Bun.file(join(ICONS_DIR, basename(path)));
    if (!(await file.exists())) throw new Error(`web/icons/${basename(path)} is missing: draw the icons with bun scripts/icons.ts`);
    files.set(path, { body: await file.bytes(), type: TYPES[path.slice(path.lastIndexOf('.')) as keyof typeof TYPES], stable: true });
  }
  files.set(WEB_MANIFEST, { body: new TextEncoder().encode(webManifest(svgIcon)), type: MANIFEST_TYPE, stable: true });
  return files;
}
