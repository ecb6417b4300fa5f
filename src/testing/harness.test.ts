// The test harness's sites share one prepared database as a template, never its file: each site writes only its own.
import { afterAll, expect, test } from 'bun:test';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { startTestSite, type TestSite } from './harness';

const sites: TestSite[] = [];
afterAll(() => sites.forEach((site) => site.close()));

test('two sites made from the template: a message sent to one is not in the other, and each has its own file', async () => {
  const [a, b] = await Promise.all([startTestSite(), startTestSite()]);
  sites.push(a!, b!);
  const cookieA = a!.session();
  const cookieB = b!.session();
  const before = (await b!.call('GET', '/api/contact-messages', { cookie: cookieB })).json;
  expect(
    (
      await a!.call('POST', '/api/contact-messages', {
        body: { name: 'Ann', email: 'ann@example.com', message: 'Only for site A, please.' },
      })
    ).status,
  ).toBe(201);
  expect((await a!.call('GET', '/api/contact-messages', { cookie: cookieA })).text).toContain('Only for site A');
  expect((await b!.call('GET', '/api/contact-messages', { cookie: cookieB })).json).toEqual(before);
  expect(statSync(join(a!.dataDir, 'site.db')).ino).not.toBe(statSync(join(b!.dataDir, 'site.db')).ino);
});
