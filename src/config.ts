// Environment → typed configuration, parsed once with valibot. A bad value is a clear error, not a guess.
// Each variable is described once, in VARIABLES: its name, what it accepts, its default and one line for the docs
// (docs/configuration.md's table is checked against it by src/configuration-doc.test.ts).
import * as v from 'valibot';
import {
  headerName,
  nonEmpty,
  oneOf,
  optional,
  password,
  path,
  positive,
  rangeList,
  secret,
  sender,
  setting,
  url,
  username,
  type Variable,
  whole,
} from './config-kinds';
import type { ProxyTrust } from './http/forwarded';

/** Every variable the site reads, in the order the docs list them. The keys are what `derive` reads. */
export const VARIABLES = {
  port: setting('PORT', whole(0, 65535), '3000', 'TCP port to listen on; 0 picks a free one, printed at start'),
  host: setting('HOST', nonEmpty, '0.0.0.0', 'address to listen on (`127.0.0.1` behind a reverse proxy)'),
  dataDir: setting('DATA_DIR', nonEmpty, './data', 'the data folder: the SQLite database `site.db`, its backups and the lock'),
  adminUsername: setting('ADMIN_USERNAME', username, 'admin', "the administrator's username, on the first start only"),
  adminPassword: optional(
    'ADMIN_PASSWORD',
    password,
    "the administrator's password on the first start only (else one is generated and printed once); later, `./site reset-admin` applies it",
    'generated',
  ),
  sessionIdleHours: setting(
    'SESSION_IDLE_HOURS',
    positive(24 * 365),
    '12',
    'an admin session ends after this many hours without a request',
  ),
  sessionMaxDays: setting('SESSION_MAX_DAYS', positive(365), '7', 'an admin session ends this many days after sign-in, however active'),
  cookieSecure: setting(
    'COOKIE_SECURE',
    oneOf('auto', 'always'),
    'auto',
    '`auto`: the session cookie is `Secure` when the request came over HTTPS; `always`: always (TLS ended by a proxy)',
  ),
  bodyLimitKb: setting('BODY_LIMIT_KB', whole(1, 10_240), '64', 'largest JSON request body, in KiB; larger ones get 413'),
  bodyTimeoutSeconds: setting(
    'BODY_TIMEOUT_SECONDS',
    whole(1, 600),
    '10',
    'a request body must have arrived whole this many seconds after it started, else 408 and the connection closes',
  ),
  uploadLimitMb: setting('UPLOAD_LIMIT_MB', whole(1, 50), '5', 'largest image `POST /api/media` takes, in MiB; larger ones get 413'),
  mediaMaxMegapixels: setting(
    'MEDIA_MAX_MEGAPIXELS',
    whole(1, 100),
    '40',
    'most pixels (millions) an uploaded image may have; more gets 422 before any pixel is decoded',
  ),
  mediaLimitMb: setting(
    'MEDIA_LIMIT_MB',
    whole(1, 1_048_576),
    '1024',
    'all uploaded images together, in MiB; an upload past it gets 507; the admin is warned past 90%',
  ),
  diskFreeMinMb: setting(
    'DISK_FREE_MIN_MB',
    whole(1, 1_048_576),
    '64',
    'free space kept on the data folder\'s disk, in MiB: below it `/healthz` answers 503, and an upload or "Back up now" that would go below it gets 507',
  ),
  trustProxy: setting(
    'TRUST_PROXY',
    oneOf('true', 'false'),
    'false',
    '`true` behind one reverse proxy: the client and HTTPS are read from the last `X-Forwarded-For`/`-Proto` entries',
  ),
  trustedProxies: optional(
    'TRUSTED_PROXIES',
    rangeList,
    'behind a CDN: the proxies whose forwarding headers are believed; the client is the rightmost entry outside them (decision 0072)',
  ),
  clientIpHeader: optional(
    'CLIENT_IP_HEADER',
    headerName,
    "a header a CDN puts the visitor's address in (`cf-connecting-ip`), read first from a trusted proxy",
  ),
  // At most two years, what the browsers' preload list recommends; 0 sends no header at all.
  hstsMaxAge: setting(
    'HSTS_MAX_AGE',
    whole(0, 63_072_000),
    '63072000',
    '`Strict-Transport-Security` max-age in seconds, sent over HTTPS only; `0` sends no header',
  ),
  hstsIncludeSubdomains: setting(
    'HSTS_INCLUDE_SUBDOMAINS',
    oneOf('true', 'false'),
    'false',
    '`true` adds `includeSubDomains`: only once every name under the domain has HTTPS (deploy.md section 2)',
  ),
  loginLimit: setting('LOGIN_LIMIT', whole(1, 1_000_000), '10', 'failed sign-ins allowed per client address per 15 minutes'),
  loginAccountLimit: setting('LOGIN_ACCOUNT_LIMIT', whole(1, 1_000_000), '100', 'failed sign-ins allowed per username per hour'),
  contactLimit: setting('CONTACT_LIMIT', whole(1, 1_000_000), '5', 'contact messages accepted per client address per 10 minutes'),
  // At most 576 h (24 days): a timer longer than 2^31 ms would fire at once.
  backupEveryHours: setting(
    'BACKUP_EVERY_HOURS',
    whole(0, 576),
    '24',
    "an automatic backup into the data folder's `backups/` every this many hours; `0`: none",
  ),
  backupKeep: setting('BACKUP_KEEP', whole(1, 1000), '7', 'automatic backups kept, the newest (one before an upgrade is never removed)'),
  backupKeepManual: setting(
    'BACKUP_KEEP_MANUAL',
    whole(1, 1000),
    '10',
    'backups taken by hand (admin, `./site backup` without FILE) kept, the newest',
  ),
  auditKeepDays: setting('AUDIT_KEEP_DAYS', whole(1, 3650), '365', 'activity log entries older than this many days are removed'),
  historyKeepDays: setting(
    'HISTORY_KEEP_DAYS',
    whole(1, 3650),
    '365',
    'saved versions older than this many days are removed (the newest 10 of each thing stay)',
  ),
  analyticsKeepDays: setting(
    'ANALYTICS_KEEP_DAYS',
    whole(1, 3650),
    '90',
    'page views as they came are removed after this many days; the daily figures stay',
  ),
  hitLimit: setting('HIT_LIMIT', whole(1, 1_000_000), '120', 'page views (`POST /api/hits`) taken per client address per minute'),
  publicUrl: optional(
    'PUBLIC_URL',
    url(/^https?:\/\/[^/]+$/, 'must be scheme and host only, such as https://www.example.com', 'https://www.example.com'),
    "the site's address (`https://www.example.com`): absolute canonical links and the sitemap, and the sign-in page's passkey hint at a numeric address links to it (decision 0257); other hosts get 421",
  ),
  smtpUrl: optional(
    'SMTP_URL',
    url(/^smtps?:\/\//, 'must start with smtp:// or smtps://', 'smtp://user:pass@mail.example.com:587'),
    'outgoing mail server (`smtp://user:pass@host:587`, `smtps://` for TLS); without it no email is sent',
  ),
  smtpFrom: optional('SMTP_FROM', sender, 'sender of notification emails (`Website <site@example.com>`)', '`no-reply@<smtp host>`'),
  // Fractions allowed (0.05 is 3 seconds) so a test need not wait minutes; at most a week.
  mailStuckMinutes: setting(
    'MAIL_STUCK_MINUTES',
    positive(10_080),
    '30',
    "email waiting or failing this long makes `/healthz`'s details say `degraded`",
  ),
  // A shared cache (a CDN, Varnish) may keep public answers this long (s-maxage); 0: shared caches keep nothing.
  sharedCacheSeconds: setting(
    'SHARED_CACHE_SECONDS',
    whole(0, 31_536_000),
    '10',
    'how long a shared cache may keep a public answer (`s-maxage`); raise it once purges work (decision 0070)',
  ),
  sharedCacheStaleSeconds: setting(
    'SHARED_CACHE_STALE_SECONDS',
    whole(0, 31_536_000),
    '60',
    'how much longer a shared cache may serve a public answer while it fetches a new one',
  ),
  // Where the Telegram Bot API and LINE's Messaging API are reached (decision 0107): their own addresses; a test points
  // them at a receiver on loopback.
  telegramApiUrl: setting(
    'TELEGRAM_API_URL',
    url(/^https?:\/\/[^/]+$/, 'must be scheme and host only, such as https://api.telegram.org', 'https://api.telegram.org'),
    'https://api.telegram.org',
    'where Telegram notifications are sent (the Bot API); change it only for a proxy or a test',
  ),
  lineApiUrl: setting(
    'LINE_API_URL',
    url(/^https?:\/\/[^/]+$/, 'must be scheme and host only, such as https://api.line.me', 'https://api.line.me'),
    'https://api.line.me',
    "where LINE notifications are sent (the Messaging API's push); change it only for a proxy or a test",
  ),
  cachePurgeUrl: optional(
    'CACHE_PURGE_URL',
    url(/^https?:\/\//, 'must start with http:// or https://', 'http://127.0.0.1:6081/'),
    'where each change visitors see is announced (a `PURGE` with the changed keys, queued and retried)',
  ),
  cachePurgeSecret: optional('CACHE_PURGE_SECRET', secret, 'signs each purge (HMAC-SHA256), for a webhook that must know the site sent it'),
  // Litestream reads the same variable for its configuration's path, and `replicate -exec` hands it to the site.
  litestreamConfig: optional(
    'LITESTREAM_CONFIG',
    path,
    "Litestream's configuration file: `/healthz` and the admin then show whether replication keeps up (decision 0071)",
  ),
  replicationLagMinutes: setting(
    'REPLICATION_LAG_MINUTES',
    positive(10_080),
    '5',
    "a replica behind for this long makes `/healthz`'s details say `degraded`",
  ),
};

type Values = { [K in keyof typeof VARIABLES]: (typeof VARIABLES)[K] extends Variable<infer T> ? T : never };

/** Rules between variables, each reported against one of them. */
const nameOf = (key: keyof typeof VARIABLES) => VARIABLES[key].name;
const RULES: { key: keyof typeof VARIABLES; holds: (values: Values) => boolean; message: string }[] = [
  // Trusting whatever connects would make the list mean nothing: one or the other, said plainly.
  {
    key: 'trustedProxies',
    holds: (values) => !(values.trustedProxies && values.trustProxy === 'true'),
    message: `${nameOf('trustedProxies')} and ${nameOf('trustProxy')}=true cannot both be set: ${nameOf('trustProxy')}=true trusts whatever connects, the list only the proxies it names. Keep ${nameOf('trustedProxies')} (add the proxy in front, e.g. 127.0.0.1) and remove ${nameOf('trustProxy')}`,
  },
  {
    key: 'clientIpHeader',
    holds: (values) => !values.clientIpHeader || values.trustedProxies !== undefined || values.trustProxy === 'true',
    message: `${nameOf('clientIpHeader')} is believed only from a trusted proxy: set ${nameOf('trustedProxies')} to the proxy in front (e.g. 127.0.0.1) too`,
  },
];

/** The configuration the server uses, made from the variables' values. */
function derive(values: Values) {
  return {
    port: values.port,
    host: values.host,
    dataDir: values.dataDir,
    adminUsername: values.adminUsername,
    adminPassword: values.adminPassword,
    sessionIdleMs: values.sessionIdleHours * 3_600_000,
    sessionMaxMs: values.sessionMaxDays * 86_400_000,
    /** "always" marks the cookie Secure even when the request looks like plain HTTP (TLS ends at a proxy). */
    cookieSecure: values.cookieSecure,
    bodyLimitBytes: values.bodyLimitKb * 1024,
    /** A request body must have arrived whole this long after it started, or the answer is 408 and the connection closes. */
    bodyTimeoutSeconds: values.bodyTimeoutSeconds,
    /**
     * The largest image POST /api/media takes, in bytes. Only that route reads bodies this large (the JSON routes keep
     * the JSON body limit); the admin's browser scales photos down first, so this bounds what a script or a bad client sends.
     */
    uploadLimitBytes: values.uploadLimitMb * 1024 * 1024,
    /**
     * The most pixels (width × height) an uploaded image may have. A few kilobytes can declare a picture a phone must
     * decode into hundreds of megabytes; 40 million is more than a flagship phone's camera, and 100 the most the
     * 10,000-pixel sides allow.
     */
    mediaMaxPixels: values.mediaMaxMegapixels * 1_000_000,
    /** All uploaded images together may take this many bytes; an upload past it is refused (507). */
    mediaLimitBytes: values.mediaLimitMb * 1024 * 1024,
    /**
     * Free space the data folder's disk keeps: below it /healthz says unavailable and the admin is warned, and no
     * upload may take it, so messages, sign-ins and deletes still have room when images have filled the rest.
     */
    diskFreeMinBytes: values.diskFreeMinMb * 1024 * 1024,
    /**
     * Who may name the client and say HTTPS (src/http/forwarded.ts, decision 0072): trusting the proxy is 'peer' (whatever
     * connects, as the list set to that peer would be); the list the proxies in those ranges; else nobody.
     */
    proxies: {
      trusted: values.trustProxy === 'true' ? 'peer' : (values.trustedProxies ?? []),
      header: values.clientIpHeader ?? null,
    } satisfies ProxyTrust as ProxyTrust,
    /**
     * The Strict-Transport-Security header sent over HTTPS, or null for none (max-age 0). includeSubDomains only when
     * asked: with the public address on the bare domain it would bind every other host of that domain to HTTPS too.
     */
    hsts:
      values.hstsMaxAge === 0
        ? null
        : `max-age=${values.hstsMaxAge}${values.hstsIncludeSubdomains === 'true' ? '; includeSubDomains' : ''}`,
    /** Failed logins allowed per client address per 15 minutes. */
    loginLimit: values.loginLimit,
    /** Failed logins allowed per username per hour, whatever the address. */
    loginAccountLimit: values.loginAccountLimit,
    /** Contact messages accepted per client address per 10 minutes. */
    contactLimit: values.contactLimit,
    /** A scheduled backup into the data folder's backups/ every this many hours (0: none), the newest `backupKeep` kept. */
    backupEveryHours: values.backupEveryHours,
    backupKeep: values.backupKeep,
    /** Backups taken by hand (admin, `site backup` without FILE) kept in the data folder's backups/, the newest; older ones go. */
    backupKeepManual: values.backupKeepManual,
    /** Activity log entries older than this many days are removed (hourly). */
    auditKeepDays: values.auditKeepDays,
    /** Versions in history older than this many days are removed (hourly), all but the newest few of each thing. */
    historyKeepDays: values.historyKeepDays,
    /** Page views as they came are removed after this many days (hourly); the daily figures made from them stay. */
    analyticsKeepDays: values.analyticsKeepDays,
    /** Page views taken per client address per minute (a browser sends one per page it shows). */
    hitLimit: values.hitLimit,
    /** The site's public address for canonical URLs and the sitemap; else taken from each request's Host. */
    publicUrl: values.publicUrl,
    /** Outgoing mail server; without it nothing is sent and the admin is told so. */
    smtpUrl: values.smtpUrl,
    smtpFrom: values.smtpFrom,
    /**
     * Email counts as stuck when a notification has waited, or every attempt has failed, this long: /healthz says
     * degraded. The admin is warned sooner, at the first failed attempt (decision 0038).
     */
    mailStuckMs: Math.round(values.mailStuckMinutes * 60_000),
    /**
     * What public answers (pages, public reads) tell caches: browsers revalidate every time (ETag); a shared cache may
     * keep them `sharedSeconds` and serve them `staleSeconds` longer while it fetches anew (decision 0070).
     */
    sharedCache: { seconds: values.sharedCacheSeconds, staleSeconds: values.sharedCacheStaleSeconds },
    /** Where a change visitors see is announced to the shared cache (PURGE with the changed keys); none without it. */
    /** The Telegram Bot API's and LINE Messaging API's addresses (decision 0107). */
    telegramApiUrl: values.telegramApiUrl,
    lineApiUrl: values.lineApiUrl,
    cachePurgeUrl: values.cachePurgeUrl,
    /** Signs each purge (HMAC-SHA256), for a webhook that must know the site sent it. */
    cachePurgeSecret: values.cachePurgeSecret,
    /** Litestream's configuration file, read to show replication in /healthz and the admin (decision 0071); null: none. */
    litestreamConfig: values.litestreamConfig ?? null,
    /** A replica that has not caught up for this long makes /healthz say degraded. */
    replicationLagMs: Math.round(values.replicationLagMinutes * 60_000),
  };
}
export type Config = ReturnType<typeof derive>;

export class ConfigError extends Error {}

/**
 * Reads the configuration from an environment; throws ConfigError listing every bad variable, one line each, in the
 * order of VARIABLES. An empty variable counts as unset. The rules between variables are checked only once every value
 * could be read.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const lines: string[] = [];
  let readable = true;
  const values: Record<string, unknown> = {};
  for (const [key, variable] of Object.entries(VARIABLES) as [string, Variable][]) {
    const text = env[variable.name] || variable.fallback;
    if (text === undefined) continue;
    const result = v.safeParse(variable.schema, text);
    if (!result.typed) readable = false;
    for (const issue of result.issues ?? []) lines.push(`  ${variable.name}: ${issue.message}`);
    values[key] = result.output;
  }
  if (readable) for (const rule of RULES) if (!rule.holds(values as Values)) lines.push(`  ${VARIABLES[rule.key].name}: ${rule.message}`);
  if (lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  return derive(values as Values);
}
