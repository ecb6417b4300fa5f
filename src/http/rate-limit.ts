// Fixed-window counters per key (a client's network, a username), in memory and bounded: enough for one process.

/**
 * How many keys one limiter remembers. The attack it bounds: a flood of distinct keys — addresses rotated across many
 * networks, invented usernames, X-Forwarded-For values forged when TRUST_PROXY is set with no proxy in front — which
 * otherwise grew the map for as long as a window lasts (about 150 bytes a network and 340 a 200-character username,
 * so at most about 1.5 MB and 3.5 MB a limiter). The trade-off: once full, the client seen least recently is forgotten
 * and starts afresh. Ended windows go first, and cost nothing; forgetting a live client takes more than 10,000 others
 * within its window while it stays quiet (a client that keeps knocking stays remembered). An attacker holding that
 * many networks already has that many limits of its own; against the per-account count it takes 10,000 invented
 * usernames, each also a failure counted against its address (1,000 networks at the default LOGIN_LIMIT).
 */
export const LIMITER_CAPACITY = 10_000;

/** A full limiter looks for ended windows at most this often, so a flood that fills it does not scan it at every request. */
const SWEEP_EVERY_MS = 1000;

type Window = { count: number; resetAt: number };

export class RateLimiter {
  /** In the order last seen, least recent first: a Map iterates in insertion order, and `seen` inserts afresh. */
  private windows = new Map<string, Window>();
  private sweptAt = -Infinity;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private now: () => number,
    readonly capacity = LIMITER_CAPACITY,
  ) {}

  /** How many keys are remembered now. */
  get size(): number {
    return this.windows.size;
  }

  /** Seconds until `key` may try again, or 0 when it is under the limit. Asking counts as being seen. */
  retryAfter(key: string): number {
    const w = this.windows.get(key);
    const now = this.now();
    if (!w || w.resetAt <= now) return 0;
    this.seen(key, w);
    if (w.count < this.limit) return 0;
    return Math.max(1, Math.ceil((w.resetAt - now) / 1000));
  }

  hit(key: string): void {
    const now = this.now();
    const w = this.windows.get(key);
    if (w && w.resetAt > now) {
      w.count += 1;
      this.seen(key, w);
      return;
    }
    if (w) this.windows.delete(key);
    else this.makeRoom(now);
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private seen(key: string, w: Window) {
    this.windows.delete(key);
    this.windows.set(key, w);
  }

  /** Room for one more key: ended windows are dropped first, then the least recently seen clients. */
  private makeRoom(now: number) {
    if (this.windows.size < this.capacity) return;
    if (now - this.sweptAt >= SWEEP_EVERY_MS) {
      this.sweptAt = now;
      for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
      if (this.windows.size < this.capacity) return;
    }
    // A hundredth at once: walking a Map from its start steps over every key deleted since it last compacted, which
    // made one key at a time cost about 15 µs per new client under a flood; a batch pays that once per hundred.
    const keep = this.capacity - Math.ceil(this.capacity / 100);
    for (const key of this.windows.keys()) {
      this.windows.delete(key);
      if (this.windows.size <= keep) break;
    }
  }
}

const MINUTE = 60_000;
/** Page views one client address sends in a day at most: an office of 50 people reading 100 pages each. */
export const HITS_PER_DAY = 5000;
/** Wrong second-step codes an account takes per hour at most (decision 0073). */
export const CODES_PER_HOUR = 5;

/** The site's limits (docs/architecture.md: configurable, safe defaults). */
export function createLimits(
  config: { loginLimit: number; loginAccountLimit: number; contactLimit: number; hitLimit: number },
  now: () => number,
) {
  return {
    loginPerAddress: new RateLimiter(config.loginLimit, 15 * MINUTE, now),
    loginPerAccount: new RateLimiter(config.loginAccountLimit, 60 * MINUTE, now),
    /** Wrong second-step codes per client address (a right password does not clear it, unlike the password's count). */
    codesPerAddress: new RateLimiter(config.loginLimit, 15 * MINUTE, now),
    /**
     * Wrong second-step codes for the account from anywhere, per password and per kind of browser (the owner's known
     * devices apart from strangers, so strangers cannot fill the owner's count): at most CODES_PER_HOUR an hour, fewer
     * when LOGIN_LIMIT is lower (decision 0073 has the arithmetic).
     */
    codesPerAccount: new RateLimiter(Math.min(config.loginLimit, CODES_PER_HOUR), 60 * MINUTE, now),
    /** Passkey ceremonies begun without a password, per client address: each costs a little memory until it expires. */
    passkeyStartsPerAddress: new RateLimiter(30, MINUTE, now),
    contactPerAddress: new RateLimiter(config.contactLimit, 10 * MINUTE, now),
    /**
     * The contact form's challenges (decision 0108): each page's form asks one when first used, again after a send or
     * an expiry. Making one costs a third of a millisecond and stores nothing, so the bound is loose (one a second on
     * average): a visitor, or an office behind one address, never meets it; a flood does.
     */
    challengePerAddress: new RateLimiter(Math.max(600, config.contactLimit * 60), 10 * MINUTE, now),
    /** Page views (POST /api/hits) per client address: a browser sends one per page it shows. */
    hitsPerAddress: new RateLimiter(config.hitLimit, MINUTE, now),
    /** And per day: HIT_LIMIT a minute all day long is no person, and each view kept costs disk (decision 0074). */
    hitsPerAddressDaily: new RateLimiter(HITS_PER_DAY, 24 * 60 * MINUTE, now),
  };
}
export type Limits = ReturnType<typeof createLimits>;
