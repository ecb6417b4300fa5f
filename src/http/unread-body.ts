// Which requests still have body bytes on the wire when their answer is ready, and the lingering close they get: what
// the client is still sending is read and thrown away (bounded in bytes and time) before the answer and the close.
// Closing at once while a client still sends makes its system reset the connection, and the answer is lost with it:
// Node's fetch uploading to a refused route saw "fetch failed" or EPIPE instead of the 401/413/415 (nginx's lingering
// close exists for the same reason). Bun on its own would drain the rest at whatever pace the client likes.

/** Requests whose body was read to its end; every body the app takes is read by the body parser (body.ts). */
const readToEnd = new WeakSet<Request>();

export const markReadToEnd = (request: Request) => void readToEnd.add(request);

const declaredLength = (request: Request) => Number(request.headers.get('content-length') ?? 0);
const declaresBody = (request: Request) => declaredLength(request) > 0 || request.headers.has('transfer-encoding');

/** Answered before its body was read to the end: refused early (413, 415, 408), an unknown path, or a route that takes no body. */
export const leavesBodyUnread = (request: Request) => declaresBody(request) && !readToEnd.has(request);

/** When each request reached the body reader: a refusal's drain ends BODY_TIMEOUT_SECONDS after that, not after it. */
const arrivedAt = new WeakMap<Request, number>();
export const startBodyClock = (request: Request) => void arrivedAt.set(request, performance.now());

/** How much of an unread body is read and thrown away before the answer, and for how long at most. */
export type Linger = { maxBytes: number; seconds: number };

/** 16 MiB covers a photo a little over any upload limit; twice the upload limit when that is larger. */
export const lingerFor = (config: { uploadLimitBytes: number; bodyTimeoutSeconds: number }): Linger => ({
  maxBytes: Math.max(16 * 1024 * 1024, 2 * config.uploadLimitBytes),
  seconds: config.bodyTimeoutSeconds,
});

/**
 * Reads and throws away what is left of the body, until its end, `maxBytes`, or `seconds` after the request arrived (a
 * byte a second is no way around the deadline, nor is a body that dripped until just before it was refused). A body
 * already given up on (the 408 after its deadline leaves it locked) is left alone, and so is one declared larger than
 * the bound: reading it would only delay the same reset.
 */
export async function discardUnreadBody(request: Request, { maxBytes, seconds }: Linger): Promise<void> {
  const left = (arrivedAt.get(request) ?? performance.now()) + seconds * 1000 - performance.now();
  if (!request.body || request.body.locked || declaredLength(request) > maxBytes || left <= 0) return;
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), left)));
  let size = 0;
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), deadline]);
      if (read === 'late') break;
      if (read.done) return markReadToEnd(request);
      size += read.value.byteLength;
      if (size > maxBytes) break;
    }
    void reader.cancel().catch(() => undefined);
  } catch {
    // The client went away: nothing left to answer.
  } finally {
    clearTimeout(timer);
  }
}
