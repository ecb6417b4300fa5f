// The contact form's proof of work (decision 0108), through ALTCHA's own library (altcha-lib, protocol v2): a challenge
// made in deterministic mode (the server draws the counter and signs the key it derives, so checking a solution is two
// HMACs, no hashing again), signed with keys derived from the data folder's secret.key (stable across restarts, never
// stored), good for CHALLENGE.minutes and for one message: a used one is remembered by its signature until it expires.
// The time it is good until is in the signed `data` (seconds), by the site's clock: ALTCHA's own `expiresAt` is checked
// against the machine's clock, and the site has one clock (deps.now) that its tests can move.
import { createHmac, randomInt } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { usedChallenges } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { CHALLENGE, type ChallengeOutcome, type ContactChallenge } from '../../contract';

type Keys = { signature: string; keySignature: string };

/** The two HMAC secrets, derived from the sealing key for this use alone. */
export function challengeKeys(sealingKey: Buffer): Keys {
  const derive = (label: string) => createHmac('sha256', sealingKey).update(label).digest('base64url');
  return { signature: derive('contact-challenge/signature/v1'), keySignature: derive('contact-challenge/key/v1') };
}

export async function makeChallenge(keys: Keys, now: number): Promise<ContactChallenge> {
  return (await createChallenge({
    algorithm: CHALLENGE.algorithm,
    cost: CHALLENGE.cost,
    counter: randomInt(0, CHALLENGE.counterMax + 1),
    deriveKey,
    data: { expires: Math.floor(now / 1000) + CHALLENGE.minutes * 60 },
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  })) as ContactChallenge;
}

type Payload = { challenge: ContactChallenge; solution: { counter: number; derivedKey: string } };

function decode(text: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Payload;
    const ok =
      typeof payload?.challenge?.parameters === 'object' &&
      typeof payload.challenge.signature === 'string' &&
      Number.isInteger(payload.solution?.counter) &&
      typeof payload.solution.derivedKey === 'string';
    return ok ? payload : null;
  } catch {
    return null;
  }
}

/**
 * How the message's check came out. A good solution is spent here (in the caller's transaction is not needed: the
 * insert is one statement, and a second use of the same signature finds it taken).
 */
export async function checkSolution(db: Db, keys: Keys, text: string | undefined, now: number): Promise<ChallengeOutcome> {
  if (!text) return 'unsolved';
  const payload = decode(text);
  if (!payload) return 'invalid';
  const expires = payload.challenge.parameters.data?.expires;
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
  } catch {
    return 'invalid';
  }
  if (!result.verified || typeof expires !== 'number') return 'invalid';
  // Signed, so the time is the server's own: past it, the solution is stale however good.
  if (expires * 1000 < now) return 'expired';
  db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now)).run();
  const spent = db
    .insert(usedChallenges)
    .values({ signature: payload.challenge.signature!, expiresAt: expires * 1000 })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature })
    .all();
  return spent.length ? 'solved' : 'replayed';
}
