// Entity tags: a validator per body, and 304 Not Modified when the client already holds that body.
export const etagOf = (body: string | Uint8Array) => `"${Bun.hash(body).toString(36)}"`;

function matches(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

type Init = { status?: number; headers: Readonly<Record<string, string>> };

/** The body with its ETag, or an empty 304 when If-None-Match already names it. */
export function withEtag(request: Request, body: BodyInit, etag: string, init: Init): Response {
  const headers = { ...init.headers, etag };
  if (matches(request, etag) && (init.status ?? 200) === 200) return new Response(null, { status: 304, headers });
  return new Response(body, { status: init.status ?? 200, headers });
}

/**
 * A body sent many times unchanged (a public read, a rendered page in one encoding): encoded and tagged once, and each
 * answer a copy of a Response built once per set of extra headers (the few fixed sets of security-headers.ts), which
 * costs a fraction of building one from its parts.
 */
export class PreparedBody {
  readonly etag: string;
  private readonly built = new Map<Readonly<Record<string, string>>, Response>();

  constructor(
    readonly bytes: Uint8Array<ArrayBuffer>,
    private readonly init: { status: number; headers: Readonly<Record<string, string>> },
    etag = etagOf(bytes),
  ) {
    this.etag = etag;
  }

  /** The answer to `request`: 304 when it holds this body already; `extra` headers first, the body's own win. */
  respond(request: Request, extra: Readonly<Record<string, string>> = NONE): Response {
    const { status, headers } = this.init;
    if (status === 200 && matches(request, this.etag))
      return new Response(null, { status: 304, headers: { ...extra, ...headers, etag: this.etag } });
    let response = this.built.get(extra);
    if (!response) {
      response = new Response(this.bytes, { status, headers: { ...extra, ...headers, etag: this.etag } });
      this.built.set(extra, response);
    }
    return response.clone();
  }
}

const NONE: Readonly<Record<string, string>> = Object.freeze({});
