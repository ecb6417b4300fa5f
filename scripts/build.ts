// `npm run build`: the single executable dist/site (server, web app, migrations, seed), then a smoke check of it.
import { $ } from 'bun';
import { join } from 'node:path';
import { compressedCopies, isCompressible } from '../src/http/assets';
import { COMPRESSED_COPIES } from '../src/http/web-assets';
import { recordBytecodeOrder } from './bytecode-order';
import { smokeCheck } from './smoke-check';
import { buildWebAssets, writeWebAssets } from './web-build';

const root = join(import.meta.dir, '..');
const dist = join(root, 'dist');
const outfile = join(dist, 'site');

// The embedded migrations must match db/migrations; regenerate so a forgotten step cannot ship stale SQL.
await $`${process.execPath} ${join(root, 'scripts', 'embed-migrations.ts')}`.cwd(root);

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

// The server is minified only as far as is safe for Elysia: whitespace and syntax, never identifiers. Elysia reads
// the source of handlers and macros to decide what to parse, and with renamed identifiers (what --production implies)
// every admin call answered 500 in the binary only. React's production build comes from NODE_ENV.
// --asset web (run from dist/) embeds dist/web as `web/…` (src/http/web-assets.ts reads it). bunfig.toml is not
// read from the working directory at run time; a .env there is, as it is for `bun src/index.ts`.
// Idle memory (issue 17): --compile-jit-policy starts the binary with the JIT 100 times more reluctant, so the code
// that runs once at start (migrations, seeding, building the app) stays in the interpreter and the optimizing
// compilers are not paged in for it; src/server.ts sets the normal policy once the site listens. --bytecode-order
// lays out the bytecode a real start used together at the front of the binary (a profile recorded below), so a start
// reads fewer of its pages.
const compile = (order?: string) =>
  $`${process.execPath} build --compile --bytecode ${order ? [`--bytecode-order=${order}`] : []} --compile-jit-policy=100 --minify-whitespace --minify-syntax --define process.env.NODE_ENV='"production"' --no-compile-autoload-bunfig --asset web ${join(root, 'src', 'binary.ts')} --outfile ${outfile}`.cwd(dist);
await compile();
await compile(await recordBytecodeOrder(outfile, dist));
console.log(`built ${outfile}`);

await smokeCheck(outfile);
