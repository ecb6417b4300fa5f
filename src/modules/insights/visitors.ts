// Who is the same visitor within one day, and nothing more (decision 0074): a hash of the client's address and browser
// under a random salt that lives only in this process's memory and is replaced when the day changes, so yesterday's
// visitors cannot be matched to today's, and neither can be turned back into an address. A restart draws a new salt:
// the rest of that day counts a returning visitor once more.

/** How many (visitor, value) pairs a day remembers: each view marks up to six; past this, no new visitor is counted. */
export const SEEN_MAX = 250_000;
/**
 * New visitors one client address (an IPv4 address, an IPv6 /64) brings in a day: an office or a household behind one
 * address. Past it, a browser string never seen there before is counted as a view of the address's last visitor, not as
 * a new one: otherwise one address changing its User-Agent at each beacon passed itself off as thousands of people
 * (decision 0075).
 */
export const VISITORS_PER_ADDRESS = 10;

export class DailyVisitors {
  private day = '';
  private readonly salt = new Uint8Array(32);
  /** visitor × 4096 + the value's number: a plain number, so a day of 250,000 costs a few megabytes at most. */
  private readonly seen = new Set<number>();
  /** The visitors each address brought today, at most VISITORS_PER_ADDRESS each. */
  private readonly byAddress = new Map<string, number[]>();

  /**
   * A 40-bit number for this address and browser on `day` (about 5 in 100,000 days see two of 10,000 visitors collide);
   * `key` is the address as the limits count it (limitKey: an IPv6 client by its /64).
   */
  visitor(day: string, address: string, userAgent: string, key: string): number {
    if (day !== this.day) {
      this.day = day;
      crypto.getRandomValues(this.salt);
      this.seen.clear();
      this.byAddress.clear();
    }
    const hash = new Bun.CryptoHasher('sha256').update(this.salt).update(`${day}\n${address}\n${userAgent}`).digest();
    const visitor = hash.readUIntBE(0, 5);
    const known = this.byAddress.get(key);
    if (known?.includes(visitor)) return visitor;
    if (known && known.length >= VISITORS_PER_ADDRESS) return known[known.length - 1]!;
    // Past SEEN_MAX pairs no new visitor is counted anyway (firstTime), so the addresses need not be remembered either.
    if (!known && this.byAddress.size < SEEN_MAX) this.byAddress.set(key, [visitor]);
    else known?.push(visitor);
    return visitor;
  }

  /** True the first time today that `visitor` is seen with the value numbered `valueId` (below 4096). */
  firstTime(visitor: number, valueId: number): boolean {
    const key = visitor * 4096 + valueId;
    if (this.seen.has(key) || this.seen.size >= SEEN_MAX) return false;
    this.seen.add(key);
    return true;
  }
}
