// API tests as tables, one request per row (PocketBase's ApiScenario is the model): what is sent, the status (and error
// code) expected, text the answer must and must not hold, and what the request must leave as it was.
import { describe, expect, test } from 'bun:test';
import { expectError, type TestSite } from './harness';

export type Answer = Awaited<ReturnType<TestSite['call']>>;

export type Scenario = {
  /** The test's name. */
  name: string;
  method: string;
  url: string;
  /** A plain object is sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** `admin`: a signed-in admin's session (made without signing in); otherwise the Cookie header sent, if any. */
  cookie?: 'admin' | string;
  status: number;
  /** An error answer's code: the whole error shape is checked (expectError); a 422 names at least one issue. */
  error?: string;
  /** Paths the 422's issues must include. */
  issues?: string[];
  /** Text the answer's body must hold, and must not. */
  contains?: string[];
  notContains?: string[];
  /** What the request must leave as it was (the database, a listing): read before and after, and compared. */
  unchanged?: () => unknown;
  /** Anything more to check of the answer or of what it changed. */
  then?: (res: Answer) => unknown;
};

/** Sends the scenario's request to `site` and checks everything it expects. */
export async function runScenario(site: TestSite, scenario: Scenario): Promise<Answer> {
  const cookie = scenario.cookie === 'admin' ? site.session() : scenario.cookie;
  const before = await scenario.unchanged?.();
  const res = await site.call(scenario.method, scenario.url, { body: scenario.body, cookie, headers: scenario.headers });
  if (scenario.error) expectError(res, scenario.status, scenario.error);
  else expect(res.status).toBe(scenario.status);
  if (scenario.error && scenario.status === 422) {
    expect(res.json.error.issues.length).toBeGreaterThan(0);
    for (const issue of res.json.error.issues) expect(issue).toEqual({ path: expect.any(String), message: expect.any(String) });
    const paths = res.json.error.issues.map((issue: { path: string }) => issue.path);
    for (const path of scenario.issues ?? []) expect(paths).toContain(path);
  }
  for (const text of scenario.contains ?? []) expect(res.text).toContain(text);
  for (const text of scenario.notContains ?? []) expect(res.text).not.toContain(text);
  if (scenario.unchanged) expect(await scenario.unchanged()).toEqual(before);
  await scenario.then?.(res);
  return res;
}

/** One test per scenario under `title`; `site()` is read as each test runs (the site is made in a before hook). */
export function scenarios(title: string, site: () => TestSite, list: Scenario[]): void {
  describe(title, () => {
    for (const scenario of list) test(scenario.name, async () => void (await runScenario(site(), scenario)));
  });
}
