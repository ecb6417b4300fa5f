// A signed-in session in words: "Chrome on macOS" / "macOS 上的 Chrome" (the dictionary's word order), with the
// dictionary's words for what the server could not name.
import type { SignedInSession } from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { fill } from '../../lib/i18n';

export const deviceName = (session: Pick<SignedInSession, 'browser' | 'os'>, d: AdminDictionary['devices']) =>
  fill(d.on, { browser: session.browser ?? d.unknownBrowser, os: session.os ?? d.unknownOs })
    // The Chinese pattern spaces a Latin name off (macOS 上的 Chrome); between two Chinese words the space goes.
    .replace(/(\p{Script=Han}) (?=\p{Script=Han})/gu, '$1');
