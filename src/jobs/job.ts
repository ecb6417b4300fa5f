// One background job (decision 0080): passes of work run one at a time, soon after a kick or at a scheduled time, and
// never again once stopped. Every worker of the server is one; the clock and the timer are injected, so tests never wait.

/** How a job waits; tests hand in their own. */
export type Timer = {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

/** The real one. Unref'd: a pending job never keeps a process alive (the server is kept alive by its listener). */
export const realTimer: Timer = {
  set: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    handle.unref?.();
    return handle;
  },
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The longest one timer waits: a far time is reached in steps, so a clock set back or forward is noticed within it. */
export const MAX_WAIT_MS = 3_600_000;

export type JobOptions = {
  /** Names the job in the log line of a failed pass. */
  name: string;
  /** One pass. A throw (or rejection) is logged and the job keeps its schedule. */
  run: () => unknown;
  /** After each pass: when the next is due (ms since the epoch), or null for none until kicked. Left out: none. */
  next?: () => number | null;
  now: () => number;
  log: (...args: unknown[]) => void;
  timer?: Timer;
};

export class Job {
  private state: 'new' | 'started' | 'stopped' = 'new';
  private handle: unknown = null;
  private dueAt: number | null = null;
  private running: Promise<void> | null = null;
  /** A kick came while a pass was running: one more pass follows it (any number of kicks, one pass). */
  private again = false;
  private halting = false;
  /** The timer set waits only part of the way (MAX_WAIT_MS): when it goes off, the rest is waited. */
  private partWay = false;

  constructor(private readonly o: JobOptions) {}

  /** From now on kicks and scheduled times run passes. A stopped job stays stopped. */
  start(): void {
    if (this.state === 'new') this.state = 'started';
  }

  /** True while stop() waits for the pass under way: a pass that works through a queue ends early. */
  get stopping(): boolean {
    return this.halting;
  }

  /** Run soon: coalesced with a pass that is due, and with one under way (one more pass follows it). */
  kick(): void {
    if (this.state !== 'started') return;
    if (this.running) this.again = true;
    else this.scheduleAt(this.o.now());
  }

  /** The next pass at `at` (ms since the epoch), unless one is already due sooner. */
  scheduleAt(at: number): void {
    if (this.state !== 'started') return;
    if (this.dueAt !== null && this.dueAt <= at) return;
    this.dueAt = at;
    this.arm();
  }

  scheduleIn(ms: number): void {
    this.scheduleAt(this.o.now() + ms);
  }

  /**
   * One pass now, or the one under way: what a caller that must see the work done awaits (a flush, a test that moved
   * the clock). It runs whatever the state; what follows it is scheduled only while the job is started.
   */
  runNow(): Promise<void> {
    this.running ??= this.pass();
    return this.running;
  }

  /** No pass starts again; waits for the one under way. */
  async stop(): Promise<void> {
    this.state = 'stopped';
    this.disarm();
    this.dueAt = null;
    this.again = false;
    this.halting = true;
    try {
      await this.running;
    } finally {
      this.halting = false;
    }
  }

  private async pass(): Promise<void> {
    try {
      await this.o.run();
    } catch (error) {
      this.o.log(`${this.o.name} failed:`, (error as Error)?.message ?? error);
    }
    this.running = null;
    if (this.state !== 'started') return;
    try {
      const next = this.o.next?.() ?? null;
      if (next !== null) this.scheduleAt(next);
    } catch (error) {
      this.o.log(`${this.o.name} could not tell its next run:`, (error as Error)?.message ?? error);
    }
    if (this.again) {
      this.again = false;
      this.kick();
    }
  }

  private arm(): void {
    this.disarm();
    const wait = Math.max(0, this.dueAt! - this.o.now());
    this.partWay = wait > MAX_WAIT_MS;
    this.handle = (this.o.timer ?? realTimer).set(() => this.fire(), Math.min(wait, MAX_WAIT_MS));
  }

  private disarm(): void {
    if (this.handle !== null) (this.o.timer ?? realTimer).clear(this.handle);
    this.handle = null;
  }

  /** The timer went off: the pass, unless it was a step of a long wait and the time has not come. */
  private fire(): void {
    this.handle = null;
    if (this.state !== 'started' || this.dueAt === null) return;
    if (this.partWay && this.o.now() < this.dueAt) {
      this.arm();
      return;
    }
    this.dueAt = null;
    if (this.running) this.again = true;
    else void this.runNow();
  }
}
