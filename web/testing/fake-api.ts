// Component tests' network edge: fetch swapped for a test's own small fake of the API, and put back after.
// The components' code runs for real; only what would leave the browser is answered here.
const realFetch = globalThis.fetch;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function replaceFetch(answer: (input: string | URL | Request, init?: RequestInit) => Response | Promise<Response>) {
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => answer(input, init)) as typeof fetch;
}

export function restoreFetch() {
  globalThis.fetch = realFetch;
}
