// Which requests still have body bytes on the wire when their answer goes out. Bun keeps such a connection open to
// drain the rest at whatever pace the client likes, so those answers close the connection instead.

/** Requests whose body was read to its end; every body the app takes is read by the body parser (body.ts). */
const readToEnd = new WeakSet<Request>();

export const markReadToEnd = (request: Request) => void readToEnd.add(request);

const declaresBody = (request: Request) => Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding');

/** Answered before its body was read to the end: refused early (413, 415, 408), an unknown path, or a route that takes no body. */
export const leavesBodyUnread = (request: Request) => declaresBody(request) && !readToEnd.has(request);
