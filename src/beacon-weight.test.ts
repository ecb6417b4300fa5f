// What the page-view beacon adds to the public pages (issue 34: at most 1 KB brotli): its module and a message's source,
// built alone and minified as the web build does, with what they import, weighed as the binary's brotli copies are.
// Within a page's scripts they weigh less (what they import is there already): public-bundle.test.ts weighs the pages.
import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { compressedCopies } from './http/assets';

const web = join(import.meta.dir, '..', 'web');
const BUDGET = 1024;

test('the beacon and the message source weigh at most 1 KB brotli', async () => {
  const result = await Bun.build({
    entrypoints: [join(web, 'lib', 'page-views.ts'), join(web, 'features', 'contact', 'message-source.ts')],
    minify: true,
    // As the web build: what both use is in a script of its own, counted once.
    splitting: true,
    target: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  if (!result.success) throw new AggregateError(result.logs, 'the beacon failed to build');
  const code = (await Promise.all(result.outputs.map((output) => output.text()))).join('\n');
  // Compressed as the binary's build-time copies are (what a browser that asks for brotli is sent).
  const bytes = compressedCopies(new TextEncoder().encode(code)).br.byteLength;
  console.log(`page-view beacon and message source: ${code.length} bytes minified, ${bytes} bytes brotli (budget ${BUDGET})`);
  expect(code).toContain('/api/hits'); // the real module, not an empty build
  expect(code).not.toMatch(/localStorage|sessionStorage|indexedDB|document\.cookie/);
  expect(bytes).toBeLessThanOrEqual(BUDGET);
});
