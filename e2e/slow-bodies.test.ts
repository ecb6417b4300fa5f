// Slow bodies over real sockets against the binary: a client that declares a body and sends a byte every 200 ms is
// answered 408 and cut off after BODY_TIMEOUT_SECONDS; a body a route leaves unread is drained no longer than that; an
// honest client keeps its connection for the next request; and visitors are served all the while.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { connect, type Socket } from 'node:net';
import { startBinary, type BinarySite } from './site-binary';

let site: BinarySite;
let port: number;
beforeAll(async () => {
  site = await startBinary({ env: { BODY_TIMEOUT_SECONDS: '2', ADMIN_PASSWORD: 'correct horse battery' } });
  port = Number(new URL(site.url).port);
});
afterAll(() => site.close());

type Exchange = { socket: Socket; received: () => string; closedAfterMs: Promise<number> };

/** Opens a raw connection and writes `head`; what the server sends and when it closes the connection are recorded. */
function open(head: string): Exchange {
  const socket = connect(port, '127.0.0.1');
  const started = performance.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closedAfterMs = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - started)));
  socket.write(head);
  return { socket, received: () => received, closedAfterMs };
}

/** Declares a 1,000-byte JSON body and sends one byte of it every 200 ms until the server closes the connection. */
function trickle(method: string, path: string): Exchange {
  const exchange = open(
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
  );
  const timer = setInterval(() => exchange.socket.writable && exchange.socket.write(' '), 200);
  void exchange.closedAfterMs.then(() => clearInterval(timer));
  return exchange;
}

const statusLine = (text: string) => text.split('\r\n', 1)[0];

test('bodies trickling a byte every 200 ms get 408 and a closed connection after 2 s; nothing is stored; visitors are served meanwhile', async () => {
  const slow = [trickle('POST', '/api/contact-messages'), trickle('POST', '/api/admin/login'), trickle('PUT', '/api/pricing-plans/1')];
  // While they hang on, a visitor's page and API read answer at once.
  const page = await fetch(`${site.url}/services`);
  expect(page.status).toBe(200);
  expect((await fetch(`${site.url}/api/services`)).status).toBe(200);
  for (const exchange of slow) {
    const ms = await exchange.closedAfterMs;
    expect(ms).toBeGreaterThan(1900);
    expect(ms).toBeLessThan(5000);
    expect(statusLine(exchange.received())).toBe('HTTP/1.1 408 Request Timeout');
    expect(exchange.received()).toContain('"code":"request_timeout"');
    expect(exchange.received().toLowerCase()).toContain('connection: close');
  }
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'correct horse battery' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const messages = await (await fetch(`${site.url}/api/contact-messages`, { headers: { cookie } })).json();
  expect(messages).toEqual([]);
});

// Bun hands a GET no body stream to drain: that answer closes at once. A POST's body is drained within the limit.
test('a body the route leaves unread: a GET with a body is answered and closed at once; an unknown path is drained for at most 2 s', async () => {
  for (const [method, path, status, atLeast, below] of [
    ['GET', '/api/services', '200 OK', 0, 1500],
    ['POST', '/api/no-such-thing', '404 Not Found', 1900, 3500],
  ] as const) {
    const exchange = trickle(method, path);
    const ms = await exchange.closedAfterMs;
    expect(statusLine(exchange.received())).toBe(`HTTP/1.1 ${status}`);
    expect(exchange.received().toLowerCase()).toContain('connection: close');
    expect(ms).toBeGreaterThanOrEqual(atLeast);
    expect(ms).toBeLessThan(below);
  }
});

test('a body sent whole keeps its connection: a second request on the same socket is answered', async () => {
  const body = JSON.stringify({ name: 'Mei Lin', email: 'mei@example.com', message: 'Two requests on one connection.' });
  const request = `POST /api/contact-messages HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const exchange = open(request);
  await Bun.sleep(300);
  exchange.socket.write(`GET /api/services HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  await Bun.sleep(300);
  // The second status line follows the first answer's body directly.
  const answers = exchange.received().match(/HTTP\/1\.1 \d{3} [^\r]*/g);
  expect(answers).toEqual(['HTTP/1.1 201 Created', 'HTTP/1.1 200 OK']);
  exchange.socket.destroy();
});
