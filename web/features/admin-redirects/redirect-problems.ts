// What is wrong with a redirect being written, in the admin's words, from the redirects already listed: the same rules
// the server keeps (src/modules/redirects), said before anything is sent. The server still decides.
import type { Redirect } from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { fill } from '../../lib/i18n';

export type RedirectDraft = { from: string; to: string; permanent: boolean };
export type RedirectProblems = { from?: string; to?: string };

const SITE_PATH = /^\/(?!\/)[^\s?#]*$/;
const TARGET = (to: string) => /^\/(?!\/)[^\s#]*$/.test(to) || /^https?:\/\/[^\s/?#]+(?:[/?][^\s#]*)?$/.test(to);

/** `editing`: the id of the redirect being changed (it does not conflict with itself). */
export function redirectProblems(
  draft: RedirectDraft,
  existing: Redirect[],
  words: AdminDictionary['redirects']['problems'],
  editing?: number,
): RedirectProblems {
  const from = draft.from.trim();
  const to = draft.to.trim();
  const problems: RedirectProblems = {};
  if (!SITE_PATH.test(from)) problems.from = words.fromFormat;
  if (!TARGET(to)) problems.to = words.toFormat;
  if (problems.from || problems.to) return problems;
  if (from === to) return { to: words.same };
  const others = existing.filter((r) => r.id !== editing);
  if (others.some((r) => r.from === from)) return { from: words.fromTaken };
  const onward = others.find((r) => r.from === to);
  if (onward) return { to: onward.to === from ? fill(words.loop, { to }) : fill(words.chain, { to, next: onward.to }) };
  const leading = others.find((r) => r.to === from);
  if (leading) return { from: fill(words.leadsHere, { other: leading.from }) };
  return {};
}
