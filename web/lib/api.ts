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
    /** A 422's field issues (`path` names the field), so a form can say which field and why. */
    readonly issues: readonly FieldIssue[] = [],
  ) {
    super(message);
  }
}

export type FieldIssue = { path: string; message: string };

type Listener = (path: string) => void;
const unauthorizedListeners = new Set<Listener>();
/** Calls `listener` with the path of every call the server answered 401 (the admin's session has ended); returns the unsubscribe. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}
/** Tells the 401 listeners (api and upload both call it). */
export const tell401 = (status: number, path: string) => status === 401 && unauthorizedListeners.forEach((listener) => listener(path));

/** The error code and field issues of the API's JSON error shape (src/contract/http.ts), when the body is one. */
function errorParts(text: string): { code?: string; issues: FieldIssue[] } {
  try {
    const error = (JSON.parse(text) as { error?: { code?: unknown; issues?: unknown } }).error;
    const issues = Array.isArray(error?.issues)
      ? error.issues.filter((i): i is FieldIssue => typeof i?.path === 'string' && typeof i?.message === 'string')
      : [];
    return { code: typeof error?.code === 'string' ? error.code : undefined, issues };
  } catch {
    return { issues: [] };
  }
}

/** The ApiError of a failing answer: its status, body or status text, error code and Retry-After. */
export function failed(status: number, text: string, statusText: string, retryAfter: string | null) {
  const { code, issues } = errorParts(text);
  return new ApiError(
    status,
    `${status}: ${text || statusText}`,
    code,
    retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined,
    issues,
  );
}

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
