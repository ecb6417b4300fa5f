// A real SMTP server on loopback for tests (smtp-server): collects what it is sent, and answers each DATA as
// the test decides — accept (250), a given reply code (451, 550…), or hang (never answer, a stalled server).
// It can be stopped and started again on the same port ("SMTP down at first, then up").
import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** How to answer one DATA: accept it, reply with a code (and text), or never answer. */
export type DataAnswer = 'accept' | 'hang' | { code: number; message?: string };

export type ReceivedMail = {
  /** The envelope (MAIL FROM / RCPT TO), not the headers. */
  from: string;
  to: string[];
  /** The message source as received (dot-unstuffed), CRLF line ends. */
  raw: string;
  /** Header name (lower case) → value, unfolded, encoded words decoded; the first of repeated headers. */
  headers: Record<string, string>;
  text: string;
  html: string;
  /** What the server answered to this DATA. */
  answer: DataAnswer;
};

export type SmtpTestServer = {
  readonly port: number;
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  readonly url: string;
  /** Every message whose DATA was answered 250, in order. */
  readonly received: ReceivedMail[];
  /** Every DATA the server read to its end, whatever it answered (accepted, refused, hung). */
  readonly attempts: ReceivedMail[];
  /** The answer when no queued one is left (default 'accept'). */
  answer: DataAnswer;
  /** Queues answers for the next DATAs, used in order before falling back to `answer`. */
  answerNext: (...answers: DataAnswer[]) => void;
  /** Polls until `check()` is true; throws after `timeoutMs`. */
  waitFor: (check: () => boolean, timeoutMs?: number, what?: string) => Promise<void>;
  readonly running: boolean;
  /** Drops every connection (a hung DATA never gets its answer) and stops listening. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
  /** stop(), for afterEach. */
  close: () => Promise<void>;
};

export async function startSmtpServer(opts: { port?: number; answer?: DataAnswer } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const attempts: ReceivedMail[] = [];
  const queued: DataAnswer[] = [];
  let port = opts.port ?? 0;
  let server: SMTPServer | null = null;
  const sockets = new Set<Socket>();

  const helper: SmtpTestServer = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    attempts,
    answer: opts.answer ?? 'accept',
    answerNext: (...answers) => void queued.push(...answers),
    async waitFor(check, timeoutMs = 10_000, what = 'condition') {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`SMTP test server: timed out after ${timeoutMs} ms waiting for ${what}`);
        await Bun.sleep(10);
      }
    },
    get running() {
      return server !== null;
    },
    start,
    stop,
    close: stop,
  };

  function makeServer() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const answer = queued.shift() ?? helper.answer;
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            ...parseMessage(raw),
            answer,
          };
          attempts.push(mail);
          if (answer === 'hang') return; // never answers: the client waits until it gives up or dies
          if (answer === 'accept') {
            received.push(mail);
            return callback(null, 'Message queued');
          }
          const error = Object.assign(new Error(answer.message ?? (answer.code >= 500 ? 'Mailbox unavailable' : 'Try again later')), {
            responseCode: answer.code,
          });
          callback(error);
        });
      },
    });
  }

  async function start() {
    if (server) return;
    const s = makeServer();
    s.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        s.server.off('error', reject);
        resolve();
      });
    });
    s.on('error', () => {}); // a client vanishing mid-session (SIGKILL) is expected here
    const address = s.server.address();
    if (address && typeof address === 'object') port = address.port;
    server = s;
  }

  async function stop() {
    const s = server;
    if (!s) return;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  await start();
  return helper;
}

// --- Reading a received message: headers, and the text and HTML parts. Enough for what nodemailer writes. ---

/** Decodes RFC 2047 encoded words (=?utf-8?Q?…?= and =?utf-8?B?…?=). */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, encoding: string, data: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

function decodeQuotedPrintable(body: string): string {
  const latin1 = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return decoded.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

/** The headers, and the first text/plain and text/html parts (walking multipart bodies). */
export function parseMessage(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const { headers, body } = splitHead(raw);
  const found = { text: '', html: '' };
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = (partHeaders['content-type'] ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(partHeaders['content-type'] ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      const sections = partBody.split(
        new RegExp(`(?:^|\\r\\n)--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*(?:\\r\\n|$)`),
      );
      for (const section of sections.slice(1)) {
        if (!section.trim()) continue;
        const part = splitHead(section);
        walk(part.headers, part.body);
      }
    } else if (type.startsWith('text/html')) found.html ||= decodeBody(partHeaders, partBody);
    else if (type.startsWith('text/plain')) found.text ||= decodeBody(partHeaders, partBody);
  };
  walk(headers, body);
  return { headers, ...found };
}
