// Fixed-window counters per key (client address, username), in memory: enough for one process on one machine.
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private now: () => number,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is under the limit. */
  retryAfter(key: string): number {
    const w = this.windows.get(key);
    const now = this.now();
    if (!w || w.resetAt <= now || w.count < this.limit) return 0;
    return Math.max(1, Math.ceil((w.resetAt - now) / 1000));
  }

  hit(key: string): void {
    const now = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 10_000) this.prune(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    } else w.count += 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

const MINUTE = 60_000;

/** The site's limits (DESIGN: configurable, safe defaults). */
export function createLimits(config: { loginLimit: number; loginAccountLimit: number; contactLimit: number }, now: () => number) {
  return {
    loginPerAddress: new RateLimiter(config.loginLimit, 15 * MINUTE, now),
    loginPerAccount: new RateLimiter(config.loginAccountLimit, 60 * MINUTE, now),
    contactPerAddress: new RateLimiter(config.contactLimit, 10 * MINUTE, now),
  };
}
export type Limits = ReturnType<typeof createLimits>;
