// Test harness: a real app on a real SQLite file in a fresh temp folder, called through app.handle.
import { expect } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { parseConfig } from '../config';
import { createDeps } from '../deps';
import { buildWebAssets } from '../../scripts/web-build';
import type { WebAssets } from '../http/web-assets';
import { prepareDatabase } from '../server';

export const ADMIN_PASSWORD = 'correct horse battery';

let web: Promise<WebAssets> | undefined;

export type TestSite = Awaited<ReturnType<typeof startTestSite>>;

/** A site with its own data folder. `clock.now` can be moved to test expiry. Call `close()` after. */
export async function startTestSite(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  // Limits are raised so tests can send freely; the tests of the limits set their own.
  const config = parseConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, LOGIN_LIMIT: '1000', LOGIN_ACCOUNT_LIMIT: '1000', CONTACT_LIMIT: '1000', ...env });
  const clock = { now: Date.now() };
  const logged: unknown[][] = [];
  const say = (...args: unknown[]) => logged.push(args);
  const db = await prepareDatabase(config, { now: clock.now, say, announce: say });
  const requests: string[] = [];
  const deps = createDeps({ db, config, now: () => clock.now, log: say, logRequest: (line) => requests.push(line), web: await (web ??= buildWebAssets()) });
  const app = createApp(deps);

  /** Sends a request; a plain object body is sent as JSON. */
  async function call(method: string, path: string, opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    let body: BodyInit | undefined;
    if (typeof opts.body === 'string') body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
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

  /** Logs in as the administrator and returns the Cookie header to send with later calls. */
  async function login(username = 'admin', password = ADMIN_PASSWORD): Promise<string> {
    const res = await call('POST', '/api/admin/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return sessionCookie(res.headers);
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
    close() {
      db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
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
