// A limiter's memory stays bounded whatever the number of clients: expired windows are forgotten first, then the least
// recently seen client, so a client that keeps knocking stays limited while a flood of new ones passes through.
import { expect, test } from 'bun:test';
import { createLimits, LIMITER_CAPACITY, RateLimiter } from './rate-limit';

const MINUTE = 60_000;

/** The i-th of many clients in distinct networks: IPv4 addresses and IPv6 /64s, alternately. */
const distinct = (i: number) =>
  i % 2 ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` : `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::/64`;

test('100,000 distinct clients: every limiter keeps at most its capacity, and a recent client over its limit stays limited', () => {
  const clock = { now: 1_000_000 };
  const limits = createLimits({ loginLimit: 10, loginAccountLimit: 100, contactLimit: 5, hitLimit: 120 }, () => clock.now);
  for (const [name, limiter] of Object.entries(limits)) {
    const knocking = `knocking ${name}`;
    const idle = `idle ${name}`;
    for (let i = 0; i < limiter.limit; i++) {
      limiter.hit(knocking);
      limiter.hit(idle);
    }
    let largest = 0;
    for (let i = 0; i < 100_000; i++) {
      limiter.hit(distinct(i));
      largest = Math.max(largest, limiter.size);
      if (i % 20 === 0) clock.now += 1; // 5 s of flood in all, well inside every window
      // The limited client keeps trying (and is refused) while the flood goes on.
      if (i % 2_000 === 0) expect([name, limiter.retryAfter(knocking) > 0]).toEqual([name, true]);
    }
    expect([name, largest <= LIMITER_CAPACITY, limiter.size <= LIMITER_CAPACITY]).toEqual([name, true, true]);
    expect([name, limiter.retryAfter(knocking) > 0]).toEqual([name, true]);
    // The trade-off: a client unseen while more than LIMITER_CAPACITY others came is forgotten, and starts afresh.
    expect([name, limiter.retryAfter(idle)]).toEqual([name, 0]);
  }
});

test('when full, expired windows are forgotten first: a live client over its limit is kept, even the least recently seen', () => {
  const clock = { now: 0 };
  const limiter = new RateLimiter(3, 10 * MINUTE, () => clock.now, 100);
  for (let i = 0; i < 60; i++) limiter.hit(`old ${i}`);
  clock.now += 6 * MINUTE;
  for (let i = 0; i < 3; i++) limiter.hit('limited');
  for (let i = 0; i < 39; i++) limiter.hit(`new ${i}`);
  expect(limiter.size).toBe(100);
  clock.now += 4 * MINUTE; // the old windows have just ended; the new ones have 6 minutes left
  limiter.hit('newcomer');
  expect(limiter.size).toBe(41);
  expect(limiter.retryAfter('limited')).toBe(360);
  for (let i = 0; i < 39; i++) expect(limiter.retryAfter(`new ${i}`)).toBe(0);
});

test('a window that has ended starts afresh, and reset forgets the client', () => {
  const clock = { now: 0 };
  const limiter = new RateLimiter(2, MINUTE, () => clock.now);
  limiter.hit('a');
  limiter.hit('a');
  expect(limiter.retryAfter('a')).toBe(60);
  clock.now += MINUTE;
  expect(limiter.retryAfter('a')).toBe(0);
  limiter.hit('a');
  expect(limiter.retryAfter('a')).toBe(0);
  limiter.hit('a');
  expect(limiter.retryAfter('a')).toBe(60);
  limiter.reset('a');
  expect([limiter.retryAfter('a'), limiter.size]).toEqual([0, 0]);
});
