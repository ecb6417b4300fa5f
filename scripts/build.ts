// `npm run build`: compiles the server, the web app, the migrations and the seed into one executable, dist/site.
import { $ } from 'bun';
import { join } from 'node:path';

const root = join(import.meta.dir, '..');
const outfile = join(root, 'dist', 'site');

// The embedded migrations must match db/migrations; regenerate so a forgotten step cannot ship stale SQL.
await $`${process.execPath} ${join(root, 'scripts', 'embed-migrations.ts')}`.cwd(root);
// --production: minified, with React's production build (without it the binary ships the development build).
// bunfig.toml is not read from the working directory; a .env there is, as it is for `bun src/index.ts`.
// The stylesheet the HTML links is generated from the classes the web app uses.
await $`${process.execPath} ${join(root, 'scripts', 'web-build.ts')}`.cwd(root);
// SITE_BINARY makes src/http/web-assets.ts read the embedded files; the bundler drops the build-from-source branch.
await $`${process.execPath} build --compile --production --bytecode --no-compile-autoload-bunfig --define process.env.SITE_BINARY='"1"' ${join(root, 'src', 'binary.ts')} --outfile ${outfile}`.cwd(root);
console.log(`built ${outfile}`);
