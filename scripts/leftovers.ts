// What `npm test` started and did not stop: the runner becomes a child subreaper (Linux prctl through bun:ffi), so every
// process started under it stays its descendant, whatever environment it was given and even when its parent exits.
import { dlopen, FFIType } from 'bun:ffi';
import { readdirSync, readFileSync } from 'node:fs';

const PR_SET_CHILD_SUBREAPER = 36;

/** Adopts every orphaned descendant from now on; false where the system does not allow it (not Linux, no libc). */
export function becomeSubreaper(): boolean {
  try {
    const libc = dlopen('libc.so.6', {
      prctl: { args: [FFIType.i32, FFIType.u64, FFIType.u64, FFIType.u64, FFIType.u64], returns: FFIType.i32 },
    });
    const done = libc.symbols.prctl(PR_SET_CHILD_SUBREAPER, 1n, 0n, 0n, 0n) === 0;
    libc.close();
    return done;
  } catch {
    return false;
  }
}

export type Leftover = { pid: number; command: string };

type Proc = { pid: number; ppid: number; state: string };

function processes(): Proc[] {
  const found: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so the fields are read after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({ pid: Number(name), ppid: Number(ppid), state: state! });
    } catch {
      // gone while listing
    }
  }
  return found;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 200);
  } catch {
    return '?';
  }
}

/** Whether a process's environment names this run (the fallback where no subreaper could be made). */
function carriesRun(pid: number, mark: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(mark);
  } catch {
    return false;
  }
}

/**
 * The live processes started under this one (its descendants, zombies aside: they are already dead) and any other
 * process whose environment carries `mark` (`NAME=run-id`, set by the runner for everything it starts).
 */
export function leftovers(mark: string): Leftover[] {
  const all = processes().filter((p) => p.state !== 'Z');
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) if (!mine.has(p.pid) && mine.has(p.ppid)) grew = Boolean(mine.add(p.pid));
  }
  mine.delete(process.pid);
  for (const p of all) if (p.pid !== process.pid && !mine.has(p.pid) && carriesRun(p.pid, mark)) mine.add(p.pid);
  return [...mine].sort((a, b) => a - b).map((pid) => ({ pid, command: commandOf(pid) }));
}

/** Ends each one by its PID. */
export function killAll(found: Leftover[]) {
  for (const { pid } of found) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
