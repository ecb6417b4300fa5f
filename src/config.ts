// Environment → typed configuration, parsed once with valibot. A bad value is a clear error, not a guess.
import * as v from 'valibot';
import { PASSWORD_MAX, PASSWORD_MIN } from './contract/auth';
import { isOneLine, isVisibleOnly } from './contract/common';
import type { ProxyTrust } from './http/forwarded';
import { parseRange, type IpRange } from './http/ip-range';

const intFrom = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
const positiveFrom = (name: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+(\.\d+)?$/, `${name} must be a positive number`),
    v.transform(Number),
    v.minValue(0.01, `${name} must be above 0`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

/** TRUSTED_PROXIES: addresses and ranges separated by commas, each refused with its own reason. */
const rangeList = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue }) => {
    const entries = dataset.value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (!entries.length) addIssue({ message: 'TRUSTED_PROXIES must list addresses or ranges, such as 127.0.0.1, 10.0.0.0/8' });
    const ranges: IpRange[] = [];
    for (const entry of entries) {
      const range = parseRange(entry);
      if ('problem' in range) addIssue({ message: `TRUSTED_PROXIES entry ${range.problem}` });
      else ranges.push(range);
    }
    return ranges;
  }),
);

const Environment = v.object({
  PORT: v.optional(intFrom('PORT', 0, 65535), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'HOST must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'DATA_DIR must not be empty')), './data'),
  ADMIN_USERNAME: v.optional(
    // Held to the same one-line rule as a sign-in name, or the account it makes could never sign in.
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[^\s]{1,64}$/, 'ADMIN_USERNAME must be 1 to 64 characters without spaces'),
      v.check(
        (name) => isOneLine(name) && isVisibleOnly(name),
        'ADMIN_USERNAME must not hold control, text-direction or invisible characters',
      ),
    ),
    'admin',
  ),
  // The rules of a password set in the admin: a first start and `site reset-admin` take nothing the admin would refuse.
  ADMIN_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.minLength(PASSWORD_MIN, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN} characters`),
      v.maxLength(PASSWORD_MAX, `ADMIN_PASSWORD must be at most ${PASSWORD_MAX} characters`),
    ),
  ),
  SESSION_IDLE_HOURS: v.optional(positiveFrom('SESSION_IDLE_HOURS', 24 * 365), '12'),
  SESSION_MAX_DAYS: v.optional(positiveFrom('SESSION_MAX_DAYS', 365), '7'),
  COOKIE_SECURE: v.optional(v.picklist(['auto', 'always'], 'COOKIE_SECURE must be "auto" or "always"'), 'auto'),
  BODY_LIMIT_KB: v.optional(intFrom('BODY_LIMIT_KB', 1, 10_240), '64'),
  BODY_TIMEOUT_SECONDS: v.optional(intFrom('BODY_TIMEOUT_SECONDS', 1, 600), '10'),
  UPLOAD_LIMIT_MB: v.optional(intFrom('UPLOAD_LIMIT_MB', 1, 50), '5'),
  MEDIA_MAX_MEGAPIXELS: v.optional(intFrom('MEDIA_MAX_MEGAPIXELS', 1, 100), '40'),
  MEDIA_LIMIT_MB: v.optional(intFrom('MEDIA_LIMIT_MB', 1, 1_048_576), '1024'),
  DISK_FREE_MIN_MB: v.optional(intFrom('DISK_FREE_MIN_MB', 1, 1_048_576), '64'),
  TRUST_PROXY: v.optional(v.picklist(['true', 'false'], 'TRUST_PROXY must be "true" or "false"'), 'false'),
  TRUSTED_PROXIES: v.optional(rangeList),
  // A field name as HTTP defines it (a token): letters, digits and a few marks, no spaces, colon or other separators.
  CLIENT_IP_HEADER: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[!#$%&'*+.^_`|~0-9a-z-]+$/i,
        'CLIENT_IP_HEADER must be a header name such as cf-connecting-ip (no spaces, colon or quotes)',
      ),
      v.toLowerCase(),
    ),
  ),
  // At most two years, what the browsers' preload list recommends; 0 sends no header at all.
  HSTS_MAX_AGE: v.optional(intFrom('HSTS_MAX_AGE', 0, 63_072_000), '63072000'),
  HSTS_INCLUDE_SUBDOMAINS: v.optional(v.picklist(['true', 'false'], 'HSTS_INCLUDE_SUBDOMAINS must be "true" or "false"'), 'false'),
  LOGIN_LIMIT: v.optional(intFrom('LOGIN_LIMIT', 1, 1_000_000), '10'),
  LOGIN_ACCOUNT_LIMIT: v.optional(intFrom('LOGIN_ACCOUNT_LIMIT', 1, 1_000_000), '100'),
  CONTACT_LIMIT: v.optional(intFrom('CONTACT_LIMIT', 1, 1_000_000), '5'),
  // At most 576 h (24 days): a timer longer than 2^31 ms would fire at once.
  BACKUP_EVERY_HOURS: v.optional(intFrom('BACKUP_EVERY_HOURS', 0, 576), '24'),
  BACKUP_KEEP: v.optional(intFrom('BACKUP_KEEP', 1, 1000), '7'),
  BACKUP_KEEP_MANUAL: v.optional(intFrom('BACKUP_KEEP_MANUAL', 1, 1000), '10'),
  AUDIT_KEEP_DAYS: v.optional(intFrom('AUDIT_KEEP_DAYS', 1, 3650), '365'),
  HISTORY_KEEP_DAYS: v.optional(intFrom('HISTORY_KEEP_DAYS', 1, 3650), '365'),
  ANALYTICS_KEEP_DAYS: v.optional(intFrom('ANALYTICS_KEEP_DAYS', 1, 3650), '90'),
  HIT_LIMIT: v.optional(intFrom('HIT_LIMIT', 1, 1_000_000), '120'),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url('PUBLIC_URL must be a URL such as https://www.example.com'),
      v.regex(/^https?:\/\/[^/]+$/, 'PUBLIC_URL must be scheme and host only, such as https://www.example.com'),
    ),
  ),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url('SMTP_URL must be a URL such as smtp://user:pass@mail.example.com:587'),
      v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'),
    ),
  ),
  SMTP_FROM: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3, 'SMTP_FROM must be an address such as "Site <site@example.com>"'))),
  // Fractions allowed (0.05 is 3 seconds) so a test need not wait minutes; at most a week.
  MAIL_STUCK_MINUTES: v.optional(positiveFrom('MAIL_STUCK_MINUTES', 10_080), '30'),
  // A shared cache (a CDN, Varnish) may keep public answers this long (s-maxage); 0: shared caches keep nothing.
  SHARED_CACHE_SECONDS: v.optional(intFrom('SHARED_CACHE_SECONDS', 0, 31_536_000), '10'),
  SHARED_CACHE_STALE_SECONDS: v.optional(intFrom('SHARED_CACHE_STALE_SECONDS', 0, 31_536_000), '60'),
  CACHE_PURGE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url('CACHE_PURGE_URL must be a URL such as http://127.0.0.1:6081/'),
      v.regex(/^https?:\/\//, 'CACHE_PURGE_URL must start with http:// or https://'),
    ),
  ),
  CACHE_PURGE_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'CACHE_PURGE_SECRET must be at least 16 characters'))),
  // Litestream reads the same variable for its configuration's path, and `replicate -exec` hands it to the site.
  LITESTREAM_CONFIG: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  REPLICATION_LAG_MINUTES: v.optional(positiveFrom('REPLICATION_LAG_MINUTES', 10_080), '5'),
});

