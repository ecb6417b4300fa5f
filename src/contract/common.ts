// Shared building blocks of the contract's schemas: bounded text (one line, or several) and email addresses.
import * as v from 'valibot';

/**
 * One line: no control characters at all. A line break in a name or a phone number is never typed by a person, and
 * in a header or a plain-text email it forges lines ("Bcc: …"). The same for C1 controls (U+0085 is a line break),
 * the line and paragraph separators, and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069):
 * nobody types those in a name or a title, and they reorder what the admin reads (an inbox row, the activity log).
 * The marks mixed-direction text needs (U+200E, U+200F, U+061C) stay: they cannot reorder beyond their neighbours.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is what this rule is for
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/;
export const isOneLine = (text: string) => ONE_LINE.test(text);
export const singleLine = () => v.regex(ONE_LINE, 'Must be one line, without control characters');
/**
 * No invisible characters at all (zero-width spaces and joiners, direction marks, the byte-order mark, soft hyphens,
 * fillers): for an account name, where `adm\u200Bin` would read as `admin` in the activity log. Titles and people's
 * names keep them (emoji sequences and some scripts need joiners); they get singleLine() only.
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each filler is listed on its own on purpose; none is a combining sequence
const VISIBLE_ONLY = /^[^\p{Cf}\u034f\u115f\u1160\u3164\uffa0]*$/u;
export const isVisibleOnly = (text: string) => VISIBLE_ONLY.test(text);
export const visibleOnly = () => v.regex(VISIBLE_ONLY, 'Must not hold invisible characters');
/** Several lines: line breaks and tabs are kept; NUL and the other control characters are refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is what this rule is for
export const multiLine = () => v.regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'Must not contain control characters');

/** One line that must hold something once surrounding spaces are removed. */
export const requiredText = (max: number, message = 'This field is required') =>
  v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(max, `At most ${max} characters`), singleLine());

/** One line that may be empty. */
export const optionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters`), singleLine());

/** Several lines that must hold something once surrounding spaces are removed. */
export const requiredLines = (max: number, message = 'This field is required') =>
  v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(max, `At most ${max} characters`), multiLine());

/** Several lines that may be empty. */
export const optionalLines = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters`), multiLine());

export const Email = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254, 'At most 254 characters'),
  singleLine(),
  v.email('Invalid email address'),
);

/** A page's place in a newest-first list: the cursor the page before gave (X-Next-Cursor). */
export const PageCursor = v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}_\d{1,15}$/, 'Not a cursor this list gave')));
/** How many rows a page holds, from a query string: 1 to `max`, `fallback` when not given. */
export const pageLimit = (max: number, fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'limit must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(max)),
    String(fallback),
  );
