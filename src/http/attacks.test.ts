// The second security review's attacks, replayed: a short Host header bending the route, a cross-site page marking
// a message read, control characters forging lines, private answers left cacheable, a client-claimed HTTPS through a
// proxy, an Origin that differs only in scheme or port, and a body that never finishes (the same over real sockets
// against the binary: e2e/slow-bodies.test.ts).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { contactMessages } from '../../db/schema';
import { ADMIN_PASSWORD, expectError, startTestSite, type TestSite } from '../testing/harness';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterAll(() => site.close());

const visitor = { name: 'Mei Lin', email: 'mei@example.com', message: 'We would like to automate our invoices.' };
const handle = (url: string, init: RequestInit = {}) => site.app.handle(new Request(url, init));

describe('a short Host header does not move the path', () => {
  beforeAll(async () => {
    await site.call('POST', '/api/contact-messages', { body: visitor });
  });
  for (const host of ['a', 'ab', 'a:1', 'abc']) {
    test(`Host "${host}": /xx/api/contact-messages and /xx/services are 404, the real paths still answer`, async () => {
      // Not under /api at all: the site's 404 page, not the admin's message list.
      const api = await handle(`http://${host}/xx/api/contact-messages`, { headers: { cookie } });
      expect(api.status).toBe(404);
      expect(await api.text()).not.toContain(visitor.email);
      expect((await handle(`http://${host}/xx/services`)).status).toBe(404);
      expect((await handle(`http://${host}/services`)).status).toBe(200);
      expect((await handle(`http://${host}/api/contact-messages`, { headers: { cookie } })).status).toBe(200);
    });
  }
});

