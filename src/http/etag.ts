// Entity tags: a validator per body, and 304 Not Modified when the client already holds that body.
export const etagOf = (body: string | Uint8Array) => `"${Bun.hash(body).toString(36)}"`;

function matches(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The body with its ETag, or an empty 304 when If-None-Match already names it. */
export function withEtag(request: Request, body: BodyInit, etag: string, init: { status?: number; headers: Record<string, string> }): Response {
  const headers = { ...init.headers, etag };
  if (matches(request, etag) && (init.status ?? 200) === 200) return new Response(null, { status: 304, headers });
  return new Response(body, { status: init.status ?? 200, headers });
}
