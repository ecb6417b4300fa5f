// What the workers rely on from a job: kicks coalesce, a pass runs at its time on the injected clock and timer, a
// failed pass is logged and the schedule goes on, and stop waits for the pass under way and ends the job for good.
import { expect, test } from 'bun:test';
import { Job, MAX_WAIT_MS, type JobOptions, type Timer } from './job';

/** A timer driven by hand: `fire()` runs what is set, as if its time had come. */
function handTimer() {
  const set = new Map<number, { fn: () => void; ms: number }>();
  let id = 0;
  const timer: Timer = {
    set: (fn, ms) => {
      set.set(++id, { fn, ms });
      return id;
    },
    clear: (handle) => void set.delete(handle as number),
  };
  return {
    timer,
    waits: () => [...set.values()].map((t) => t.ms),
    fire() {
      const due = [...set.entries()];
      set.clear();
      for (const [, t] of due) t.fn();
    },
  };
}

function setup(options: Partial<JobOptions> = {}) {
  const clock = { now: 1_000_000 };
  const hand = handTimer();
  const logged: string[] = [];
  let passes = 0;
  const job = new Job({
    name: 'test job',
    run: () => void passes++,
    now: () => clock.now,
    log: (...args) => logged.push(args.join(' ')),
    timer: hand.timer,
    ...options,
  });
  return { job, clock, hand, logged, passes: () => passes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('kicks before the pass coalesce into one pass, on the injected timer', async () => {
  const { job, hand, passes } = setup();
  job.start();
  job.kick();
  job.kick();
  job.kick();
  expect(hand.waits()).toEqual([0]);
  expect(passes()).toBe(0);
  hand.fire();
  await settle();
  expect(passes()).toBe(1);
  expect(hand.waits()).toEqual([]);
});

test('kicks during a pass bring exactly one more pass after it', async () => {
  let release!: () => void;
  let passes = 0;
  const { job, hand } = setup({
    run: async () => {
      passes++;
      if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
    },
  });
  job.start();
  const first = job.runNow();
  job.kick();
  job.kick();
  release();
  await first;
  await settle();
  hand.fire();
  await settle();
  expect(passes).toBe(2);
  expect(hand.waits()).toEqual([]);
});

test('a job not started runs no pass on a kick or a schedule; runNow still runs one by hand', async () => {
  const { job, hand, passes } = setup();
  job.kick();
  job.scheduleIn(1000);
  expect(hand.waits()).toEqual([]);
  await job.runNow();
  expect(passes()).toBe(1);
});

test('the next pass is set from the pass before, at the time the clock names; the sooner of two times wins', async () => {
  const { job, clock, hand, passes } = setup({ next: () => clock.now + 60_000 });
  job.start();
  job.scheduleIn(5000);
  job.scheduleIn(9000);
  expect(hand.waits()).toEqual([5000]);
  clock.now += 5000;
  hand.fire();
  await settle();
  expect(passes()).toBe(1);
  expect(hand.waits()).toEqual([60_000]);
});

test('a far time is waited in steps: a step that ends early on the clock waits the rest', async () => {
  const { job, clock, hand, passes } = setup();
  job.start();
  job.scheduleIn(MAX_WAIT_MS * 2 + 5);
  expect(hand.waits()).toEqual([MAX_WAIT_MS]);
  clock.now += MAX_WAIT_MS;
  hand.fire();
  expect(hand.waits()).toEqual([MAX_WAIT_MS]);
  clock.now += MAX_WAIT_MS;
  hand.fire();
  expect(hand.waits()).toEqual([5]);
  hand.fire();
  await settle();
  expect(passes()).toBe(1);
});

test('a pass that fails is logged, and the job keeps its schedule', async () => {
  let passes = 0;
  const { job, clock, hand, logged } = setup({
    run: async () => {
      passes++;
      throw new Error('disk full');
    },
    next: () => clock.now + 1000,
  });
  job.start();
  job.kick();
  hand.fire();
  await settle();
  expect(logged).toEqual(['test job failed: disk full']);
  expect(hand.waits()).toEqual([1000]);
  hand.fire();
  await settle();
  expect(passes).toBe(2);
  expect(logged).toHaveLength(2);
});

test('stop waits for the pass under way, tells it to hurry, and no kick or timer runs the job again', async () => {
  let release!: () => void;
  let sawStopping = false;
  let passes = 0;
  const { job, hand } = setup({
    run: async () => {
      passes++;
      await new Promise<void>((resolve) => (release = resolve));
      sawStopping = job.stopping;
    },
    next: () => 0,
  });
  job.start();
  job.scheduleIn(1000);
  const pass = job.runNow();
  let stopped = false;
  const stopping = job.stop().then(() => (stopped = true));
  await settle();
  expect(stopped).toBe(false);
  release();
  await pass;
  await stopping;
  expect(sawStopping).toBe(true);
  expect(job.stopping).toBe(false);
  expect(hand.waits()).toEqual([]);
  job.start();
  job.kick();
  job.scheduleIn(0);
  expect(hand.waits()).toEqual([]);
  expect(passes).toBe(1);
});
