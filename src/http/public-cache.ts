// Public reads and rendered pages served from memory: each is computed once, sent with an ETag (304 when the client
// has it), and forgotten when a write changes what visitors see (clear()), so an edit shows on the very next request.
import { PreparedBody } from './etag';

const JSON_HEADERS = { 'content-type': 'application/json;charset=utf-8', 'cache-control': 'no-cache' };

type Entry = { value: unknown; body: PreparedBody };
/** A rendered page, with its compressed forms made on first demand (pages change only when the admin saves). */
export type Page = { status: number; plain: PreparedBody; gzip?: PreparedBody; br?: PreparedBody };

const encoder = new TextEncoder();

export class PublicCache {
  private readers = new Map<string, () => unknown>();
  private entries = new Map<string, Entry>();
  private pages = new Map<string, Promise<Page>>();
  /** Pages whose render has finished, for the answers that cannot wait (src/http/fast-lane.ts). */
  private ready = new Map<string, Page>();
  /** Pages rendered since start: what an attacker would try to drive up. */
  renders = 0;
  /** Answers sent from memory before any other hook ran (src/http/fast-lane.ts): most of what visitors get. */
  fastAnswers = 0;

  /** Declares the public read answered at `path` (the URL the browser fetches). */
  publish(path: string, compute: () => unknown) {
    this.readers.set(path, compute);
  }

  /** The answer for a published path if it has been computed already (computing may fail: the app does that). */
  respondIfReady(path: string, request: Request, extra: Readonly<Record<string, string>>): Response | undefined {
    return this.entries.get(path)?.body.respond(request, extra);
  }

  private entry(path: string): Entry | undefined {
    let entry = this.entries.get(path);
    const compute = this.readers.get(path);
    if (!entry && compute) {
      const value = compute();
      entry = { value, body: new PreparedBody(encoder.encode(JSON.stringify(value)), { status: 200, headers: JSON_HEADERS }) };
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
    return entry.body.respond(request);
  }

  /** A rendered page, kept under `key` until the next write; requests that arrive while it renders share the render. */
  page(key: string, render: () => Promise<{ html: string; status: number }>, headers: Readonly<Record<string, string>>): Promise<Page> {
    let page = this.pages.get(key);
    if (!page) {
      // Keys include the language, theme and host (a few hosts at most, src/http/site-hosts.ts); the bound is a backstop.
      if (this.pages.size >= 512) this.forget(this.pages.keys().next().value!);
      this.renders++;
      const rendering = render().then(({ html, status }): Page => ({ status, plain: new PreparedBody(encoder.encode(html), { status, headers }) }));
      // A failed render is not kept: the next request tries again. One that finishes after a clear() is not kept either.
      rendering.then(
        (done) => this.pages.get(key) === rendering && this.ready.set(key, done),
        () => this.pages.get(key) === rendering && this.pages.delete(key),
      );
      this.pages.set(key, rendering);
      page = rendering;
    }
    return page;
  }

  /** The page under `key` if it has been rendered already. */
  readyPage(key: string): Page | undefined {
    return this.ready.get(key);
  }

  private forget(key: string) {
    this.pages.delete(key);
    this.ready.delete(key);
  }

  clear() {
    this.entries.clear();
    this.pages.clear();
    this.ready.clear();
  }
}
