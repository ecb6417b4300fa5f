// Test harness: a real app on a real SQLite file in a fresh temp folder, called through app.handle.
import { expect } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../db/client';
import { media, pieces, pieceVersions } from '../../db/schema';
import { createApp } from '../app';
import { parseConfig, type Config } from '../config';
import { createDeps } from '../deps';
import { createSession } from '../modules/sign-in';
import { buildWebAssets } from '../../scripts/web-build';
import type { WebAssets } from '../http/web-assets';
import { prepareDatabase } from '../server';
import { API_PATHS } from '../contract';
import { solvedCheck, withCheck } from './form-check';

export const ADMIN_PASSWORD = 'correct horse battery';

let web: Promise<WebAssets> | undefined;

/** A prepared database (migrated, seeded, the admin's 19 MiB argon2 hash made) and what preparing it logged. */
type Template = { bytes: Uint8Array; said: unknown[][] };
const templates = new Map<string, Promise<Template>>();

/**
 * The database a first start makes, made once per test process for each admin account and copied into every new site's
 * folder: migrating, seeding and hashing took most of a site's start. Kept in memory only, so it is always made by the
 * migrations and seed this process runs: it cannot be stale. A generated password (no ADMIN_PASSWORD) is never shared.
 */
function template(config: Config, now: number): Promise<Template> {
  const key = JSON.stringify([config.adminUsername, config.adminPassword]);
  let made = templates.get(key);
  if (!made) {
    made = (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'site-template-'));
      try {
        const said: unknown[][] = [];
        const say = (...args: unknown[]) => said.push(args);
        const db = await prepareDatabase({ ...config, dataDir: dir }, { now, say, announce: say });
        db.$client.close(); // checkpoints the WAL into site.db and removes it: the one file is the whole database
        return { bytes: readFileSync(join(dir, 'site.db')), said };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    })();
    templates.set(key, made);
  }
  return made;
}

/** The site's database: a copy of the template in a new folder, or prepared as a start would (a folder with a database, a generated password). */
async function siteDatabase(config: Config, now: number, say: (...args: unknown[]) => void) {
  if (!config.adminPassword || existsSync(join(config.dataDir, 'site.db'))) return prepareDatabase(config, { now, say, announce: say });
  const { bytes, said } = await template(config, now);
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(join(config.dataDir, 'site.db'), bytes);
  for (const line of said) say(...line);
  return openDatabase(config.dataDir);
}

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;

/**
 * A site with its own data folder (or the `DATA_DIR` given, which stays the caller's to remove). `clock.now` can be
 * moved to test expiry. Call `close()` after.
 */
export async function startTestSite(env: Record<string, string> = {}, opts: { selfCommand?: string[] } = {}) {
  const ownFolder = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'site-test-'));
  // Limits are raised so tests can send freely; the tests of the limits set their own.
  const config = parseConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOGIN_LIMIT: '1000',
    LOGIN_ACCOUNT_LIMIT: '1000',
    CONTACT_LIMIT: '1000',
    ...env,
  });
  const clock = { now: Date.now() };
  const logged: unknown[][] = [];
  const say = (...args: unknown[]) => logged.push(args);
  const db = await siteDatabase(config, clock.now, say);
  const requests: string[] = [];
  const deps = createDeps({
    db,
    config,
    now: () => clock.now,
    log: say,
    logRequest: (line) => requests.push(line),
    web: await (web ??= buildWebAssets()),
    selfCommand: opts.selfCommand,
  });
  const app = createApp(deps);

  /**
   * Sends a request; a plain object body is sent as JSON. A message posted to the contact form's address carries a
   * solved check, as the site's form sends it (decision 0108), unless its body names `altcha` (even as undefined, which
   * sends none): the tests of Spam say what they send.
   */
  async function call(method: string, path: string, opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    let body: BodyInit | undefined;
    if (typeof opts.body === 'string') body = opts.body;
    else if (opts.body !== undefined) {
      const asForm =
        method === 'POST' && path.split('?')[0] === API_PATHS.messages.list && typeof opts.body === 'object' && opts.body !== null;
      body = JSON.stringify(asForm ? await withCheck(opts.body as object, () => solvedCheck((p) => call('GET', p))) : opts.body);
      headers['content-type'] ??= 'application/json';
    }
    if (opts.cookie) headers.cookie = opts.cookie;
    const response = await app.handle(new Request(`http://localhost${path}`, { method, body, headers }));
    const text = await response.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  /** The known-device cookie the last login set: sent with the next, as a browser would (no new-device alert). */
  let device: string | undefined;
  /** Logs in as the administrator and returns the Cookie header to send with later calls. */
  async function login(username = 'admin', password = ADMIN_PASSWORD): Promise<string> {
    const res = await call('POST', '/api/admin/login', { body: { username, password }, cookie: device });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    device =
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith('device='))
        ?.split(';')[0] ?? device;
    return sessionCookie(res.headers);
  }

  /**
   * A signed-in admin's Cookie header without signing in: the sessions module makes the row, so the cookie is the one a
   * sign-in sets, but no password is checked (its 19 MiB argon2 hash made each test's sign-in slow). For tests that are
   * not about signing in; those use `login()`.
   */
  function session(): string {
    return `session=${createSession(db, clock.now)}`;
  }

  return {
    app,
    db,
    deps,
    config,
    dataDir,
    clock,
    logged,
    /** The request log's lines, one JSON object per request. */
    requests,
    call,
    login,
    session,
    close() {
      try {
        deps.views.stop();
        db.$client.close();
      } finally {
        // Even when stopping failed (a test closed the database under the site): no folder is left behind.
        if (ownFolder) rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** The `session=…` pair from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(headers: Headers): string {
  const set = headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!set) throw new Error('no session cookie was set');
  return set.split(';')[0]!;
}

/**
 * An API error answer: the status and `{ error: { code, message } }` (with `issues` allowed, unless `exact`).
 * The one shape every error has (src/http/errors.ts).
 */
export function expectError(res: { status: number; json: unknown }, status: number, code: string, { exact = false } = {}) {
  expect(res.status).toBe(status);
  const error = exact ? { code, message: expect.any(String) } : expect.objectContaining({ code, message: expect.any(String) });
  expect(res.json).toEqual({ error });
}

/**
 * A new site whose image library is empty: without the sample stories (and the drawn screens they show), for the tests
 * of the library that count what it holds and what room is left.
 */
export async function startSiteWithoutImages(env: Record<string, string> = {}, opts: { selfCommand?: string[] } = {}) {
  const site = await startTestSite(env, opts);
  for (const table of [pieceVersions, pieces, media]) site.db.delete(table).run();
  site.deps.cache.clear();
  return site;
}
