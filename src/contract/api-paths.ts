// Every path of the API but the public lists', said once: the server registers these patterns as its routes and the web
// app's call modules (web/lib/calls/) fill them in. A `:name` segment is a parameter. Plain data, no schema library.
import { HITS_PATH } from './insight-paths';
import { MESSAGE_PATHS } from './message-paths';
import { PUBLIC_READS } from './public-reads';
import { REPLY_PATHS } from './replies';
import { CHANNEL_PATHS } from './channels';
import { CHALLENGE_PATH } from './challenge';

export const API_PATHS = {
  auth: {
    login: '/api/admin/login',
    logout: '/api/admin/logout',
    updateCredentials: '/api/admin/update-credentials',
    user: '/api/auth/user',
    /** The second step of a sign-in whose password was right (issue 33). */
    secondFactor: '/api/admin/login/second-factor',
    /** A passkey: alone (no name typed), or as the second step. */
    passkeyOptions: '/api/admin/login/passkey-options',
    passkey: '/api/admin/login/passkey',
  },
  security: {
    state: '/api/admin/security',
    confirm: '/api/admin/security/confirm',
    totpSetup: '/api/admin/security/totp/setup',
    totp: '/api/admin/security/totp',
    recoveryCodes: '/api/admin/security/recovery-codes',
    required: '/api/admin/security/required',
    rememberedDevices: '/api/admin/security/remembered-devices',
    passkeyOptions: '/api/admin/passkeys/options',
    passkeys: '/api/admin/passkeys',
    passkey: '/api/admin/passkeys/:id',
  },
  sessions: { list: '/api/admin/sessions', one: '/api/admin/sessions/:id', endOthers: '/api/admin/sessions/end-others' },
  audit: '/api/admin/audit',
  /** Read by anyone (PUBLIC_READS.brand), replaced by the admin. */
  brand: PUBLIC_READS.brand,
  cachePurges: '/api/admin/cache-purges',
  backups: { list: '/api/admin/backups', file: '/api/admin/backups/:name' },
  /** The public read of a section is PUBLIC_READS.content (a test keeps the two in step). */
  content: { write: '/api/content', section: '/api/content/:section' },
  health: '/healthz',
  /** A public page's view comes to `hits`; the admin reads the figures (decision 0074). */
  insights: { hits: HITS_PATH, report: '/api/admin/insights', export: '/api/admin/insights/export.csv' },
  media: {
    list: '/api/media',
    upload: '/api/media',
    one: '/api/media/:name',
    version: '/api/media/:name/:version',
    focus: '/api/media/:name/focus',
  },
  messages: MESSAGE_PATHS,
  /** The contact form's proof of work, asked for when a visitor starts on the form (decision 0108). */
  contactChallenge: CHALLENGE_PATH,
  /** Replies sent from the inbox (decision 0106). */
  replies: REPLY_PATHS,
  /** Where else a new message is announced (decision 0107). */
  channels: CHANNEL_PATHS,
  notifications: { emailStatus: '/api/settings/email-status', testEmail: '/api/settings/test-email' },
  pricing: { list: PUBLIC_READS.pricingPlans, one: `${PUBLIC_READS.pricingPlans}/:id` },
  revisions: { list: '/api/revisions', deletedEntries: '/api/revisions/deleted', restore: '/api/revisions/:id/restore' },
  settings: { write: '/api/settings', one: '/api/settings/:key', timeZone: '/api/settings/time-zone' },
  setup: '/api/admin/setup',
  /** The public read of a page's snippet is PUBLIC_READS.snippet (a test keeps the two in step). */
  snippets: { one: '/api/page-snippets/:section' },
  pieces: {
    list: '/api/admin/pieces/:collection',
    one: '/api/admin/pieces/:collection/:id',
    state: '/api/admin/pieces/:collection/:id/:lang/state',
    markdown: '/api/admin/markdown',
  },
  /** The journal's public reads (PUBLIC_READS.journalPage / journalPost write their paths). */
  journal: {
    page: '/api/journal/:lang/page/:page',
    tagPage: '/api/journal/:lang/tag/:tag/page/:page',
    post: '/api/journal/:lang/posts/:slug',
  },
  /** The Work pages' public reads (PUBLIC_READS.workIndex / workStory write their paths). */
  work: {
    index: '/api/work/:lang',
    story: '/api/work/:lang/stories/:slug',
  },
  /** Redirects the admin keeps, and the addresses that answered 404 (decision 0096). */
  redirects: { list: '/api/admin/redirects', one: '/api/admin/redirects/:id' },
  /** Journal tags' names in each language (decision 0100). */
  tags: { list: '/api/admin/tags', one: '/api/admin/tags/:slug' },
  missedPaths: { list: '/api/admin/missed-paths', one: '/api/admin/missed-paths/:id' },
  storage: '/api/admin/storage',
} as const;

/** The parameter names of a path pattern: `'/api/x/:id/y'` → `'id'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its parameters filled in, each URL-encoded: `pathTo('/api/x/:id', { id: 7 })` → `'/api/x/7'`. */
export function pathTo<P extends string>(pattern: P, params: Record<PathParams<P>, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name])));
}
