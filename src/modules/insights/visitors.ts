// Who is the same visitor within one day, and nothing more (decision 0074): a hash of the client's address and browser
// under a random salt that lives only in this process's memory and is replaced when the day changes, so yesterday's
// visitors cannot be matched to today's, and neither can be turned back into an address. A restart draws a new salt:
// the rest of that day counts a returning visitor once more.

/** How many (visitor, value) pairs a day remembers: each view marks up to six; past this, no new visitor is counted. */
export const SEEN_MAX = 250_000;

export class DailyVisitors {
  private day = '';
  private readonly salt = new Uint8Array(32);
  /** visitor × 4096 + the value's number: a plain number, so a day of 250,000 costs a few megabytes at most. */
  private readonly seen = new Set<number>();

  /** A 40-bit number for this address and browser on `day` (about 5 in 100,000 days see two of 10,000 visitors collide). */
  visitor(day: string, address: string, userAgent: string): number {
    if (day !== this.day) {
      this.day = day;
      crypto.getRandomValues(this.salt);
      this.seen.clear();
    }
    const hash = new Bun.CryptoHasher('sha256').update(this.salt).update(`${day}\n${address}\n${userAgent}`).digest();
    return hash.readUIntBE(0, 5);
  }

  /** True the first time today that `visitor` is seen with the value numbered `valueId` (below 4096). */
  firstTime(visitor: number, valueId: number): boolean {
    const key = visitor * 4096 + valueId;
    if (this.seen.has(key) || this.seen.size >= SEEN_MAX) return false;
    this.seen.add(key);
    return true;
  }
}
