// A signed-in session in words: "Chrome on macOS" / "macOS 上的 Chrome" (the dictionary's word order); what the server
// could not name said plainly ("A browser on Linux", "Chrome"), and an address of the server's own machine as "This
// server" (round 21: "Unknown browser on Linux · 127.0.0.1" read as raw test data).
import type { SignedInSession } from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { fill } from '../../lib/i18n';

export function deviceName(session: Pick<SignedInSession, 'browser' | 'os'>, d: AdminDictionary['devices']): string {
  const { browser, os } = session;
  if (!os) return browser ?? d.someBrowser;
  return (
    fill(browser ? d.on : d.someBrowserOn, { browser: browser ?? '', os })
      // The Chinese pattern spaces a Latin name off (macOS 上的 Chrome); between two Chinese words the space goes.
      .replace(/(\p{Script=Han}) (?=\p{Script=Han})/gu, '$1')
  );
}

/** An address of the machine the site runs on (IPv4 127.x, IPv6 ::1, or 127.x written as IPv6). */
export const isLoopback = (address: string) => /^(127\.|::ffff:127\.)/i.test(address) || address === '::1';
