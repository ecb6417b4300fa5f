// The contact form's proof of work (decision 0108) solved as the site's own form solves it: a challenge asked of the
// server, worked through with ALTCHA's solver, and the payload the form sends in its `altcha` field. Tests that post
// messages as a visitor's browser would use it; tests of what happens without it leave it out.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CHALLENGE_FIELD, CHALLENGE_PATH, type ContactChallenge } from '../contract';

/** The payload for a challenge: base64 JSON of the challenge and its solution, as the form sends it. */
export async function solvePayload(challenge: ContactChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the contact challenge was not solved in time');
  const payload = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Asks `get` (a GET of CHALLENGE_PATH on the site under test) for a challenge and solves it. */
export async function solvedCheck(get: (path: string) => Promise<{ status: number; json: unknown }>): Promise<string> {
  const res = await get(CHALLENGE_PATH);
  if (res.status !== 200) throw new Error(`GET ${CHALLENGE_PATH} answered ${res.status}`);
  return solvePayload(res.json as ContactChallenge);
}

/** A site's challenge over HTTP, solved (for the tests of the binary). */
export async function solvedCheckFrom(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  return solvedCheck(async (path) => {
    const res = await fetch(new URL(path, baseUrl), { headers });
    return { status: res.status, json: await res.json().catch(() => null) };
  });
}

/** A message body as the form sends it: the solved check added, unless the body already says what to send for it. */
export async function withCheck<T extends object>(body: T, solved: () => Promise<string>): Promise<T> {
  return CHALLENGE_FIELD in body ? body : { ...body, [CHALLENGE_FIELD]: await solved() };
}
