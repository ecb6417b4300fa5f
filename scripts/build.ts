// `npm run build`: the single executable dist/site (server, web app, migrations, seed), then a smoke check of it.
// `npm run build -- --release` also writes the release binaries for Linux x64 and ARM64 with SHA256SUMS (dist/release).
import { $ } from 'bun';
import { join } from 'node:path';
import pkg from '../package.json' with { type: 'json' };
import { compressedCopies, isCompressible } from '../src/http/assets';
import { COMPRESSED_COPIES } from '../src/http/web-assets';
import { buildStamp } from './build-stamp';
import { recordBytecodeOrder } from './bytecode-order';
import { compileServer } from './compile';
import { buildRelease } from './release';
import { smokeCheck } from './smoke-check';
import { buildWebAssets, writeWebAssets } from './web-build';

const root = join(import.meta.dir, '..');
const dist = join(root, 'dist');
const outfile = join(dist, 'site');

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--release');
if (unknown.length) {
  console.error(
    `Unknown argument ${unknown.join(' ')}.\nUsage: npm run build [-- --release]\n  --release   also write dist/release/: the binaries for Linux x64 and ARM64, and SHA256SUMS`,
  );
  process.exit(2);
}
const release = args.includes('--release');

// The embedded migrations must match db/migrations; regenerate so a forgotten step cannot ship stale SQL.
await $`${process.execPath} ${join(root, 'scripts', 'embed-migrations.ts')}`.cwd(root);
// Taken once the generated sources are in place: a build that changed a tracked file says "-dirty".
const stamp = buildStamp(root);

// The web app is built on its own (fully minified, code-split: the admin and each language are lazy chunks) and its
// files embedded as they are; bundling it through the server's HTML import made one unsplit script of everything.
const web = await buildWebAssets();
await writeWebAssets(web, join(dist, 'web'));
// Each compressible file also goes in brotli and gzip at their best: the binary then compresses nothing at start, and
// does not hold the compressors' memory.
for (const [path, asset] of web.files) {
  if (!isCompressible(asset.type)) continue;
  const copies = compressedCopies(asset.body);
  await Bun.write(join(dist, 'web', path + COMPRESSED_COPIES.br), copies.br);
  await Bun.write(join(dist, 'web', path + COMPRESSED_COPIES.gzip), copies.gzip);
}

// Built twice: the first binary runs to record which bytecode a start uses (scripts/bytecode-order.ts), the second is
// laid out by that profile. scripts/compile.ts says why each flag.
await compileServer({ outfile, dist, stamp });
const order = await recordBytecodeOrder(outfile, dist);
await compileServer({ outfile, dist, stamp, order });
console.log(`built ${outfile}: ${pkg.version} (commit ${stamp.commit}, built ${stamp.builtAt})`);

await smokeCheck(outfile);

if (release) {
  const out = join(dist, 'release');
  const files = await buildRelease({ site: outfile, dist, out, version: pkg.version, stamp, order });
  for (const file of files) console.log(`release ${file.path}: ${(file.size / 1_048_576).toFixed(1)} MB, sha256 ${file.sha256}`);
  console.log(`checksums in ${join(out, 'SHA256SUMS')}: check with (cd ${out} && sha256sum -c SHA256SUMS)`);
}
