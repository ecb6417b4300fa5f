// Server rendering hands each page the lists it shows: the home page's state carries the testimonials, clients,
// figures and steps exactly as their public reads answer them, the pricing page's the questions, so a component that
// reads one renders on the server and hydrates without a fetch; a page does not carry another page's lists.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
beforeAll(async () => (site = await startTestSite()));
afterAll(() => site.close());

type State = { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
const stateOf = async (path: string) => {
  const html = (await site.call('GET', path)).text;
  const json = /<script[^>]*id="page-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  const state = JSON.parse(json!) as State;
  return new Map(state.queries.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
};

test.each([
  ['/', ['testimonials', 'clients', 'figures', 'steps', 'people'], ['faqs']],
  ['/pricing', ['faqs'], ['testimonials', 'clients', 'figures', 'steps', 'people']],
])('%s carries %j as the API answers them, and not %j', async (path, carried, notCarried) => {
  const reads = await stateOf(path);
  for (const name of carried) {
    const answer = (await site.call('GET', `/api/${name}`)).json as unknown[];
    expect(answer.length).toBeGreaterThan(0);
    expect([name, reads.get(JSON.stringify([name]))]).toEqual([name, answer]);
  }
  for (const name of notCarried) expect([name, reads.has(JSON.stringify([name]))]).toEqual([name, false]);
});