describe('reading a message from another site', () => {
  test('a cross-site navigation to GET /api/contact-messages/{id} is refused (403) and leaves it unread', async () => {
    const sent = await site.call('POST', '/api/contact-messages', { body: visitor });
    for (const fetchSite of ['cross-site', 'same-site']) {
      const res = await site.call('GET', `/api/contact-messages/${sent.json.id}`, {
        cookie,
        headers: { 'sec-fetch-site': fetchSite, 'sec-fetch-mode': 'navigate' },
      });
      expectError(res, 403, 'forbidden');
    }
    expect(
      site.db
        .select()
        .from(contactMessages)
        .all()
        .find((m) => m.id === sent.json.id)?.isRead,
    ).toBe(false);
    // The admin app itself (same origin) still opens it, and that marks it read.
    const own = await site.call('GET', `/api/contact-messages/${sent.json.id}`, { cookie, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.json.isRead).toBe(true);
  });
});

describe('control characters', () => {
  const refused: [string, Record<string, unknown>, string][] = [
    ['a name with CR LF and a forged Bcc line', { ...visitor, name: 'Mei\r\nBcc: victim@example.net' }, 'name'],
    ['a name with a tab', { ...visitor, name: 'Mei\tLin' }, 'name'],
    ['a message with NUL', { ...visitor, message: 'Hello there\u0000, invoices please.' }, 'message'],
    ['a message with an escape sequence', { ...visitor, message: 'Hello \u001b[2J there, invoices please.' }, 'message'],
  ];
  for (const [name, body, field] of refused) {
    test(`contact form: ${name} is a 422 naming ${field}, and nothing is stored`, async () => {
      const before = site.db.select().from(contactMessages).all().length;
      const res = await site.call('POST', '/api/contact-messages', { body });
      expectError(res, 422, 'validation_failed');
      expect(res.json.error.issues.map((i: { path: string }) => i.path)).toEqual([field]);
      expect(site.db.select().from(contactMessages).all()).toHaveLength(before);
    });
  }

  test('a message keeps its line breaks and tabs', async () => {
    const res = await site.call('POST', '/api/contact-messages', { body: { ...visitor, message: 'Line one\r\nLine two\n\tindented' } });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Line one\r\nLine two\n\tindented');
  });

  test('settings: a phone or an email with a line break is a 422; an address may have several lines', async () => {
    for (const [key, value] of [
      ['contactPhone', '+886\r\n2 1234'],
      ['contactEmail', 'a@example.com\nBcc: b@example.com'],
      ['notificationEmail', 'a@example.com\r\nBcc: c@example.com'],
    ]) {
      const res = await site.call('POST', '/api/settings', { cookie, body: { key, value } });
      expect([res.status, res.json.error?.issues?.[0]?.path]).toEqual([422, 'value']);
    }
    expect((await site.call('POST', '/api/settings', { cookie, body: { key: 'contactAddress', value: '1 Main St\nTaipei' } })).status).toBe(
      200,
    );
  });

  test('content and pricing: NUL is refused, line breaks in long text are kept', async () => {
    expectError(
      await site.call('POST', '/api/content', { cookie, body: { section: 'home', key: 'hero.title', enValue: 'Hi\u0000' } }),
      422,
      'validation_failed',
    );
    expectError(await site.call('PUT', '/api/pricing-plans/basic', { cookie, body: { titleEn: 'Basic\nPlan' } }), 422, 'validation_failed');
    expect((await site.call('PUT', '/api/pricing-plans/basic', { cookie, body: { descriptionEn: 'Two\nlines' } })).status).toBe(200);
  });
});

describe('private answers are never stored by a cache', () => {
  test('every admin and auth answer, errors included, says Cache-Control: no-store', async () => {
    const calls: [string, string, unknown?, string?][] = [
      ['GET', '/api/contact-messages', undefined, cookie],
      ['GET', '/api/settings/notificationEmail', undefined, cookie],
      ['GET', '/api/settings/email-status', undefined, cookie],
      ['GET', '/api/auth/user', undefined, cookie],
      ['GET', '/api/auth/user'],
      ['GET', '/api/contact-messages'],
      ['POST', '/api/settings', { key: 'contactPhone', value: '+1 555 0100' }, cookie],
      ['POST', '/api/admin/login', { username: 'admin', password: 'wrong password' }],
      ['POST', '/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD }],
      ['POST', '/api/admin/logout'],
    ];
    for (const [method, path, body, withCookie] of calls) {
      const res = await site.call(method, path, { body, cookie: withCookie });
      expect(`${method} ${path} ${res.status}: ${res.headers.get('cache-control')}`).toBe(`${method} ${path} ${res.status}: no-store`);
    }
  });

  test('the public reads are for shared caches a short while, revalidated by browsers (with an ETag)', async () => {
    for (const path of ['/api/services', '/api/content/home', '/api/settings/contact-info']) {
      const res = await site.call('GET', path);
      expect([res.headers.get('cache-control'), Boolean(res.headers.get('etag'))]).toEqual(['public, max-age=0, s-maxage=10', true]);
      // Stale while revalidating is for shared caches only (RFC 9213): a browser would show an edit one request late.
      expect(res.headers.get('cdn-cache-control')).toBe('max-age=10, stale-while-revalidate=60');
    }
  });

  test('SHARED_CACHE_SECONDS=0: public answers are revalidated by every cache, as before shared caching', async () => {
    const plain = await startTestSite({ SHARED_CACHE_SECONDS: '0' });
    try {
      for (const path of ['/api/services', '/', '/pricing?lang=zh'])
        expect((await plain.call('GET', path)).headers.get('cache-control')).toBe('no-cache');
    } finally {
      await plain.close();
    }
  });
});

describe('forwarded headers and origins', () => {
  test('behind a proxy that appends, a client claiming "https" first is still plain HTTP', async () => {
    const proxied = await startTestSite({ TRUST_PROXY: 'true' });
    try {
      const claimed = await proxied.call('POST', '/api/admin/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'https, http' },
      });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
      expect(claimed.headers.getSetCookie()[0]).toStartWith('session=');
      const real = await proxied.call('POST', '/api/admin/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'http, https' },
      });
      expect(real.headers.getSetCookie()[0]).toStartWith('__Host-session=');
    } finally {
      proxied.close();
    }
  });

  test('a write whose Origin differs in scheme or port is refused; the exact origin passes', async () => {
    const write = (origin: string) =>
      site.call('POST', '/api/settings', { cookie, body: { key: 'contactPhone', value: '+1 555 0199' }, headers: { origin } });
    for (const origin of ['https://localhost', 'http://localhost:8080', 'http://evil.example'])
      expectError(await write(origin), 403, 'forbidden');
    expect((await write('http://localhost')).status).toBe(200);
  });
});

