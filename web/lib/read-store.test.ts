// The public pages' read store: answers the page arrived with are used as they are (no fetch), a missing one is fetched
// once however many ask, contact info is kept 5 minutes and tried up to 3 more times (product.md §7, §9), the rest never go
// stale and are not retried, and a failure leaves what was shown.
import { expect, test } from 'bun:test';
import { ReadStore, type PublicRead } from './read-store';

/** A read whose fetches are counted and answered by `answer` (a throw is a failed fetch). */
function read<T>(key: string, answer: (n: number) => T, extra: Partial<PublicRead<T>> = {}) {
  let calls = 0;
  const r: PublicRead<T> = { queryKey: [key], queryFn: async () => answer(++calls), ...extra };
  return { r, calls: () => calls };
}
const data = (store: ReadStore, key: string) => store.entry(JSON.stringify([key]))?.data;

test("an answer the page arrived with is used as it is, and goes back out in the page state's layout", async () => {
  const store = new ReadStore({ queries: [{ queryKey: ['services'], state: { data: ['s1'] } }] });
  const services = read('services', () => ['fetched']);
  await store.load(services.r);
  expect(services.calls()).toBe(0);
  expect(data(store, 'services')).toEqual(['s1']);
  expect(store.answers()).toEqual({ queries: [{ queryKey: ['services'], state: { data: ['s1'] } }] });
});

test('a missing answer is fetched once however many ask at the same time, and every listener hears of it', async () => {
  const store = new ReadStore();
  let heard = 0;
  store.subscribe(() => heard++);
  const plans = read('pricing-plans', () => ['p1']);
  await Promise.all([store.load(plans.r), store.load(plans.r), store.load(plans.r)]);
  expect(plans.calls()).toBe(1);
  expect(data(store, 'pricing-plans')).toEqual(['p1']);
  expect(heard).toBe(1);
});

test('an absent answer (undefined) is not kept, so the page fetches it', async () => {
  const store = new ReadStore();
  store.set(['services'], undefined);
  expect(store.answers()).toEqual({ queries: [] });
  const services = read('services', () => ['s']);
  await store.load(services.r);
  expect(services.calls()).toBe(1);
});

test('contact info: kept 5 minutes, then fetched anew when a page asks again', async () => {
  let now = 1_000;
  const store = new ReadStore(
    { queries: [{ queryKey: ['contact-info'], state: { data: { email: 'old@example.com' } } }] },
    { now: () => now },
  );
  const info = read('contact-info', (n) => ({ email: `new${n}@example.com` }), { staleTime: 5 * 60_000 });
  now += 5 * 60_000 - 1;
  await store.load(info.r);
  expect(info.calls()).toBe(0);
  now += 1;
  await store.load(info.r);
  expect(info.calls()).toBe(1);
  expect(data(store, 'contact-info')).toEqual({ email: 'new1@example.com' });
});

test('contact info is tried up to 3 more times, waiting 1, 2 and 4 s; a success on the way is kept', async () => {
  const waits: number[] = [];
  const store = new ReadStore(undefined, { sleep: async (ms) => void waits.push(ms) });
  const info = read(
    'contact-info',
    (n) => {
      if (n < 4) throw new Error('503');
      return { email: 'a@example.com' };
    },
    { retry: 3 },
  );
  store.subscribe(() => {}); // a page shows it
  await store.load(info.r);
  expect([info.calls(), waits]).toEqual([4, [1000, 2000, 4000]]);
  const kept = store.entry(JSON.stringify(['contact-info']))!;
  expect([kept.data, kept.failed]).toEqual([{ email: 'a@example.com' }, false]);
});

test('once nothing shows the store (the page is gone), a read waiting to try again gives up: no call after it', async () => {
  const waits: number[] = [];
  let leave = () => {};
  const store = new ReadStore(undefined, {
    sleep: async (ms) => {
      waits.push(ms);
      leave(); // the page goes away while the read waits
    },
  });
  leave = store.subscribe(() => {});
  const info = read(
    'contact-info',
    () => {
      throw new Error('offline');
    },
    { retry: 3 },
  );
  await store.load(info.r);
  expect([info.calls(), waits]).toEqual([1, [1000]]);
  // Not recorded as failed: a page that asks again tries at once.
  expect(store.entry(JSON.stringify(['contact-info']))).toBeUndefined();
});

test('other reads are not retried; a failure is recorded (no longer pending) and the next asking page tries again', async () => {
  const waits: number[] = [];
  const store = new ReadStore(undefined, { sleep: async (ms) => void waits.push(ms) });
  const services = read('services', (n) => {
    if (n === 1) throw new Error('500');
    return ['s'];
  });
  await store.load(services.r);
  expect([services.calls(), waits]).toEqual([1, []]);
  const failed = store.entry(JSON.stringify(['services']))!;
  expect([failed.data, failed.failed]).toEqual([undefined, true]);
  await store.load(services.r);
  expect(data(store, 'services')).toEqual(['s']);
});

test('a failed refetch leaves the answer that was shown', async () => {
  let now = 0;
  const store = new ReadStore(
    { queries: [{ queryKey: ['contact-info'], state: { data: { email: 'kept@example.com' } } }] },
    { now: () => now },
  );
  const info = read(
    'contact-info',
    () => {
      throw new Error('offline');
    },
    { staleTime: 1 },
  );
  now = 10;
  await store.load(info.r);
  const shown = store.entry(JSON.stringify(['contact-info']))!;
  expect([shown.data, shown.failed]).toEqual([{ email: 'kept@example.com' }, true]);
});