/** The configuration the server uses, made from the environment's variables; its type is what this produces. */
const ConfigSchema = v.pipe(
  Environment,
  // TRUST_PROXY=true trusts whatever connects, which would make the list mean nothing: one or the other, said plainly.
  v.forward(
    v.check(
      (env) => !(env.TRUSTED_PROXIES && env.TRUST_PROXY === 'true'),
      'TRUSTED_PROXIES and TRUST_PROXY=true cannot both be set: TRUST_PROXY=true trusts whatever connects, the list only the proxies it names. Keep TRUSTED_PROXIES (add the proxy in front, e.g. 127.0.0.1) and remove TRUST_PROXY',
    ),
    ['TRUSTED_PROXIES'],
  ),
  v.forward(
    v.check(
      (env) => !env.CLIENT_IP_HEADER || env.TRUSTED_PROXIES !== undefined || env.TRUST_PROXY === 'true',
      'CLIENT_IP_HEADER is believed only from a trusted proxy: set TRUSTED_PROXIES to the proxy in front (e.g. 127.0.0.1) too',
    ),
    ['CLIENT_IP_HEADER'],
  ),
  v.transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: env.SESSION_MAX_DAYS * 86_400_000,
    /** "always" marks the cookie Secure even when the request looks like plain HTTP (TLS ends at a proxy). */
    cookieSecure: env.COOKIE_SECURE,
    bodyLimitBytes: env.BODY_LIMIT_KB * 1024,
    /** A request body must have arrived whole this long after it started, or the answer is 408 and the connection closes. */
    bodyTimeoutSeconds: env.BODY_TIMEOUT_SECONDS,
    /**
     * The largest image POST /api/media takes, in bytes. Only that route reads bodies this large (the JSON routes keep
     * BODY_LIMIT_KB); the admin's browser scales photos down first, so this bounds what a script or a bad client sends.
     */
    uploadLimitBytes: env.UPLOAD_LIMIT_MB * 1024 * 1024,
    /**
     * The most pixels (width × height) an uploaded image may have. A few kilobytes can declare a picture a phone must
     * decode into hundreds of megabytes; 40 million is more than a flagship phone's camera, and 100 the most the
     * 10,000-pixel sides allow.
     */
    mediaMaxPixels: env.MEDIA_MAX_MEGAPIXELS * 1_000_000,
    /** All uploaded images together may take this many bytes; an upload past it is refused (507). */
    mediaLimitBytes: env.MEDIA_LIMIT_MB * 1024 * 1024,
    /**
     * Free space the data folder's disk keeps: below it /healthz says unavailable and the admin is warned, and no
     * upload may take it, so messages, sign-ins and deletes still have room when images have filled the rest.
     */
    diskFreeMinBytes: env.DISK_FREE_MIN_MB * 1024 * 1024,
    /**
     * Who may name the client and say HTTPS (src/http/forwarded.ts, decision 0072): TRUST_PROXY=true is 'peer' (whatever
     * connects, as TRUSTED_PROXIES set to that peer would be); TRUSTED_PROXIES the proxies in those ranges; else nobody.
     */
    proxies: {
      trusted: env.TRUST_PROXY === 'true' ? 'peer' : (env.TRUSTED_PROXIES ?? []),
      header: env.CLIENT_IP_HEADER ?? null,
    } satisfies ProxyTrust as ProxyTrust,
    /**
     * The Strict-Transport-Security header sent over HTTPS, or null for none (HSTS_MAX_AGE=0). includeSubDomains only
     * when asked: with PUBLIC_URL on the bare domain it would bind every other host of that domain to HTTPS too.
     */
    hsts:
      env.HSTS_MAX_AGE === 0 ? null : `max-age=${env.HSTS_MAX_AGE}${env.HSTS_INCLUDE_SUBDOMAINS === 'true' ? '; includeSubDomains' : ''}`,
    /** Failed logins allowed per client address per 15 minutes. */
    loginLimit: env.LOGIN_LIMIT,
    /** Failed logins allowed per username per hour, whatever the address. */
    loginAccountLimit: env.LOGIN_ACCOUNT_LIMIT,
    /** Contact messages accepted per client address per 10 minutes. */
    contactLimit: env.CONTACT_LIMIT,
    /** A scheduled backup into DATA_DIR/backups every this many hours (0: none), the newest `backupKeep` kept. */
    backupEveryHours: env.BACKUP_EVERY_HOURS,
    backupKeep: env.BACKUP_KEEP,
    /** Backups taken by hand (admin, `site backup` without FILE) kept in DATA_DIR/backups, the newest; older ones go. */
    backupKeepManual: env.BACKUP_KEEP_MANUAL,
    /** Activity log entries older than this many days are removed (hourly). */
    auditKeepDays: env.AUDIT_KEEP_DAYS,
    /** Versions in history older than this many days are removed (hourly), all but the newest few of each thing. */
    historyKeepDays: env.HISTORY_KEEP_DAYS,
    /** Page views as they came are removed after this many days (hourly); the daily figures made from them stay. */
    analyticsKeepDays: env.ANALYTICS_KEEP_DAYS,
    /** Page views taken per client address per minute (a browser sends one per page it shows). */
    hitLimit: env.HIT_LIMIT,
    /** The site's public address for canonical URLs and the sitemap; else taken from each request's Host. */
    publicUrl: env.PUBLIC_URL,
    /** Outgoing mail server; without it nothing is sent and the admin is told so. */
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM,
    /**
     * Email counts as stuck when a notification has waited, or every attempt has failed, this long: /healthz says
     * degraded. The admin is warned sooner, at the first failed attempt (decision 0038).
     */
    mailStuckMs: Math.round(env.MAIL_STUCK_MINUTES * 60_000),
    /**
     * What public answers (pages, public reads) tell caches: browsers revalidate every time (ETag); a shared cache may
     * keep them `sharedSeconds` and serve them `staleSeconds` longer while it fetches anew (decision 0070).
     */
    sharedCache: { seconds: env.SHARED_CACHE_SECONDS, staleSeconds: env.SHARED_CACHE_STALE_SECONDS },
    /** Where a change visitors see is announced to the shared cache (PURGE with the changed keys); none without it. */
    cachePurgeUrl: env.CACHE_PURGE_URL,
    /** Signs each purge (HMAC-SHA256), for a webhook that must know the site sent it. */
    cachePurgeSecret: env.CACHE_PURGE_SECRET,
    /** Litestream's configuration file, read to show replication in /healthz and the admin (decision 0071); null: none. */
    litestreamConfig: env.LITESTREAM_CONFIG ?? null,
    /** A replica that has not caught up for this long makes /healthz say degraded. */
    replicationLagMs: Math.round(env.REPLICATION_LAG_MINUTES * 60_000),
  })),
);
export type Config = v.InferOutput<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads the configuration from an environment; throws ConfigError listing every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(ConfigSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.output;
}
