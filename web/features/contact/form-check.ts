// The contact form's proof of work (decision 0108), begun when the visitor first focuses the form and worked out in the
// background while they type: a challenge asked of the server, solved by a chunk loaded then (solve-check.ts). Nothing
// is shown and nothing is asked of the visitor. A send takes the solution (waiting for it if need be); the next send
// asks afresh. Without one (offline for a moment) the message still goes, and waits in the owner's Spam.
import { CHALLENGE } from '../../../src/contract/challenge';
import { fetchContactChallenge } from '../../lib/calls/contact';

type Check = { begun: number; solution: Promise<string | undefined> };
let current: Check | undefined;

async function solve(): Promise<string | undefined> {
  try {
    const [{ solveFormCheck }, challenge] = await Promise.all([import('./solve-check'), fetchContactChallenge()]);
    return await solveFormCheck(challenge);
  } catch {
    return undefined;
  }
}

/** A solution a few minutes short of its time is asked for again rather than sent stale. */
const FRESH_MS = (CHALLENGE.minutes - 5) * 60_000;

/** Starts solving, unless a fresh solution is already on its way. */
export function startFormCheck(): void {
  if (current && Date.now() - current.begun < FRESH_MS) return;
  current = { begun: Date.now(), solution: solve() };
}

/** The solution for this send (spent: the next send gets another), or undefined when none could be had. */
export async function takeFormCheck(): Promise<string | undefined> {
  startFormCheck();
  const check = current!;
  current = undefined;
  // A failed try (a lost connection) is tried once more at the send.
  return (await check.solution) ?? (await solve());
}
