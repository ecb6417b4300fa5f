// Every 422 the API gives is said in our words: wrongly typed, missing and odd bodies sent to every write (and every
// checked query) get issue messages that are neither valibot's default wording nor carry back what was sent.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { revisions } from '../../db/schema';
import { startTestSite, type TestSite } from '../testing/harness';

let site: TestSite;
let cookie: string;
/** The first entry of each public list, read before the tests run. */
const firstIds = new Map<string, number>();
const firstId = (path: string) => firstIds.get(path)!;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
  for (const path of ['/api/services', '/api/case-studies', '/api/company-values'])
    firstIds.set(path, (await site.call('GET', path)).json[0].id);
});
afterAll(() => site.close());

/** valibot's default messages: "Invalid type: Expected string but received 5", "Invalid key: …", "Invalid length: …". */
const LIBRARY_WORDING = /^Invalid (type|key|length|value|format|integer|input)\b|Expected|[Rr]eceived/;
/** Values sent that must never come back in an answer. */
const TEXT = 'ECHO-5e1f';
const NUMBER = 987_654;
const SENT_VALUES = [TEXT, String(NUMBER)];

/** Bodies of the wrong shape altogether, sent to every endpoint. */
const ODD_BODIES: unknown[] = [null, NUMBER, TEXT, true, [], [TEXT], {}, { zzzUnknown: TEXT }];

/** What a field takes; `?` when null is fine too. */
type Kind = 'text' | 'number' | 'boolean' | 'list' | 'text?' | 'number?';
const WRONG: [unknown, Kind[]][] = [
  [NUMBER, ['number', 'number?']],
  [TEXT, ['text', 'text?']],
  [true, ['boolean']],
  [[NUMBER], ['list']],
  [{ nested: TEXT }, []],
  [null, ['text?', 'number?']],
];

/** Each field of a body in turn set to each type it does not take, and all of them at once. */
function wronglyTyped(fields: Record<string, Kind>): unknown[] {
  const bodies: unknown[] = [];
  for (const [value, rightFor] of WRONG) {
    const wrongFor = Object.keys(fields).filter((field) => !rightFor.includes(fields[field]!));
    if (wrongFor.length) bodies.push(Object.fromEntries(wrongFor.map((field) => [field, value])));
    for (const field of wrongFor) bodies.push({ [field]: value });
  }
  return bodies;
}

/** `{first}` in a path is the id of the list's first entry. */
type Endpoint = { method: string; path: string; fields: Record<string, Kind>; more?: unknown[] };

const TEXTS = { titleEn: 'text', titleZh: 'text', descriptionEn: 'text', descriptionZh: 'text' } as const;
const IMAGE = { imagePath: 'text?', imageAltEn: 'text', imageAltZh: 'text', imageWidth: 'number?', imageHeight: 'number?' } as const;
const SERVICE_FIELDS = { id: 'number', ...TEXTS, featuresEn: 'list', featuresZh: 'list', ...IMAGE } as const;
const CASE_FIELDS = { id: 'number', ...TEXTS, industryEn: 'text', industryZh: 'text', ...IMAGE } as const;
const VALUE_FIELDS = { id: 'number', icon: 'text', ...TEXTS } as const;
const PLAN_FIELDS = {
  id: 'text',
  ...TEXTS,
  monthlyPrice: 'number',
  annualPrice: 'number',
  featuresEn: 'list',
  featuresZh: 'list',
  isPopular: 'boolean',
} as const;
const SNIPPET_FIELDS = { ...TEXTS, imagePath: 'text?' } as const;
const validService = { titleEn: 'A', titleZh: '甲', descriptionEn: '', descriptionZh: '', featuresEn: [], featuresZh: [] };

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/content',
    fields: { section: 'text', key: 'text', enValue: 'text', zhValue: 'text', en: 'text', zh: 'text' },
    more: [{ section: 'home', key: 'x'.repeat(101), enValue: TEXT }],
  },
  {
    method: 'POST',
    path: '/api/settings',
    fields: { key: 'text', value: 'text' },
    more: [
      { key: 'contactPhone', value: NUMBER },
      { key: 'messageRetentionDays', value: TEXT },
    ],
  },
  {
    method: 'POST',
    path: '/api/contact-messages',
    fields: { name: 'text', email: 'text', service: 'text', message: 'text', website: 'text' },
    more: [{ name: 'A', email: 'a@b.co', message: 'Hello there, friends', website: 'x'.repeat(501) }],
  },
  {
    method: 'POST',
    path: '/api/contact-messages/mark',
    fields: { ids: 'list', isRead: 'boolean' },
    more: [
      { ids: [0, 1.5, TEXT], isRead: true },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), isRead: false },
    ],
  },
  { method: 'POST', path: '/api/contact-messages/delete', fields: { ids: 'list' }, more: [{ ids: [] }, { ids: [-NUMBER] }] },
  { method: 'POST', path: '/api/services', fields: SERVICE_FIELDS, more: [{ ...validService, featuresEn: Array(21).fill('f') }] },
  { method: 'PUT', path: '/api/services/{first}', fields: SERVICE_FIELDS },
  { method: 'PUT', path: '/api/services/order', fields: { ids: 'list' }, more: [{ ids: [1, 1] }, { ids: [1.5] }] },
  { method: 'POST', path: '/api/case-studies', fields: CASE_FIELDS },
  { method: 'PUT', path: '/api/case-studies/{first}', fields: CASE_FIELDS },
  { method: 'POST', path: '/api/company-values', fields: VALUE_FIELDS },
  { method: 'PUT', path: '/api/company-values/{first}', fields: VALUE_FIELDS },
  { method: 'POST', path: '/api/pricing-plans', fields: PLAN_FIELDS },
  { method: 'PUT', path: '/api/pricing-plans/pro', fields: PLAN_FIELDS, more: [{ monthlyPrice: -1 }, { featuresEn: Array(31).fill('f') }] },
  { method: 'PUT', path: '/api/page-snippets/home', fields: SNIPPET_FIELDS },
  {
    method: 'POST',
    path: '/api/admin/login',
    fields: { username: 'text', password: 'text' },
    more: [
      { username: 'x'.repeat(201), password: 'p' },
      { username: '', password: '' },
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/update-credentials',
    fields: { currentPassword: 'text', username: 'text', password: 'text' },
    more: [{ currentPassword: 'x', username: 'a b', password: 'short' }],
  },
];

