// The contact form's proof of work (decision 0108): the ALTCHA protocol (v2, deterministic: the server picks the
// counter, signs the derived key), solved in the background while the visitor types. No cookie, no outside request.
export const CHALLENGE_PATH = '/api/contact-challenge';
/** The field of POST /api/contact-messages that carries the solution: ALTCHA's payload, base64 JSON. */
export const CHALLENGE_FIELD = 'altcha';
/**
 * How hard: SHA-256 once per try, the counter drawn from 0 to COUNTER_MAX, so a solver tries COUNTER_MAX / 2 times on
 * average (measured in Chromium with the CPU slowed 4×: docs/decisions/0108). Good for 30 minutes, once.
 */
export const CHALLENGE = { algorithm: 'SHA-256', cost: 1, counterMax: 20_000, minutes: 30 } as const;

/** What the server answers GET /api/contact-challenge with (ALTCHA's Challenge). */
export type ContactChallenge = {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    /** `expires`: until when it is good, in seconds since 1970 by the site's clock (signed with the rest). */
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
};

/** How a message's check came out: solved, or why not (each sends the message to Spam, or refuses it, decision 0108). */
export type ChallengeOutcome = 'solved' | 'unsolved' | 'invalid' | 'expired' | 'replayed';
