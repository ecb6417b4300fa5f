// `npm run size`: gzip size of the JavaScript and CSS a public page loads (budget: 100 KB of JavaScript),
// counting the entry, the chunks it imports, and the strings of one language.
// Exits 1 when over budget; it is not part of `npm test`.
import { gzipSync } from 'node:zlib';
import { buildWebAssets } from './web-build';

const BUDGET_JS = 100 * 1024;
const web = await buildWebAssets();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// What the page itself asks for: the entry script, the stylesheet, and the chunks the entry imports up front.
const loaded = new Set([...web.index.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
for (const path of [...loaded]) {
  if (!path.endsWith('.js')) continue;
  const code = new TextDecoder().decode(web.files.get(path)?.body);
  for (const m of code.matchAll(/(?:^|[;}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.?\/[^"']+\.js)["']/g)) loaded.add(`/${m[1]!.replace(/^\.?\//, '')}`);
}

// Every page also loads the strings of one language (the larger is counted).
const locales = [...web.files.keys()].filter((path) => /^\/(en|zh)-[a-z0-9]+\.js$/.test(path));
const localeGzip = (path: string) => gzipSync(web.files.get(path)!.body, { level: 9 }).length;
const biggestLocale = locales.sort((a, b) => localeGzip(b) - localeGzip(a))[0];
if (biggestLocale) loaded.add(biggestLocale);

let js = 0;
let css = 0;
console.log('file                                    raw        gzip   loaded by a public page');
for (const [path, asset] of web.files) {
  if (!/\.(js|css)$/.test(path)) continue;
  const gz = gzipSync(asset.body, { level: 9 }).length;
  const onPage = loaded.has(path);
  if (onPage && path.endsWith('.js')) js += gz;
  if (onPage && path.endsWith('.css')) css += gz;
  console.log(`${path.padEnd(36)} ${kb(asset.body.length).padStart(9)} ${kb(gz).padStart(10)}   ${onPage ? 'yes' : locales.includes(path) ? 'one language' : 'no (lazy)'}`);
}
console.log(`\npublic page: JavaScript ${kb(js)} gzip (budget ${kb(BUDGET_JS)}), CSS ${kb(css)} gzip`);
if (js > BUDGET_JS) {
  console.error('over the JavaScript budget');
  process.exit(1);
}
