// Behind TRUSTED_PROXIES, over a real socket (an in-process request has no peer to trust): visitors a trusted proxy
// names get their own limits, log lines and activity entries, and its X-Forwarded-Proto counts; from a peer outside
// the list every header is ignored. Decision 0072.
import { afterEach, expect, test } from 'bun:test';
import type { AuditEntry } from '../contract';
import { ADMIN_PASSWORD, sessionCookie, startTestSite, type TestSite } from '../testing/harness';

const open: TestSite[] = [];
afterEach(async () => {
  for (const site of open.splice(0)) {
    await site.app.stop(true);
    site.close();
  }
});

/** The site listening on `hostname` (`::` is a dual-stack socket: IPv4 peers arrive as ::ffff:a.b.c.d); requests go to 127.0.0.1. */
async function listening(env: Record<string, string>, hostname = '127.0.0.1') {
  const site = await startTestSite({ CONTACT_LIMIT: '2', ...env });
  open.push(site);
  const port = site.app.listen({ port: 0, hostname, development: false }).server!.port!;
  const send = async (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...init.headers };
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: init.method, headers, body });
    return { status: res.status, headers: res.headers, json: await res.json().catch(() => undefined) };
  };
  const message = { name: 'Mei Lin', email: 'mei@example.com', message: 'We would like to automate our invoicing.' };
  return {
    site,
    send,
    contact: async (headers: Record<string, string>) =>
      (await send('/api/contact-messages', { method: 'POST', headers, body: message })).status,
    signIn: (password: string, headers: Record<string, string> = {}) =>
      send('/api/admin/login', { method: 'POST', headers, body: { username: 'admin', password } }),
    /** The addresses the request log named, one per request so far. */
    async loggedIps() {
      await Bun.sleep(20); // the app writes its lines after the answer
      return site.requests.map((line) => (JSON.parse(line) as { ip: string }).ip);
    },
  };
}

const forwarded = (address: string) => ({ 'x-forwarded-for': address });

test('two visitors a trusted proxy names get a contact limit each, and the log names each', async () => {
  const proxied = await listening({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
  // Each visitor's request came through a CDN edge in 10/8, which the site also trusts.
  const first = { 'x-forwarded-for': '203.0.113.7, 10.1.2.3' };
  const second = { 'x-forwarded-for': '198.51.100.9, 10.1.2.4' };
  expect([await proxied.contact(first), await proxied.contact(first), await proxied.contact(first)]).toEqual([201, 201, 429]);
  expect([await proxied.contact(second), await proxied.contact(second)]).toEqual([201, 201]);
  expect(await proxied.loggedIps()).toEqual([...Array(3).fill('203.0.113.7'), ...Array(2).fill('198.51.100.9')]);
}, 30_000); // the first site of the file builds the web app

test("the activity log records a visitor's sign-in at the address the proxy named", async () => {
  const proxied = await listening({ TRUSTED_PROXIES: '127.0.0.1', CLIENT_IP_HEADER: 'true-client-ip' });
  expect((await proxied.signIn('a wrong guess', forwarded('203.0.113.7'))).status).toBe(401);
  const owner = await proxied.signIn(ADMIN_PASSWORD, { 'true-client-ip': '2001:db8::42', ...forwarded('203.0.113.8') });
  const cookie = sessionCookie(owner.headers);
  const entries = (await proxied.send('/api/admin/audit?limit=10', { headers: { cookie } })).json as AuditEntry[];
  expect(entries.map((entry) => [entry.action, entry.ip])).toEqual([
    ['sign_in', '2001:db8::42'],
    ['sign_in_failed', '203.0.113.7'],
  ]);
});

test('an IPv4 peer on a dual-stack socket (::ffff:127.0.0.1) is trusted by TRUSTED_PROXIES=127.0.0.1', async () => {
  const proxied = await listening({ TRUSTED_PROXIES: '127.0.0.1' }, '::');
  expect([await proxied.contact(forwarded('203.0.113.7')), await proxied.contact(forwarded('198.51.100.9'))]).toEqual([201, 201]);
  expect(await proxied.loggedIps()).toEqual(['203.0.113.7', '198.51.100.9']);
});

test('from a peer outside TRUSTED_PROXIES the headers are ignored: every visitor is the peer', async () => {
  const direct = await listening({ TRUSTED_PROXIES: '10.0.0.0/8', CLIENT_IP_HEADER: 'cf-connecting-ip' });
  const statuses = [];
  for (const visitor of ['203.0.113.7', '198.51.100.9', '192.0.2.1'])
    statuses.push(await direct.contact({ ...forwarded(visitor), 'cf-connecting-ip': visitor }));
  expect(statuses).toEqual([201, 201, 429]);
  expect(await direct.loggedIps()).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
});

test('X-Forwarded-Proto https brings HSTS and the __Host- cookie from a trusted peer only, fast lane included', async () => {
  const https = { 'x-forwarded-proto': 'https' };
  const seen = async (env: Record<string, string>) => {
    const site = await listening(env);
    const login = await site.signIn(ADMIN_PASSWORD, https);
    expect(login.status).toBe(200);
    // The second read of a public list is the fast lane's, answered before any other hook has run.
    const reads = [await site.send('/api/services', { headers: https }), await site.send('/api/services', { headers: https })];
    expect(site.site.deps.cache.fastAnswers).toBe(1);
    return [
      login.headers.getSetCookie()[0]!.split('=')[0],
      ...[login, ...reads].map((res) => res.headers.has('strict-transport-security')),
    ];
  };
  expect(await seen({ TRUSTED_PROXIES: '127.0.0.1' })).toEqual(['__Host-session', true, true, true]);
  expect(await seen({ TRUSTED_PROXIES: '::1, 192.0.2.0/24' })).toEqual(['session', false, false, false]);
});
