// The profile `npm run build` lays the binary's bytecode out by: which functions a real run used, in the order it used
// them (BUN_BYTECODE_ORDER_OUT), recorded from the binary just built. A restart (the common case) and a first start
// (creating the database) each serve a page and a public read, then stop.
import { join } from 'node:path';
import { binaryFolder, startBinary } from '../e2e/site-binary';

/** Records the profiles of a first start and of a restart of `binary`; returns them as --bytecode-order takes them. */
export async function recordBytecodeOrder(binary: string, dir: string): Promise<string> {
  const folder = binaryFolder(binary);
  const [first, restart] = [join(dir, 'bytecode-order-first.txt'), join(dir, 'bytecode-order-restart.txt')];
  for (const out of [first, restart]) {
    const site = await startBinary({ folder, env: { ADMIN_PASSWORD: `order-${crypto.randomUUID()}`, BUN_BYTECODE_ORDER_OUT: out } });
    try {
      for (const path of ['/healthz', '/', '/api/services']) {
        const res = await fetch(`${site.url}${path}`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`recording the bytecode order: GET ${path} answered ${res.status}`);
      }
    } finally {
      // The profile is written as the binary exits; the second run reuses the folder (and its database).
      if (out === restart) await site.close();
      else await site.stop();
    }
    if (!(await Bun.file(out).exists())) throw new Error(`recording the bytecode order: ${out} was not written`);
  }
  // The most common start first.
  return `${restart},${first}`;
}
