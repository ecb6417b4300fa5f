// The API client of product.md §7: cookies sent, JSON both ways, a failing answer becomes "status: body-or-status-text".
// (Uploads, admin only, are lib/upload.ts: visitors never load them.)
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The `error.code` of the server's JSON error shape, when the answer had one. */
    readonly code?: string,
    /** Seconds the server asked to wait (Retry-After), for a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

type Listener = (path: string) => void;
const unauthorizedListeners = new Set<Listener>();
/** Calls `listener` with the path of every call the server answered 401 (the admin's session has ended); returns the unsubscribe. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}
/** Tells the 401 listeners (api and upload both call it). */
export const tell401 = (status: number, path: string) => status === 401 && unauthorizedListeners.forEach((listener) => listener(path));

function errorCode(text: string): string | undefined {
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The ApiError of a failing answer: its status, body or status text, error code and Retry-After. */
export const failed = (status: number, text: string, statusText: string, retryAfter: string | null) =>
  new ApiError(
    status,
    `${status}: ${text || statusText}`,
    errorCode(text),
    retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined,
  );

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return (await apiWithHeaders<T>(path, init)).body;
}

/** The same call, with the answer's headers (a list's counts and next cursor travel there). */
export async function apiWithHeaders<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    tell401(response.status, path);
    throw failed(response.status, text, response.statusText, response.headers.get('retry-after'));
  }
  return { body: (await response.json()) as T, headers: response.headers };
}
