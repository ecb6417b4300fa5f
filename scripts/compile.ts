// The one `bun build --compile` of the server that `npm run build` and its release binaries share: the same flags for
// every target, so a release file is built exactly as the tested dist/site is.
import { $ } from 'bun';
import { join } from 'node:path';
import { stampDefines, type BuildStamp } from './build-stamp';

const root = join(import.meta.dir, '..');

export type CompileOptions = {
  /** Where the executable goes. */
  outfile: string;
  /** The folder holding web/ (embedded as `web/…`); the compile runs there. */
  dist: string;
  stamp: BuildStamp;
  /** Bun's target (`bun-linux-arm64`); the machine's own when absent. */
  target?: string;
  /** Bytecode order profiles, comma-separated, most important first (scripts/bytecode-order.ts). */
  order?: string;
};

// The server is minified only as far as is safe for Elysia: whitespace and syntax, never identifiers. Elysia reads
// the source of handlers and macros to decide what to parse, and with renamed identifiers (what --production implies)
// every admin call answered 500 in the binary only. React's production build comes from NODE_ENV.
// --asset web (run from dist/) embeds dist/web as `web/…` (src/http/web-assets.ts reads it). bunfig.toml is not
// read from the working directory at run time; a .env there is, as it is for `bun src/index.ts`.
// Idle memory (issue 17): --compile-jit-policy starts the binary with the JIT 100 times more reluctant, so the code
// that runs once at start (migrations, seeding, building the app) stays in the interpreter and the optimizing
// compilers are not paged in for it; src/server.ts sets the normal policy once the site listens. --bytecode-order
// lays out the bytecode a real start used together at the front of the binary (a profile recorded from a run), so a
// start reads fewer of its pages. The stamp (scripts/build-stamp.ts) names the commit and the build time.
// A foreign target's runtime is Bun's own package for it (`@oven/bun-linux-aarch64` at this Bun's version), which
// `bun build` fetches from the package registry once and keeps in its install cache (docs/decisions/0039).
export async function compileServer(opts: CompileOptions): Promise<void> {
  const target = opts.target ? [`--target=${opts.target}`] : [];
  const order = opts.order ? [`--bytecode-order=${opts.order}`] : [];
  await $`${process.execPath} build --compile ${target} --bytecode ${order} --compile-jit-policy=100 --minify-whitespace --minify-syntax --define process.env.NODE_ENV='"production"' ${stampDefines(opts.stamp)} --no-compile-autoload-bunfig --asset web ${join(root, 'src', 'binary.ts')} --outfile ${opts.outfile}`.cwd(
    opts.dist,
  );
}