type Answer = Awaited<ReturnType<TestSite['call']>>;

/** A 422's issues are all ours: a path, words of ours, nothing that was sent. */
function expectOurWords(answer: Answer, what: string) {
  expect({ what, status: answer.status }).toEqual({ what, status: 422 });
  const issues: { path: string; message: string }[] = answer.json.error.issues;
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) {
    expect({ what, issue, library: LIBRARY_WORDING.test(issue.message) }).toEqual({ what, issue, library: false });
    expect(issue.message.trim()).not.toBe('');
  }
  for (const value of SENT_VALUES)
    expect({ what, echoed: JSON.stringify(answer.json.error).includes(value) }).toEqual({ what, echoed: false });
}

describe('every write endpoint', () => {
  for (const endpoint of ENDPOINTS) {
    test(`${endpoint.method} ${endpoint.path}: wrong types, missing and odd bodies are refused in our words`, async () => {
      const path = endpoint.path.replace('{first}', () => String(firstId(endpoint.path.slice(0, endpoint.path.lastIndexOf('/')))));
      for (const body of [...ODD_BODIES, ...wronglyTyped(endpoint.fields), ...(endpoint.more ?? [])]) {
        const answer = await site.call(endpoint.method, path, {
          cookie,
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expectOurWords(answer, `${endpoint.method} ${path} ${JSON.stringify(body).slice(0, 120)}`);
      }
    });
  }
});

describe('a restore whose stored value no longer passes is refused in our words', () => {
  test.each([
    ['a list entry', () => `services/${firstId('/api/services')}`, { titleEn: NUMBER, featuresEn: TEXT, zzzUnknown: TEXT }],
    ['a pricing plan', () => 'pricing-plans/pro', { monthlyPrice: TEXT, isPopular: TEXT }],
    ['a search snippet', () => 'page-snippets/home', { titleEn: NUMBER }],
  ])('%s', async (_, target, before) => {
    const row = site.db
      .insert(revisions)
      .values({ at: Date.now(), account: 'admin', target: target(), before: JSON.stringify(before), after: null })
      .returning()
      .get();
    expectOurWords(await site.call('POST', `/api/revisions/${row.id}/restore`, { cookie }), `restore ${target()}`);
  });
});

describe('checked queries', () => {
  test.each([
    '/api/contact-messages?limit=0',
    `/api/contact-messages?limit=${NUMBER}`,
    `/api/contact-messages?unread=${TEXT}`,
    `/api/contact-messages?cursor=${TEXT}`,
    '/api/admin/audit?limit=0',
    `/api/admin/audit?action=${TEXT}`,
    '/api/revisions',
    `/api/revisions/deleted?list=${TEXT}`,
  ])('GET %s', async (path) => {
    expectOurWords(await site.call('GET', path, { cookie }), path);
  });
});

test('a key the client made up is named `*` in the issue, never as sent; a plain unknown field keeps its name', async () => {
  const visitor = { name: 'Mei', email: 'mei@example.com', message: 'We would like a new shop.' };
  for (const [key, path] of [
    ['<svg onload=alert(1)>', '*'],
    ['na me', '*'],
    ['colour', 'colour'],
  ]) {
    const res = await site.call('POST', '/api/contact-messages', { body: { ...visitor, [key!]: 1 } });
    expect(res.status).toBe(422);
    if (path === '*') expect(res.text).not.toContain(key!);
    expect(res.json.error.issues).toEqual([{ path, message: 'This field is not accepted here' }]);
  }
});
