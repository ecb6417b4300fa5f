// Configuration: defaults, conversions, and a clear message naming every bad variable.
import { expect, test } from 'bun:test';
import { ConfigError, parseConfig } from './config';

test('an empty environment gives the documented defaults', () => {
  const config = parseConfig({});
  expect(config).toMatchObject({
    port: 3000,
    host: '0.0.0.0',
    dataDir: './data',
    adminUsername: 'admin',
    adminPassword: undefined,
    sessionIdleMs: 12 * 3_600_000,
    sessionMaxMs: 7 * 86_400_000,
    bodyLimitBytes: 64 * 1024,
    bodyTimeoutSeconds: 10,
    uploadLimitBytes: 5 * 1024 * 1024,
    backupKeep: 7,
    backupKeepManual: 10,
    mediaMaxPixels: 40_000_000,
    mediaLimitBytes: 1024 * 1024 * 1024,
    diskFreeMinBytes: 64 * 1024 * 1024,
    hsts: 'max-age=63072000',
    mailStuckMs: 30 * 60_000,
    litestreamConfig: null,
    replicationLagMs: 5 * 60_000,
  });
});

test("HSTS_MAX_AGE and HSTS_INCLUDE_SUBDOMAINS make the header's value; 0 means no header", () => {
  expect(parseConfig({ HSTS_MAX_AGE: '300' }).hsts).toBe('max-age=300');
  expect(parseConfig({ HSTS_INCLUDE_SUBDOMAINS: 'true' }).hsts).toBe('max-age=63072000; includeSubDomains');
  expect(parseConfig({ HSTS_MAX_AGE: '0', HSTS_INCLUDE_SUBDOMAINS: 'true' }).hsts).toBeNull();
});

test('MAIL_STUCK_MINUTES is read in minutes, fractions allowed (a test waits seconds)', () => {
  expect(parseConfig({ MAIL_STUCK_MINUTES: '90' }).mailStuckMs).toBe(90 * 60_000);
  expect(parseConfig({ MAIL_STUCK_MINUTES: '0.05' }).mailStuckMs).toBe(3000);
});

test('values are read and converted', () => {
  const config = parseConfig({
    PORT: '8080',
    HOST: '127.0.0.1',
    DATA_DIR: '/srv/site',
    SESSION_IDLE_HOURS: '0.5',
    SESSION_MAX_DAYS: '30',
    ADMIN_USERNAME: 'owner',
  });
  expect(config).toMatchObject({
    port: 8080,
    host: '127.0.0.1',
    dataDir: '/srv/site',
    sessionIdleMs: 1_800_000,
    sessionMaxMs: 30 * 86_400_000,
    adminUsername: 'owner',
  });
});

test('UPLOAD_LIMIT_MB is read in whole mebibytes', () => {
  expect(parseConfig({ UPLOAD_LIMIT_MB: '1' }).uploadLimitBytes).toBe(1024 * 1024);
  expect(parseConfig({ UPLOAD_LIMIT_MB: '50' }).uploadLimitBytes).toBe(50 * 1024 * 1024);
});

test('MEDIA_MAX_MEGAPIXELS is read in whole millions of pixels', () => {
  expect(parseConfig({ MEDIA_MAX_MEGAPIXELS: '1' }).mediaMaxPixels).toBe(1_000_000);
  expect(parseConfig({ MEDIA_MAX_MEGAPIXELS: '100' }).mediaMaxPixels).toBe(100_000_000);
});

test('MEDIA_LIMIT_MB and DISK_FREE_MIN_MB are read in whole mebibytes', () => {
  expect(parseConfig({ MEDIA_LIMIT_MB: '20', DISK_FREE_MIN_MB: '8' })).toMatchObject({
    mediaLimitBytes: 20 * 1024 * 1024,
    diskFreeMinBytes: 8 * 1024 * 1024,
  });
});

test('an empty variable counts as unset', () => {
  expect(parseConfig({ PORT: '', ADMIN_PASSWORD: '' })).toMatchObject({ port: 3000, adminPassword: undefined });
});

