// The compiled site behind real Varnish (the shipped docs/deploy/varnish.vcl), with a CDN in front: this test plays the
// CDN, naming the visitor in X-Forwarded-For or a client-address header, and Varnish appends the CDN's address. With
// TRUSTED_PROXIES each visitor keeps their own contact limit and the activity log names them; without it everyone is
// Varnish. Decision 0072.
import { afterEach, describe, expect, test } from 'bun:test';
import { freshSite } from './site-binary';
import { HAS_VARNISH, shippedVcl, startVarnish, VARNISHD, type Varnish } from './varnish';

const PASSWORD = 'a long test password';

const running: Varnish[] = [];
afterEach(async () => {
  for (const varnish of running.splice(0)) await varnish.stop();
});

const sites = freshSite();

/** The binary with `env`, and Varnish in front of it; requests go to Varnish. */
async function behindVarnish(env: Record<string, string>) {
  const site = await sites.start(undefined, { ADMIN_PASSWORD: PASSWORD, CONTACT_LIMIT: '2', ...env });
  const varnish = await startVarnish(shippedVcl(Number(new URL(site.url).port)));
  running.push(varnish);
  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${varnish.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const message = { name: 'Mei Lin', email: 'mei@example.com', message: 'We would like to automate our invoicing.' };
  return {
    site,
    /** The statuses of `count` contact messages from one visitor, as the CDN names them. */
    async contact(headers: Record<string, string>, count: number) {
      const statuses = [];
      for (let i = 0; i < count; i++) statuses.push((await post('/api/contact-messages', message, headers)).status);
      return statuses;
    },
    /** Signs in as the CDN's visitor; then the activity log's sign-in entries, newest first, as [action, address]. */
    async signInsSeen(headers: Record<string, string>) {
      expect((await post('/api/admin/login', { username: 'admin', password: 'a wrong guess' }, headers)).status).toBe(401);
      const login = await post('/api/admin/login', { username: 'admin', password: PASSWORD }, headers);
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const audit = await fetch(`${varnish.url}/api/admin/audit?limit=10`, { headers: { cookie } });
      expect(audit.status).toBe(200);
      const entries = (await audit.json()) as { action: string; ip: string }[];
      return entries.filter((entry) => entry.action.startsWith('sign_in')).map((entry) => [entry.action, entry.ip]);
    },
  };
}

const as = (visitor: string) => ({ 'x-forwarded-for': visitor });

if (!HAS_VARNISH) test.skip(`behind Varnish: ${VARNISHD} is missing (apt-get install -y varnish; CI installs it)`, () => {});

describe.skipIf(!HAS_VARNISH)('behind Varnish', () => {
  test('with TRUSTED_PROXIES, two visitors get a contact limit each, and the activity log and request log name them', async () => {
    const { site, contact, signInsSeen } = await behindVarnish({ TRUSTED_PROXIES: '127.0.0.1' });
    expect(await contact(as('203.0.113.7'), 3)).toEqual([201, 201, 429]);
    expect(await contact(as('198.51.100.9'), 2)).toEqual([201, 201]);
    expect(await signInsSeen(as('203.0.113.7'))).toEqual([
      ['sign_in', '203.0.113.7'],
      ['sign_in_failed', '203.0.113.7'],
    ]);
    await Bun.sleep(200); // the request log is written in batches
    const logged = site
      .output()
      .split('\n')
      .filter((line) => line.includes('"path":"/api/contact-messages"'))
      .map((line) => (JSON.parse(line) as { ip: string }).ip);
    expect(logged).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7', '198.51.100.9', '198.51.100.9']);
  }, 60_000);

  test("with CLIENT_IP_HEADER, the CDN's header names the visitor", async () => {
    const { contact, signInsSeen } = await behindVarnish({ TRUSTED_PROXIES: '127.0.0.1', CLIENT_IP_HEADER: 'cf-connecting-ip' });
    const first = { 'cf-connecting-ip': '2001:db8::7' };
    expect(await contact(first, 3)).toEqual([201, 201, 429]);
    expect(await contact({ 'cf-connecting-ip': '198.51.100.9' }, 1)).toEqual([201]);
    expect(await signInsSeen(first)).toEqual([
      ['sign_in', '2001:db8::7'],
      ['sign_in_failed', '2001:db8::7'],
    ]);
  }, 60_000);

  test('without TRUSTED_PROXIES the headers are ignored: every visitor is Varnish, and shares its limit', async () => {
    const { contact, signInsSeen } = await behindVarnish({});
    expect(await contact({ ...as('203.0.113.7'), 'cf-connecting-ip': '203.0.113.7' }, 2)).toEqual([201, 201]);
    expect(await contact({ ...as('198.51.100.9'), 'cf-connecting-ip': '198.51.100.9' }, 1)).toEqual([429]);
    expect(await signInsSeen(as('203.0.113.7'))).toEqual([
      ['sign_in', '127.0.0.1'],
      ['sign_in_failed', '127.0.0.1'],
    ]);
  }, 60_000);

  test("TRUST_PROXY=true alone takes the entry Varnish appended, the CDN's address: the visitors share one limit", async () => {
    const { contact } = await behindVarnish({ TRUST_PROXY: 'true' });
    expect(await contact(as('203.0.113.7'), 2)).toEqual([201, 201]);
    expect(await contact(as('198.51.100.9'), 1)).toEqual([429]);
  }, 60_000);
});
