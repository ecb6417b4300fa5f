// Public reads and rendered pages served from memory: each is computed once, sent with an ETag (304 when the client
// has it), and forgotten when a write changes what visitors see (clear()), so an edit shows on the very next request.
import { etagOf, withEtag } from './etag';

const JSON_HEADERS = { 'content-type': 'application/json;charset=utf-8', 'cache-control': 'no-cache' };

type Entry = { value: unknown; body: string; etag: string };
/** A rendered page, with its compressed forms made on first demand (pages change only when the admin saves). */
export type Page = { body: string; status: number; etag: string; gzip?: Uint8Array<ArrayBuffer>; br?: Uint8Array<ArrayBuffer> };

export class PublicCache {
  private readers = new Map<string, () => unknown>();
  private entries = new Map<string, Entry>();
  private pages = new Map<string, Promise<Page>>();
  /** Pages rendered since start: what an attacker would try to drive up. */
  renders = 0;

  /** Declares the public read answered at `path` (the URL the browser fetches). */
  publish(path: string, compute: () => unknown) {
    this.readers.set(path, compute);
  }

  private entry(path: string): Entry | undefined {
    let entry = this.entries.get(path);
    const compute = this.readers.get(path);
    if (!entry && compute) {
      const value = compute();
      const body = JSON.stringify(value);
      entry = { value, body, etag: etagOf(body) };
      this.entries.set(path, entry);
    }
    return entry;
  }

  /** The data of a public read, for server rendering (the same object the API would send). */
  read(path: string): unknown {
    return this.entry(path)?.value;
  }

  /** The API's answer for a published path. */
  respond(path: string, request: Request): Response {
    const entry = this.entry(path);
    if (!entry) throw new Error(`nothing published at ${path}`);
    return withEtag(request, entry.body, entry.etag, { headers: JSON_HEADERS });
  }

  /** A rendered page, kept under `key` until the next write; requests that arrive while it renders share the render. */
  page(key: string, render: () => Promise<{ html: string; status: number }>): Promise<Page> {
    let page = this.pages.get(key);
    if (!page) {
      // Keys include the language, theme and host (a few hosts at most, src/http/site-hosts.ts); the bound is a backstop.
      if (this.pages.size >= 512) this.pages.delete(this.pages.keys().next().value!);
      this.renders++;
      page = render().then(({ html, status }) => ({ body: html, status, etag: etagOf(html) }));
      // A failed render is not kept: the next request tries again.
      page.catch(() => this.pages.get(key) === page && this.pages.delete(key));
      this.pages.set(key, page);
    }
    return page;
  }

  clear() {
    this.entries.clear();
    this.pages.clear();
  }
}