test.each([
  ['PORT', 'eighty', 'PORT must be a whole number'],
  ['PORT', '70000', 'PORT must be at most 65535'],
  ['SESSION_IDLE_HOURS', '0', 'SESSION_IDLE_HOURS must be above 0'],
  ['SESSION_MAX_DAYS', '-1', 'SESSION_MAX_DAYS must be a positive number'],
  ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD must be at least 8 characters'],
  ['BODY_TIMEOUT_SECONDS', '0', 'BODY_TIMEOUT_SECONDS must be at least 1'],
  ['BODY_TIMEOUT_SECONDS', '601', 'BODY_TIMEOUT_SECONDS must be at most 600'],
  ['UPLOAD_LIMIT_MB', '0', 'UPLOAD_LIMIT_MB must be at least 1'],
  ['UPLOAD_LIMIT_MB', '51', 'UPLOAD_LIMIT_MB must be at most 50'],
  ['UPLOAD_LIMIT_MB', '2.5', 'UPLOAD_LIMIT_MB must be a whole number'],
  ['ADMIN_USERNAME', 'two words', 'ADMIN_USERNAME must be 1 to 64 characters without spaces'],
  ['ADMIN_USERNAME', '\u202Eadmin', 'ADMIN_USERNAME must not hold control, text-direction or invisible characters'],
  ['ADMIN_USERNAME', 'adm\u200Bin', 'ADMIN_USERNAME must not hold control, text-direction or invisible characters'],
  ['BACKUP_KEEP_MANUAL', '0', 'BACKUP_KEEP_MANUAL must be at least 1'],
  ['BACKUP_KEEP_MANUAL', '1001', 'BACKUP_KEEP_MANUAL must be at most 1000'],
  ['MEDIA_MAX_MEGAPIXELS', '0', 'MEDIA_MAX_MEGAPIXELS must be at least 1'],
  ['MEDIA_MAX_MEGAPIXELS', '101', 'MEDIA_MAX_MEGAPIXELS must be at most 100'],
  ['MEDIA_MAX_MEGAPIXELS', '12.5', 'MEDIA_MAX_MEGAPIXELS must be a whole number'],
  ['BACKUP_KEEP_MANUAL', 'ten', 'BACKUP_KEEP_MANUAL must be a whole number'],
  ['MEDIA_LIMIT_MB', '0', 'MEDIA_LIMIT_MB must be at least 1'],
  ['MEDIA_LIMIT_MB', 'lots', 'MEDIA_LIMIT_MB must be a whole number'],
  ['MEDIA_LIMIT_MB', '2000000', 'MEDIA_LIMIT_MB must be at most 1048576'],
  ['DISK_FREE_MIN_MB', '0', 'DISK_FREE_MIN_MB must be at least 1'],
  ['DISK_FREE_MIN_MB', '1.5', 'DISK_FREE_MIN_MB must be a whole number'],
  ['HSTS_MAX_AGE', '-1', 'HSTS_MAX_AGE must be a whole number'],
  ['HSTS_MAX_AGE', '1y', 'HSTS_MAX_AGE must be a whole number'],
  ['HSTS_MAX_AGE', '63072001', 'HSTS_MAX_AGE must be at most 63072000'],
  ['HSTS_INCLUDE_SUBDOMAINS', 'yes', 'HSTS_INCLUDE_SUBDOMAINS must be "true" or "false"'],
  ['ADMIN_PASSWORD', 'y'.repeat(257), 'ADMIN_PASSWORD must be at most 256 characters'],
  ['MAIL_STUCK_MINUTES', '0', 'MAIL_STUCK_MINUTES must be above 0'],
  ['MAIL_STUCK_MINUTES', 'half an hour', 'MAIL_STUCK_MINUTES must be a positive number'],
  ['MAIL_STUCK_MINUTES', '-5', 'MAIL_STUCK_MINUTES must be a positive number'],
  ['MAIL_STUCK_MINUTES', '10081', 'MAIL_STUCK_MINUTES must be at most 10080'],
  ['REPLICATION_LAG_MINUTES', '0', 'REPLICATION_LAG_MINUTES must be above 0'],
])('%s=%s is refused with "%s"', (name, value, message) => {
  expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
  expect(() => parseConfig({ [name]: value })).toThrow(`${name}: ${message}`);
});

test('every bad variable is listed at once', () => {
  expect(() => parseConfig({ PORT: 'x', SESSION_MAX_DAYS: 'y' })).toThrow(/PORT: .*\n.*SESSION_MAX_DAYS: /);
});

test('HISTORY_KEEP_DAYS: 365 days unless set, 1 to 3650, else a clear error', () => {
  expect(parseConfig({}).historyKeepDays).toBe(365);
  expect(parseConfig({ HISTORY_KEEP_DAYS: '30' }).historyKeepDays).toBe(30);
  for (const [value, message] of [
    ['0', 'at least 1'],
    ['3651', 'at most 3650'],
    ['a year', 'a whole number'],
  ])
    expect(() => parseConfig({ HISTORY_KEEP_DAYS: value })).toThrow(`HISTORY_KEEP_DAYS: HISTORY_KEEP_DAYS must be ${message}`);
});
