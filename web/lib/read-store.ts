// The public pages' data: the answer of each public read (lib/public-queries.ts), kept by its query key. A page the
// server rendered arrives with the answers it was rendered from, so hydration reads exactly those; a page shown later
// in the browser fetches what it lacks. Public pages only read, so this is all they need of a query cache: the admin's
// reads and writes use react-query, which visitors then never download (docs/decisions/0020-public-page-weight.md).
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

/** A public read as lib/public-queries.ts defines it (react-query's admin screens take the same object). */
export type PublicRead<T> = {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  /** How long an answer counts as current (ms); forever unless said (product.md §7). */
  staleTime?: number;
  /** How many more times a failed fetch is tried (none unless said). */
  retry?: number;
};

/**
 * The answers as a page's state carries them to the browser: the layout react-query's `dehydrate` wrote before this
 * store replaced it on public pages, kept so the page state reads the same (the server's tests read it).
 */
export type ReadAnswers = { queries: { queryKey: readonly unknown[]; state: { data: unknown } }[] };

type Entry = { data: unknown; failed: boolean; at: number };

export type ReadStoreOptions = {
  now?: () => number;
  /** Waits between tries of a failed fetch (tests pass one that does not sleep). */
  sleep?: (ms: number) => Promise<void>;
};

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);
/** Before each new try: 1 s, 2 s, 4 s … at most 30 s (react-query's default, as the admin's retries wait). */
const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

export class ReadStore {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(answers?: ReadAnswers, options: ReadStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    for (const answer of answers?.queries ?? []) this.set(answer.queryKey, answer.state.data);
  }

  /** Keeps an answer (one already at hand: the server's reads); an absent one (undefined) is not an answer. */
  set(queryKey: readonly unknown[], data: unknown) {
    if (data === undefined) return;
    this.put(keyOf(queryKey), { data, failed: false, at: this.now() });
  }

  /** Every answer held, in the page state's layout. */
  answers(): ReadAnswers {
    const held = [...this.entries].filter(([, entry]) => entry.data !== undefined);
    return { queries: held.map(([key, entry]) => ({ queryKey: JSON.parse(key) as unknown[], state: { data: entry.data } })) };
  }

  /** The entry for a key; the same object until it changes (what useSyncExternalStore compares). */
  entry(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Fetches the read unless its answer is current or a fetch of it is under way. */
  async load<T>(read: PublicRead<T>) {
    const key = keyOf(read.queryKey);
    const held = this.entries.get(key);
    if (this.loading.has(key) || (held && !held.failed && this.now() - held.at < (read.staleTime ?? Infinity))) return;
    this.loading.add(key);
    try {
      for (let failures = 0; ; failures++) {
        try {
          const data = await read.queryFn();
          this.put(key, { data, failed: false, at: this.now() });
          return;
        } catch {
          if (failures >= (read.retry ?? 0)) {
            // The answer held before (if any) stays on screen, as react-query keeps it after a failed refetch.
            this.put(key, { data: held?.data, failed: true, at: this.now() });
            return;
          }
          await this.sleep(retryDelay(failures));
          // Nothing shows this store any more (the app is gone, as at the end of a component test): no more tries. A
          // stray retry once reached the next test file's fake API and opened its sign-in dialog there.
          if (this.listeners.size === 0) return;
        }
      }
    } finally {
      this.loading.delete(key);
    }
  }

  private put(key: string, entry: Entry) {
    this.entries.set(key, entry);
    for (const listener of this.listeners) listener();
  }
}

/** The store of this page view (the browser's one) or of this server render (one per render, never shared). */
export const ReadStoreContext = createContext<ReadStore | null>(null);

/**
 * A public read's answer, fetched when missing or out of date (`enabled` false: not fetched). `isPending` until the
 * first answer or failure, as react-query says it.
 */
export function usePublicRead<T>(read: PublicRead<T>, enabled = true): { data: T | undefined; isPending: boolean } {
  const store = useContext(ReadStoreContext);
  if (!store) throw new Error('usePublicRead needs a ReadStoreContext provider (main.tsx, web/server/document.tsx, testing/render.tsx)');
  const key = keyOf(read.queryKey);
  const entry = useSyncExternalStore(
    store.subscribe,
    () => store.entry(key),
    () => store.entry(key),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the read is a new object each render; its key names it
  useEffect(() => {
    if (enabled) void store.load(read);
    // The read is a new object each render; its key names it.
  }, [store, key, enabled]);
  return { data: entry?.data as T | undefined, isPending: entry === undefined };
}
