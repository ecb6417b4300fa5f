// A real HTTP server on loopback standing in for a provider (Slack, Discord, Telegram, LINE, a webhook): it keeps every
// request it is sent and answers as the test decides (a handler per path, or 503 while "down").
export type Received = { method: string; path: string; headers: Record<string, string>; body: string; at: number };
type Handler = (request: Received) => Response | undefined;

export type Receiver = {
  readonly url: string;
  readonly received: Received[];
  /** Answered 503 while true (nothing is kept as delivered). */
  down: boolean;
  /** First handler that answers wins; otherwise 200 `ok`. */
  on: (handler: Handler) => void;
  waitFor: (check: () => boolean, timeoutMs?: number, what?: string) => Promise<void>;
  close: () => void;
};

export function startReceiver(): Receiver {
  const received: Received[] = [];
  const handlers: Handler[] = [];
  const state = { down: false };
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const seen: Received = {
        method: request.method,
        path: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
        at: Date.now(),
      };
      if (state.down) return new Response('down for maintenance', { status: 503 });
      received.push(seen);
      for (const handler of handlers) {
        const answer = handler(seen);
        if (answer) return answer;
      }
      return new Response('ok');
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    received,
    get down() {
      return state.down;
    },
    set down(on: boolean) {
      state.down = on;
    },
    on: (handler) => void handlers.unshift(handler),
    async waitFor(check, timeoutMs = 10_000, what = 'condition') {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`receiver: timed out after ${timeoutMs} ms waiting for ${what}`);
        await Bun.sleep(10);
      }
    },
    close: () => void server.stop(true),
  };
}
