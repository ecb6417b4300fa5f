// Preloaded by every `bun test` here (bunfig.toml): a happy-dom window as the global scope, for a run of the web app's
// component tests only. Bun hands a preload the first test file of the run; server and end-to-end tests run apart
// (scripts/test.ts), since happy-dom's fetch, Request and window would change what they test.
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { join, sep } from 'node:path';

const webDir = join(import.meta.dir, '..') + sep;
if (Bun.argv[1]?.startsWith(webDir)) GlobalRegistrator.register({ url: 'http://localhost/' });