describe('the page cache cannot be made to render per request', () => {
  test('without PUBLIC_URL: 1,000 Host headers, logouts and contact messages render no page again, and no host reaches it', async () => {
    const own = await startTestSite({ CONTACT_LIMIT: '100000' });
    try {
      await own.call('GET', '/');
      const before = own.deps.cache.renders;
      for (let i = 0; i < 1000; i++) {
        const res = await own.call('GET', '/', { headers: { host: `h${i}.attacker.example` } });
        expect(res.status).toBe(200);
        if (i % 10 === 0) await own.call('POST', '/api/admin/logout');
        if (i % 50 === 0) await own.call('POST', '/api/contact-messages', { body: visitor });
        if (i % 50 === 25) await own.call('POST', '/api/contact-messages', { body: { ...visitor, website: 'http://spam.example' } });
      }
      expect(own.deps.cache.renders - before).toBe(0);
      expect((await own.call('GET', '/', { headers: { host: 'late.attacker.example' } })).text).not.toContain('attacker.example');
    } finally {
      own.close();
    }
  });

  test('a write that visitors see still shows at once: one new render after a content edit', async () => {
    await site.call('GET', '/');
    const before = site.deps.cache.renders;
    await site.call('GET', '/');
    expect(site.deps.cache.renders).toBe(before);
    await site.call('POST', '/api/content', { cookie, body: { section: 'home', key: 'hero.title', enValue: 'Fresh Title' } });
    expect((await site.call('GET', '/')).text).toContain('Fresh Title');
    expect(site.deps.cache.renders).toBe(before + 1);
  });

  test('with PUBLIC_URL: other hosts are refused with 421 before anything renders; loopback and the public host are served', async () => {
    const pub = await startTestSite({ PUBLIC_URL: 'https://www.example.com' });
    try {
      for (let i = 0; i < 1000; i++) expect((await pub.call('GET', '/', { headers: { host: `h${i}.attacker.example` } })).status).toBe(421);
      expect(pub.deps.cache.renders).toBe(0);
      expectError(await pub.call('GET', '/api/services', { headers: { host: 'attacker.example' } }), 421, 'misdirected_request');
      for (const host of ['www.example.com', '127.0.0.1:3000', 'localhost'])
        expect((await pub.call('GET', '/', { headers: { host } })).status).toBe(200);
      expect(pub.deps.cache.renders).toBe(1);
    } finally {
      pub.close();
    }
  });
});

describe('a body that never finishes', () => {
  /** A body that sends a byte every 100 ms and never ends, as a client on a slow-loris script does. */
  function trickle(): ReadableStream<Uint8Array> {
    let timer: ReturnType<typeof setInterval>;
    return new ReadableStream({
      start(controller) {
        timer = setInterval(() => controller.enqueue(new TextEncoder().encode(' ')), 100);
      },
      cancel: () => clearInterval(timer),
    });
  }

  test('is answered 408 with Connection: close once BODY_TIMEOUT_SECONDS has passed, and stores nothing', async () => {
    const own = await startTestSite({ BODY_TIMEOUT_SECONDS: '1' });
    try {
      const started = performance.now();
      const res = await own.app.handle(
        new Request('http://localhost/api/contact-messages', {
          method: 'POST',
          body: trickle(),
          headers: { 'content-type': 'application/json' },
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      expect(res.status).toBe(408);
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.json()).toEqual({ error: { code: 'request_timeout', message: 'The request body did not arrive within 1 second' } });
      expect(seconds).toBeGreaterThanOrEqual(0.95);
      expect(own.db.select().from(contactMessages).all()).toHaveLength(0);
      // A body that arrives in time is still taken, on a connection that stays open.
      const sent = await own.call('POST', '/api/contact-messages', { body: visitor });
      expect(sent.status).toBe(201);
      expect(sent.headers.get('connection')).toBeNull();
    } finally {
      own.close();
    }
  });

  test('a body left unread (refused early, unknown path, a route that takes none) closes the connection', async () => {
    // Content-Length as a client on the wire sends it (a Request made here would not carry one).
    const json = (body: string) => ({
      body,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    const big = JSON.stringify({ ...visitor, message: 'x'.repeat(70 * 1024) });
    const tooLarge = await site.call('POST', '/api/contact-messages', json(big));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('connection')).toBe('close');
    const unknown = await site.call('POST', '/api/nothing-here', json(JSON.stringify(visitor)));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('connection')).toBe('close');
    const noBodyTaken = await site.call('GET', '/api/services', json(JSON.stringify(visitor)));
    expect(noBodyTaken.status).toBe(200);
    expect(noBodyTaken.headers.get('connection')).toBe('close');
    const wrongType = await site.call('POST', '/api/contact-messages', {
      body: 'name=x',
      headers: { 'content-type': 'text/plain', 'content-length': '6' },
    });
    expect(wrongType.status).toBe(415);
    // Read to its end before the type was refused: that connection can go on.
    expect(wrongType.headers.get('connection')).toBeNull();
  });
});
