// One structured line per request: time, method, path, status, duration. No query, body, cookie or header values.
import { Elysia } from 'elysia';

const started = new WeakMap<Request, number>();
const statusOf = new WeakMap<Request, number>();

/** The error handler reports the status it answered with, which the response hook cannot always see. */
export const recordStatus = (request: Request, status: number) => statusOf.set(request, status);

export const requestLog = (log: (line: string) => void) =>
  new Elysia({ name: 'request-log' })
    .onRequest(({ request }) => void started.set(request, performance.now()))
    .onAfterResponse({ as: 'global' }, ({ request, path, set, responseValue }) => {
      const status = statusOf.get(request) ?? (responseValue instanceof Response ? responseValue.status : typeof set.status === 'number' ? set.status : 200);
      const ms = performance.now() - (started.get(request) ?? performance.now());
      log(
        JSON.stringify({
          time: new Date().toISOString(),
          method: request.method,
          path,
          status,
          ms: Math.round(ms * 10) / 10,
        }),
      );
    });
