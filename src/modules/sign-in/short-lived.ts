// Short-lived state kept in memory: pending sign-ins, WebAuthn challenges, an authenticator app being set up. Each
// entry dies after `ttlMs`; at most `max` live at once (the oldest goes first), so a flood of anonymous requests for
// passkey options costs bounded memory. A restart forgets them all, which only asks for the password again.
export class ShortLived<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  set(key: string, value: T, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(oldest);
    }
  }

  get(key: string | undefined, now: number): T | undefined {
    if (!key) return undefined;
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  delete(key: string | undefined): void {
    if (key) this.entries.delete(key);
  }

  /** Forgets every entry (a password reset or the last factor removed: nothing half-done survives it). */
  clear(): void {
    this.entries.clear();
  }
}

/** A random key for an entry: 256 bits, base64url. */
export const randomKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
