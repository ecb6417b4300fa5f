// The server's side of a variant child (decision 0104): starts `site make-variants TYPE` with the image on its input,
// reads its answer, and kills it (SIGKILL, which also stops a codec spinning on a hostile file) when it takes too long
// or its resident memory passes the bound. The server never decodes an image itself.
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { ImageType } from '../../../contract';
import { CHILD_COMMAND, decodeAnswer } from './answer';
import type { MadeVariants } from './make';

/** A child past this resident memory is killed (a 24 MP photo peaked at about 700 MB in one process, decision 0104). */
export const CHILD_MAX_MEGABYTES = 1536;

export type ChildLimits = {
  /** How long one image may take: a base and a part per megapixel (a 24 MP photo takes about 5 s on 2 cores). */
  timeoutMs: number;
  /** The child's resident memory past which it is killed (MB). */
  maxMegabytes: number;
};

/** The child's resident memory in MB, from /proc (Linux); null where it cannot be read. */
function residentMegabytes(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** The variants of `bytes`, made by a child started with `command` (this binary, or bun and the source's entry). */
export async function variantsInChild(
  command: string[],
  bytes: Uint8Array,
  type: ImageType,
  limits: ChildLimits,
  /** Aborted when the server stops: the child is killed, not waited for. */
  signal?: AbortSignal,
): Promise<MadeVariants & { peakMegabytes: number | null }> {
  const child = Bun.spawn([...command, CHILD_COMMAND, type], {
    stdin: bytes,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, SITE_CHILD: '1' },
  });
  // Background work: the lowest priority, so visitors' requests (and the server itself) come first on a small machine.
  try {
    setPriority(child.pid, 19);
  } catch {
    // not allowed here: it runs at the server's own priority
  }
  let killedFor: string | null = null;
  let peak: number | null = null;
  const kill = (why: string) => {
    killedFor ??= why;
    child.kill('SIGKILL');
  };
  signal?.addEventListener('abort', () => kill('the server is stopping'), { once: true });
  const seconds = (limits.timeoutMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 });
  const timer = setTimeout(() => kill(`it took longer than ${seconds} s`), limits.timeoutMs);
  const watch = setInterval(() => {
    const now = residentMegabytes(child.pid);
    if (now === null) return;
    peak = Math.max(peak ?? 0, now);
    if (now > limits.maxMegabytes) kill(`it used more than ${limits.maxMegabytes} MB`);
  }, 100);
  try {
    const [out, err, code] = await Promise.all([new Response(child.stdout).arrayBuffer(), new Response(child.stderr).text(), child.exited]);
    if (killedFor) throw new Error(`the variants were not made: ${killedFor}`);
    if (code !== 0)
      throw new Error(
        err
          .trim()
          .split('\n')
          .at(-1)
          ?.replace(/^make-variants: /, '') || `the variant maker stopped (${code})`,
      );
    return { ...decodeAnswer(new Uint8Array(out)), peakMegabytes: peak };
  } finally {
    clearTimeout(timer);
    clearInterval(watch);
  }
}
