// Starts a server process on a free port (PORT=0), reads its URL from the log, and stops it by PID.
import { readdirSync, readFileSync } from 'node:fs';
export type RunningServer = { url: string; pid: number; output: () => string; stop: (signal?: NodeJS.Signals) => Promise<number> };

export async function startProcess(cmd: string[], opts: { cwd: string; env?: Record<string, string> }): Promise<RunningServer> {
  const proc = Bun.spawn(cmd, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdout: 'pipe', stderr: 'pipe' });
  let output = '';
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    // The first 64 KiB (start-up lines, the first-run password) are kept; a server under load logs far more.
    for await (const chunk of stream) if (output.length < 65_536) output += decoder.decode(chunk, { stream: true });
  };
  void pump(proc.stdout);
  void pump(proc.stderr);
  // A first start migrates and hashes the admin's password (19 MiB argon2): on a loaded machine that once passed 15 s.
  const deadline = Date.now() + 60_000;
  let url: string | undefined;
  while (!url) {
    url = /listening on (http:\/\/\S+)/.exec(output)?.[1]?.replace('localhost', '127.0.0.1');
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await Bun.sleep(2);
  }
  return {
    url,
    pid: proc.pid,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null) {
        // Killed outright, a server cannot end its own children (an image's variant maker): they are ended with it.
        const children = signal === 'SIGKILL' ? childrenOf(proc.pid) : [];
        proc.kill(signal);
        for (const child of children) {
          try {
            process.kill(child, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }
      return proc.exited;
    },
  };
}

/** The processes `pid` has started and that still run (Linux: /proc/<pid>/task/<tid>/children). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}
