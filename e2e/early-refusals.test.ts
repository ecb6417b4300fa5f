// Every refusal reaches its client, on the binary: uploads and bodies the site refuses before reading them (401 without
// a session, 413 too large, 415 wrong type) are answered to Node's fetch every time in 50 tries, multipart and raw,
// anonymous and signed in; a raw socket still sending gets the answer before the close; a slow drip stays bounded.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { connect } from 'node:net';
import { join } from 'node:path';
import { adminCookie, startBinary, type BinarySite } from './site-binary';

const PASSWORD = 'correct horse battery';
let site: BinarySite;
let port: number;
let cookie: string;
beforeAll(async () => {
  site = await startBinary({ env: { BODY_TIMEOUT_SECONDS: '2', ADMIN_PASSWORD: PASSWORD } });
  port = Number(new URL(site.url).port);
  cookie = await adminCookie(site.url, PASSWORD);
});
afterAll(() => site.close());

test("Node's fetch reads the 401, 413 or 415 in every one of 50 tries of each refused upload", async () => {
  const script = join(import.meta.dir, 'clients', 'early-refusals.mjs');
  const run = Bun.spawn(['node', script, site.url, cookie, '50'], { stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited]);
  expect({ code, err }).toEqual({ code: 0, err: '' });
  const results: Record<string, Record<string, number>> = JSON.parse(out);
  const codes: Record<number, string> = { 401: 'unauthorized', 413: 'payload_too_large', 415: 'unsupported_media_type' };
  for (const [name, { expected, ...outcomes }] of Object.entries(results)) {
    expect({ name, outcomes }).toEqual({ name, outcomes: { [`${expected} ${codes[expected!]}`]: 50 } });
  }
  // Nothing refused was stored: the library holds what a new site starts with (the sample stories' screens), no more.
  const media = (await (await fetch(`${site.url}/api/media`, { headers: { cookie } })).json()) as { uses: unknown[] }[];
  expect(media.filter((image) => image.uses.length === 0)).toEqual([]);
}, 120_000);

/** A raw connection: writes the head, then the body in pieces as fast as the server takes them; records what came back. */
function upload(head: string, size: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let writeError: string | undefined;
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', (error: NodeJS.ErrnoException) => (writeError ??= error.code ?? error.message));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const piece = Buffer.alloc(256 * 1024, 7);
  void (async () => {
    socket.write(head);
    for (let sent = 0; sent < size && !socket.destroyed; sent += piece.length) {
      if (!socket.write(piece.subarray(0, Math.min(piece.length, size - sent)))) await new Promise((r) => socket.once('drain', r));
    }
  })();
  return { closed, received: () => received, writeError: () => writeError };
}

test('a raw socket sending a refused upload (4 MiB anonymous, 8 MiB signed in) gets every byte taken, then the answer and a clean close', async () => {
  for (const [headers, size, status] of [
    ['', 4 * 1024 * 1024, '401 Unauthorized'],
    [`Cookie: ${cookie}\r\n`, 8 * 1024 * 1024, '413 Payload Too Large'],
  ] as const) {
    const exchange = upload(
      `POST /api/media HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: image/png\r\n${headers}Content-Length: ${size}\r\n\r\n`,
      size,
    );
    await exchange.closed;
    expect({ status: exchange.received().split('\r\n', 1)[0], writeError: exchange.writeError() }).toEqual({
      status: `HTTP/1.1 ${status}`,
      writeError: undefined,
    });
    expect(exchange.received().toLowerCase()).toContain('connection: close');
  }
});

/** A raw connection: what it received so far, and how long after opening it was closed. */
function rawSocket() {
  const socket = connect(port, '127.0.0.1');
  const started = performance.now();
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const closedAfter = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - started)));
  return { socket, received: () => text, closedAfter };
}

test('a body dripping a byte every 200 ms to an unknown path is answered and closed within BODY_TIMEOUT_SECONDS (2 s)', async () => {
  const { socket, received, closedAfter } = rawSocket();
  socket.write(
    `POST /api/no-such-thing HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
  );
  const timer = setInterval(() => socket.writable && socket.write(' '), 200);
  const ms = await closedAfter;
  clearInterval(timer);
  expect(received().split('\r\n', 1)[0]).toBe('HTTP/1.1 404 Not Found');
  expect(ms).toBeGreaterThan(1900);
  expect(ms).toBeLessThan(3500);
});

test('a body that drips, then turns out too large, is refused and closed within BODY_TIMEOUT_SECONDS of its start, not after another', async () => {
  const { socket, received, closedAfter } = rawSocket();
  socket.write(
    `POST /api/contact-messages HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  for (let i = 0; i < 8; i++) {
    socket.write('1\r\n \r\n');
    await Bun.sleep(200);
  }
  // 1.6 s in: 70 KB at once, past the 64 KiB a JSON body may have.
  socket.write(`${(70_000).toString(16)}\r\n${' '.repeat(70_000)}\r\n`);
  const timer = setInterval(() => socket.writable && socket.write('1\r\n \r\n'), 200);
  const ms = await closedAfter;
  clearInterval(timer);
  expect(received().split('\r\n', 1)[0]).toBe('HTTP/1.1 413 Payload Too Large');
  expect(ms).toBeLessThan(2700);
});
