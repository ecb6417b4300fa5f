// The form's proof of work solved (decision 0108): ALTCHA's own solver, one SHA-256 per try through the browser's
// crypto.subtle, yielding to the page as it goes. A chunk of its own, loaded once the visitor starts on the form.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ContactChallenge } from '../../../src/contract/challenge';

/** The payload the form sends as `altcha` (base64 JSON of the challenge and its solution), or undefined if unsolved. */
export async function solveFormCheck(challenge: ContactChallenge): Promise<string | undefined> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) return undefined;
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}
