// Redirects and the addresses visitors did not find (decision 0096): the admin sends an old or mistyped address on to a
// page, permanently (301) or for now (302), and sees which addresses answered 404, to turn one into a redirect.
import * as v from 'valibot';

/** The longest address either side of a redirect may be. */
export const REDIRECT_PATH_MAX = 500;
/** The "not found" list keeps at most this many addresses (the least recently seen go first), each for this many days. */
export const MISSED_PATHS_MAX = 500;
export const MISSED_PATHS_KEEP_DAYS = 90;

/** An address on this site: one path, no query or fragment. */
const SitePath = v.pipe(
  v.string('Give an address'),
  v.trim(),
  v.minLength(1, 'Give an address'),
  v.maxLength(REDIRECT_PATH_MAX, `At most ${REDIRECT_PATH_MAX} characters`),
  v.regex(/^\/(?!\/)[^\s?#]*$/, 'An address on this site, starting with /, without spaces, ? or #'),
);
/** Where a redirect leads: a page of this site, or a full http(s) address elsewhere. */
const Target = v.pipe(
  v.string('Give an address'),
  v.trim(),
  v.minLength(1, 'Give an address'),
  v.maxLength(REDIRECT_PATH_MAX, `At most ${REDIRECT_PATH_MAX} characters`),
  v.check(
    (to) => /^\/(?!\/)[^\s#]*$/.test(to) || /^https?:\/\/[^\s/?#]+(?:[/?][^\s#]*)?$/.test(to),
    'A page of this site starting with /, or a full address starting with https://',
  ),
);

export const RedirectWrite = v.strictObject({
  from: SitePath,
  to: Target,
  permanent: v.boolean('Say whether it is permanent'),
});
export type RedirectWrite = v.InferOutput<typeof RedirectWrite>;

/** `createdAt`: ISO time. */
export type Redirect = { id: number; from: string; to: string; permanent: boolean; createdAt: string };

/**
 * An address that answered 404: how many times, first and last (ISO times), and where its last visitor came from: a path
 * of this site (a broken link of its own), another site's host, or "" (typed in, bookmarked, or not said).
 */
export type MissedPath = { id: number; path: string; hits: number; referrer: string; firstSeen: string; lastSeen: string };
