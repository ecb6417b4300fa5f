// Public reads and rendered pages served from memory: each is computed once, sent with an ETag (304 when the client
// has it), and forgotten when a write changes what visitors see (clear()), so an edit shows on the very next request.
// It also remembers which exact paths the router answered from it, so the fast lane can repeat those answers and only
// those: it never decides what a path is (src/http/fast-lane.ts).
import { pathOf } from './client';
import { PreparedBody } from './etag';
import { EVERY_KEY, KEYS_HEADER, keysOf } from './shared-cache';

type Entry = { value: unknown; body: PreparedBody };
/** A rendered page, with its compressed forms made on first demand (pages change only when the admin saves). */
export type Page = {
  status: number;
  headers: Readonly<Record<string, string>>;
  plain: PreparedBody;
  gzip?: PreparedBody;
  br?: PreparedBody;
};

/** Told what changed (the keys of the public reads; EVERY_KEY for all): the shared cache in front is to forget them. */
export type ChangeListener = (keys: readonly string[]) => void;

/**
 * How the router answers one exact path again, given the request (its variant: language, theme, encoding) and the
 * security headers; undefined when that answer is not at hand (not computed yet, or a variant it has not seen).
 */
export type Replay = (request: Request, headers: Readonly<Record<string, string>>) => Response | undefined;

const encoder = new TextEncoder();

export class PublicCache {
  private readers = new Map<string, () => unknown>();
  /** Reads published by the start of their path (a journal's pages, posts, tags): each answers a path, or undefined. */
  private families: { prefix: string; compute: (path: string) => unknown }[] = [];
  private entries = new Map<string, Entry>();
  private pages = new Map<string, Promise<Page>>();
  /** Pages whose render has finished, for the answers that cannot wait (src/http/fast-lane.ts). */
  private ready = new Map<string, Page>();
  /** Exact request paths the router has answered, each with how to answer it again (bounded by the routes that remember). */
  private replays = new Map<string, Replay>();
  /** Pages rendered since start: what an attacker would try to drive up. */
  renders = 0;
  /** Answers sent from memory before any other hook ran (src/http/fast-lane.ts): most of what visitors get. */
  fastAnswers = 0;
  private listeners: ChangeListener[] = [];

  /** `cacheHeaders`: what a public read tells caches (shared-cache.ts). */
  constructor(private readonly cacheHeaders: Readonly<Record<string, string>> = { 'cache-control': 'no-cache' }) {}

  /** `listener` hears of every change visitors will see, with the keys of what changed. */
  onChange(listener: ChangeListener) {
    this.listeners.push(listener);
  }

  /** Declares the public read answered at `path` (the URL the browser fetches). */
  publish(path: string, compute: () => unknown) {
    this.readers.set(path, compute);
  }

  /**
   * Declares the public reads under `prefix` (`/api/journal/`): `compute(path)` answers one of them, or undefined for a
   * path that names nothing (not kept, so invented paths cannot fill the memory; what is kept is bounded by content).
   */
  publishFamily(prefix: string, compute: (path: string) => unknown) {
    this.families.push({ prefix, compute });
  }

  /** Called by a route once it has answered `path`: the fast lane may answer that exact path the same way from now on. */
  remember(path: string, replay: Replay) {
    this.replays.set(path, replay);
  }

  /** How the router answered this exact path, if it has and nothing has changed since. */
  replayFor(path: string): Replay | undefined {
    return this.replays.get(path);
  }

  private entry(path: string): Entry | undefined {
    let entry = this.entries.get(path);
    const family = this.families.find((f) => path.startsWith(f.prefix));
    const compute = this.readers.get(path) ?? (family && (() => family.compute(path)));
    if (!entry && compute) {
      const value = compute();
      if (value === undefined) return undefined;
      const headers = {
        'content-type': 'application/json;charset=utf-8',
        ...this.cacheHeaders,
        [KEYS_HEADER]: keysOf([path]),
      };
      entry = { value, body: new PreparedBody(encoder.encode(JSON.stringify(value)), { status: 200, headers }) };
      this.entries.set(path, entry);
    }
    return entry;
  }

  /** The data of a public read, for server rendering (the same object the API would send). */
  read(path: string): unknown {
    return this.entry(path)?.value;
  }

  /**
   * The API's answer for a published path. Asked for by that very path and no query, it is remembered for the fast
   * lane; any other spelling the route accepted (a trailing slash, a query) keeps going through the router.
   */
  respond(path: string, request: Request): Response {
    const entry = this.entry(path);
    if (!entry) throw new Error(`nothing published at ${path}`);
    if (request.url.endsWith(path) && pathOf(request.url) === path) {
      this.remember(path, (again, headers) =>
        again.url.endsWith(path) ? this.entries.get(path)?.body.respond(again, headers) : undefined,
      );
    }
    return entry.body.respond(request);
  }

  /**
   * A rendered page, kept under `key` until the next write; requests that arrive while it renders share the render.
   * The render may add headers that depend on what it made (the page's own Content-Security-Policy); they win.
   */
  page(
    key: string,
    render: () => Promise<{ html: string; status: number; headers?: Readonly<Record<string, string>> }>,
    headers: Readonly<Record<string, string>>,
  ): Promise<Page> {
    let page = this.pages.get(key);
    if (!page) {
      // Keys are a public path (or the one 404 page), a language and a theme: a few dozen; the bound is a backstop.
      if (this.pages.size >= 512) this.forget(this.pages.keys().next().value!);
      this.renders++;
      const rendering = render().then(({ html, status, headers: own }): Page => {
        const all = own ? { ...headers, ...own } : headers;
        return { status, headers: all, plain: new PreparedBody(encoder.encode(html), { status, headers: all }) };
      });
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

  /**
   * A write changed what visitors see: `changed` names the public reads it touched (their URLs), or nothing when it
   * may have touched any. Everything kept here is forgotten (pages show several reads; renders are cheap); the shared
   * cache in front is told exactly what changed.
   */
  clear(changed: readonly string[] = [EVERY_KEY]) {
    // The web app may have been rebuilt too (development): every remembered answer is learnt again from the router.
    this.replays.clear();
    this.entries.clear();
    this.pages.clear();
    this.ready.clear();
    for (const listener of this.listeners) listener(changed);
  }
}
