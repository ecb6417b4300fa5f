// Fuzzing every endpoint with thousands of seeded malformed and hostile requests: no 5xx, one error shape, no leaks, nothing stored.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { connect } from 'node:net';
import * as v from 'valibot';
import { ErrorCode, PLAN_IDS, SECTIONS, SETTING_KEYS } from '../contract';
import { ADMIN_PASSWORD, startTestSite, type TestSite } from '../testing/harness';
import { runtimeTimeZone } from '../contract/zoned-time';

/** Rerun a failure with FUZZ_SEED=<seed>; every request is derived from it. */
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed_2026);
const LIMIT = 64 * 1024;

const rand = ((a: number) => () => {
  // mulberry32
  a = (a + 0x6d2b79f5) >>> 0;
  let t = Math.imul(a ^ (a >>> 15), a | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
})(SEED >>> 0);
const int = (n: number) => Math.floor(rand() * n);
const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
const x = (n: number, c = 'x') => c.repeat(n);

// Values that can never pass the field they are put in…
const NOT_STRING: unknown[] = [0, -1, 1.5, 1e308, true, false, null, [], ['x'], {}, { a: 1 }, [[['deep']]]];
const NOT_AMOUNT: unknown[] = ['10', '', true, null, [], {}, [10], { value: 10 }, -1, -0.01, 1_000_000.01, 1.234, 1e308];
const NOT_BOOL: unknown[] = ['true', 'false', 1, 0, null, [], {}];
const NOT_LIST: unknown[] = ['a', 1, null, {}, [1], [''], ['  '], [null], [x(201)], Array(31).fill('f'), [['nested']]];
// …and text that is hostile but may be valid, so it is never a body's only fault.
const HOSTILE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  x(40, '😀'),
  '\u202e\u200fRTL\u200e',
  '\ud800',
  '\udfff\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1; DROP TABLE settings; --",
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00%2e%2e',
  '\r\nSet-Cookie: x=1',
  'Ａｄｍｉｎ',
  'e\u0301',
  ...[50, 60, 64, 200, 256, 300, 500, 2000, 5000].map((n) => x(n, 'y')),
]; // the field maxima: just right for one field, too long for another
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const PROTO_VALUES = [{ polluted: 'yes' }, { prototype: { polluted: 'yes' } }, 'yes', null];
const EXTRA_KEYS = ['extra', 'isAdmin', 'role', 'id2', ...PROTO_KEYS];

type Field = { required?: boolean; bad: unknown[] };
type BodySpec = {
  method: string;
  path: () => string;
  strict: boolean;
  valid: () => Record<string, unknown>;
  wholes?: Record<string, unknown>[];
  fields: Record<string, Field>;
};
const text = (max: number, required = true): Field => ({ required, bad: [...NOT_STRING, ...(required ? ['', '  '] : []), x(max + 1)] });
const PLAN = {
  id: 'basic',
  titleEn: 'Basic',
  titleZh: '基本',
  monthlyPrice: 29.99,
  annualPrice: 299,
  descriptionEn: 'Care',
  descriptionZh: '維護',
  featuresEn: ['Updates'],
  featuresZh: ['更新'],
  isPopular: false,
};
const planFields = (required: boolean): Record<string, Field> => ({
  titleEn: text(60, required),
  titleZh: text(60, required),
  descriptionEn: { required, bad: [...NOT_STRING, x(501)] },
  descriptionZh: { required, bad: [...NOT_STRING, x(501)] },
  monthlyPrice: { required, bad: NOT_AMOUNT },
  annualPrice: { required, bad: NOT_AMOUNT },
  featuresEn: { required, bad: NOT_LIST },
  featuresZh: { required, bad: NOT_LIST },
  isPopular: { required, bad: NOT_BOOL },
});
const SERVICE = {
  titleEn: 'Data Migration',
  titleZh: '資料移轉',
  descriptionEn: 'Moving records.',
  descriptionZh: '移轉紀錄。',
  featuresEn: ['Audit'],
  featuresZh: ['稽核'],
  imagePath: null,
};
const CASE = {
  titleEn: 'Clinic Bot',
  titleZh: '診所助理',
  descriptionEn: 'Booking by chat.',
  descriptionZh: '聊天預約。',
  industryEn: 'Health',
  industryZh: '醫療',
  imagePath: null,
};
const VALUE = {
  icon: 'i-lucide-rocket',
  titleEn: 'Momentum',
  titleZh: '行動力',
  descriptionEn: 'Every two weeks.',
  descriptionZh: '每兩週。',
};
const NOT_IMAGE: unknown[] = [
  ...NOT_STRING.filter((v) => v !== null),
  '',
  '/media/x.png',
  'https://evil.example/a.png',
  `/media/${x(64, 'a')}.svg`,
  `/media/${x(64, 'a')}.png`,
  'javascript:alert(1)',
];
const listFields: Record<string, Field> = {
  titleEn: text(120),
  titleZh: text(120),
  descriptionEn: { bad: [...NOT_STRING, x(1001)] },
  descriptionZh: { bad: [...NOT_STRING, x(1001)] },
};
const LIST_IDS = ['1', '2', '999', 'abc', '%00', '0', '-1', '__proto__'];
const LISTS = ['/api/services', '/api/case-studies', '/api/company-values'] as const;
const PLAN_PATHS = ['basic', 'pro', 'enterprise', 'gold', '__proto__', 'BASIC', '%00', 'basic%00', '..%2fbasic'];

const SPECS: BodySpec[] = [
  {
    method: 'POST',
    path: () => '/api/contact-messages',
    strict: true,
    valid: () => ({ name: 'Mei', email: 'mei@example.com', service: 'automation', message: 'We need an ordering system.' }),
    fields: {
      name: text(200),
      email: { required: true, bad: [...NOT_STRING, '', 'not-an-email', 'a@b', `${x(250)}@example.com`, 'mei@example.com\u0000'] },
      service: { bad: [...NOT_STRING, '', 'web', 'AUTOMATION', '__proto__'] },
      website: { bad: [...NOT_STRING, x(501)] },
      message: {
        required: true,
        bad: [...NOT_STRING, '', 'too short', x(20, ' '), x(5001), 'see http://a.io http://b.io www.c.io https://d.io now'],
      },
    },
  },
  {
    method: 'POST',
    path: () => '/api/admin/login',
    strict: true,
    valid: () => ({ username: 'admin', password: ADMIN_PASSWORD }),
    fields: {
      username: { required: true, bad: [...NOT_STRING, '', x(201)] },
      password: { required: true, bad: [...NOT_STRING, '', x(257)] },
    },
  },
  {
    method: 'POST',
    path: () => '/api/admin/update-credentials',
    strict: true,
    valid: () => ({ username: 'admin', password: '' }),
    fields: {
      username: { required: true, bad: [...NOT_STRING, '', '   ', 'a b', 'ad\tmin', x(65)] },
      password: { bad: [...NOT_STRING, 'short', x(7), x(257)] },
    },
  },
  {
    method: 'POST',
    path: () => '/api/content',
    strict: false,
    valid: () => ({ section: 'home', key: 'hero.title', enValue: 'New title', zhValue: '新標題' }),
    wholes: [
      { section: 'home', key: 'hero.title' },
      { section: 'pricing', key: 'hero.title', enValue: ' \t\n', zhValue: '\u3000' },
    ],
    fields: {
      section: { required: true, bad: [...NOT_STRING, '', 'about', 'HOME', '__proto__', 'constructor', 'home\u0000'] },
      key: {
        required: true,
        bad: [
          ...NOT_STRING,
          '',
          'hero',
          'hero.title.x',
          'hero.title\u0000',
          'cta.title ',
          'caseStudies.title',
          x(101),
          '__proto__',
          'toString',
        ],
      },
      enValue: { bad: [...NOT_STRING, x(2001)] },
      zhValue: { bad: [...NOT_STRING, x(2001)] },
    },
  },
  {
    method: 'POST',
    path: () => '/api/settings',
    strict: true,
    valid: () => ({ key: 'contactPhone', value: '+1 555 0100' }),
    wholes: [
      { key: 'notificationEmail', value: 'nope' },
      { key: 'notificationsEnabled', value: 'yes' },
      { key: 'adminUsername', value: 'a b' },
      { key: 'adminUsername', value: '' },
      { key: 'contactAddress', value: x(301) },
      { key: 'contactPhone', value: x(51) },
      { key: 'contactEmail', value: 'x@' },
    ],
    fields: {
      key: { required: true, bad: [...NOT_STRING, '', 'phone', 'adminPassword', ...PROTO_KEYS] },
      value: { required: true, bad: [...NOT_STRING, x(301)] },
    },
  },
  {
    method: 'POST',
    path: () => '/api/pricing-plans',
    strict: true,
    valid: () => ({ ...PLAN, id: pick(['basic', 'pro', 'enterprise']) }),
    fields: { id: { required: true, bad: [...NOT_STRING, 'gold', 'BASIC', '__proto__'] }, ...planFields(true) },
  },
  ...(
    [
      {
        path: '/api/services',
        valid: SERVICE,
        own: {
          featuresEn: { required: true, bad: NOT_LIST },
          featuresZh: { required: true, bad: NOT_LIST },
          imagePath: { bad: NOT_IMAGE },
        },
      },
      {
        path: '/api/case-studies',
        valid: CASE,
        own: {
          industryEn: { required: true, bad: [...NOT_STRING, x(61), 'a\nb'] },
          industryZh: { required: true, bad: [...NOT_STRING, x(61)] },
          imagePath: { bad: NOT_IMAGE },
        },
      },
      {
        path: '/api/company-values',
        valid: VALUE,
        own: { icon: { required: true, bad: [...NOT_STRING, '', 'i-lucide-nope', 'i-mdi-home', '__proto__'] } },
      },
    ] as { path: string; valid: Record<string, unknown>; own: Record<string, Field> }[]
  ).flatMap(({ path, valid, own }): BodySpec[] => [
    { method: 'POST', path: () => path, strict: true, valid: () => ({ ...valid }), fields: { ...listFields, ...own } },
    {
      method: 'PUT',
      path: () => `${path}/${pick(LIST_IDS)}`,
      strict: true,
      valid: () => ({ ...valid }),
      fields: { ...listFields, ...own },
    },
    {
      method: 'PUT',
      path: () => `${path}/order`,
      strict: true,
      valid: () => ({ ids: [1, 2, 3] }),
      wholes: [{ ids: [1, 2] }, { ids: [1, 1, 2, 3] }, { ids: [3, 2, 1, 999] }],
      fields: { ids: { required: true, bad: [...NOT_STRING.filter((v) => !Array.isArray(v) || v.length), ['1'], [1.5], [null], [1, 2]] } },
    },
  ]),
  {
    method: 'PUT',
    path: () => `/api/pricing-plans/${pick(PLAN_PATHS)}`,
    strict: true,
    wholes: [{}],
    valid: () => Object.fromEntries(Object.entries(PLAN).filter(([k]) => k !== 'id' && rand() < 0.4)),
    fields: planFields(false),
  },
];

const define = (body: object, key: string, value: unknown) =>
  Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true }); // "__proto__" too
/** A body that must fail: hostile noise first, then one or two sure faults (a bad value, a missing field, an unknown key). */
function badBody(spec: BodySpec): Record<string, unknown> {
  const body = spec.wholes && rand() < 0.25 ? { ...pick(spec.wholes) } : spec.valid();
  const names = Object.keys(spec.fields);
  for (let i = int(3); i > 0; i--)
    rand() < 0.6 ? define(body, pick(names), pick(HOSTILE)) : define(body, pick(PROTO_KEYS), pick(PROTO_VALUES));
  for (let i = 1 + int(2); i > 0; i--) {
    const name = pick(names);
    const kind = int(3);
    if (kind === 0 && spec.fields[name]!.required) delete body[name];
    else if (kind === 1 && spec.strict) define(body, pick(EXTRA_KEYS), pick([...HOSTILE, ...NOT_STRING]));
    else define(body, name, pick(spec.fields[name]!.bad));
  }
  return body;
}
/** Duplicate keys: the first copy carries another value, the last (the one JSON.parse keeps) the bad one. */
const withDuplicate = (json: string, keys: string[]) =>
  keys.length ? `{${JSON.stringify(pick(keys))}:${JSON.stringify(pick([...HOSTILE, 'valid', 1]))},${json.slice(1)}` : json;

const JSON_TYPE = 'application/json';
const TYPES: (string | null)[] = [
  JSON_TYPE,
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  '',
  null,
];
const RAW = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  'nul',
  'undefined',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}}',
  '"x"',
  '42',
  '-0',
  '1e999',
  '[]',
  '[{}]',
  'null',
  'true',
  '"\\ud800"',
  '{"a":"\\ud800\\udfff\\udc00"}',
  '{"\\u0000":"\\u0000"}',
  '\ufeff{}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  x(10_000, '['),
  x(10_000, '[') + x(10_000, ']'),
  `${x(5_000, '{"a":')}1${x(5_000, '}')}`,
  `{"name":${x(5_000, '[')}${x(5_000, ']')}}`,
  `{"message":"${x(LIMIT - 14)}"}`,
  `{"message":"${x(LIMIT - 13)}"}`,
  `{"message":"${x(100_000)}"}`,
];
const BAD_UTF8 = [
  [0xff],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xfe, 0xff],
];
const IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  x(30, '9'),
  '%00',
  '1%00',
  '%2e%2e',
  '..%2f..%2fetc',
  '%ff',
  '%c0%80',
  '0x10',
  '01',
  '%201',
  '1%20',
  '%EF%BC%91',
  '9007199254740993',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  'toString',
  '%F0%9F%98%80',
  '%E2%80%AE1',
  x(3000, '7'),
  '1;DROP%20TABLE%20settings',
  "1'%20OR%20'1'='1",
  '2',
  '1.0',
  '1e0',
  '+1',
  '0x1',
  '%D9%A1',
  '1;',
  '1%2f',
  'BASIC',
  'basic%00',
  'basic%20',
  '..%2fbasic',
  'pro.',
  'enterprise%2f',
]; // message 1 exists, plan "basic" too
const TRAVERSAL = [
  '/api/../../etc/passwd',
  '/api/content/..%2f..%2fetc',
  '/%2e%2e/',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/api/%2e%2e/%2e%2e/etc/passwd',
  '/api/content/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/api/settings/..%5c..%5cwindows',
  '/..;/api/services',
  '/api/services/..',
  '/api/services%00',
  '/api/services%00.json',
  '/index.html%00',
  '/%00',
  '/api/%00',
  '/api/content/home%00',
  '/assets/..%2f..%2fpackage.json',
  '/.env',
  '/site.db',
  '/data/site.db',
  '/src/app.ts',
  '//etc/passwd',
  '/api/contact-messages/..',
  '/api\\..\\..\\etc\\passwd',
];
const LONG = [
  `/api/services?q=${x(100_000)}`,
  `/api/services?${x(20_000, 'a=1&')}`,
  `/api/${x(60_000)}`,
  `/${x(60_000)}`,
  `/api/content/${x(10_000)}`,
  `/?lang=${x(50_000)}`,
  '/api/pricing-plans?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.polluted=yes',
  `/api/contact-messages?${x(1000, '%ff')}`,
  `/?lang=zh&lang=${x(5000, '%00')}`,
];
/** Every path the app answers, with the methods it takes there (HEAD comes with GET). */
const ROUTES: Record<string, string[]> = {
  '/api/content/home': ['GET'],
  '/api/content': ['POST'],
  '/api/pricing-plans': ['GET', 'POST'],
  ...Object.fromEntries(
    LISTS.flatMap((list) => [
      [list, ['GET', 'POST']],
      [`${list}/1`, ['PUT', 'DELETE']],
      [`${list}/order`, ['PUT']],
    ]),
  ),
  '/api/pricing-plans/pro': ['GET', 'PUT'],
  '/api/contact-messages': ['GET', 'POST'],
  '/api/contact-messages/1': ['GET', 'DELETE', 'PATCH'],
  '/api/contact-messages/1/notification': ['POST'],
  '/api/settings/contact-info': ['GET'],
  '/api/settings/contactEmail': ['GET'],
  '/api/settings': ['POST'],
  '/api/brand': ['GET', 'PUT'],
  '/api/settings/email-status': ['GET'],
  '/api/settings/test-email': ['POST'],
  '/api/admin/login': ['POST'],
  '/api/admin/logout': ['POST'],
  '/api/auth/user': ['GET'],
  '/api/admin/update-credentials': ['POST'],
  '/': ['GET'],
  '/robots.txt': ['GET'],
  '/sitemap.xml': ['GET'],
  '/og-image.png': ['GET'],
  '/og-image-zh.png': ['GET'],
  '/og/en/blog/no-such-piece.png': ['GET'],
};
const QUERIES = [
  '',
  '?',
  '?lang=zh',
  '?a=%&b=%zz&%=%',
  '?lang[__proto__]=zh',
  '?__proto__[polluted]=yes',
  '?constructor.prototype.polluted=yes',
  '?id=1%00',
  '?q=%ff%fe',
  `?q=${x(2000, '😀')}`,
  '?a[]=1&a[]=2&a=3',
];
const BAD_COOKIES = [
  'session=',
  `session=${x(5000)}`,
  'session=%E0%A4%A',
  'session=%00',
  'session=a; session=b',
  '__proto__=1; constructor=2',
  `session=${x(43, 'A')}`,
  'lang=%ff; theme=%ff',
];
const HOSTS = [
  'a"b',
  'a<b>',
  'a b',
  'a{b}',
  'a|b',
  'a\\b',
  'a^b',
  'a%b',
  'a`b',
  'a@b',
  '[::1',
  'localhost:99999',
  '',
  'a/b',
  'a?b',
  'a#b',
  x(3000, 'h'),
  'localhost',
];
const SOCKET_TARGETS = [
  ['GET', '/api/services'],
  ['GET', '/api/content/home?lang=zh'],
  ['POST', '/api/contact-messages'],
  ['GET', '/'],
  ['GET', '/api/nope'],
  ['GET', '/robots.txt'],
] as const;
const READ_HEADERS: Record<string, string>[] = [
  {},
  { 'if-none-match': '*' },
  { 'if-none-match': x(3000, 'W/"a",') },
  { 'if-modified-since': 'yesterday' },
  { range: 'bytes=-1' },
  { accept: 'text/html' },
  { 'accept-encoding': 'gzip;q=1e999' },
  { 'accept-language': x(2000, 'zh,') },
];
const WRITE_TARGETS = Object.entries(ROUTES).flatMap(([path, methods]) =>
  methods.filter((m) => m === 'POST' || m === 'PUT').map((method) => ({ method, path })),
);
const LYING_HEADERS = [
  { 'content-length': '999999999' },
  { 'content-length': '1e9' },
  { 'content-length': '-1' },
  { 'content-length': 'abc' },
];

type Req = {
  method: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  type?: string | null;
  admin?: boolean;
  cookie?: string;
  headers?: Record<string, string>;
  expect?: number[];
};
const enc = (s: string) => new TextEncoder().encode(s);

function generate(): Req[] {
  const reqs: Req[] = [];
  // Never the admin's cookie on logout: that would end the session the rest of the run uses.
  const add = (r: Req) => reqs.push({ ...r, admin: r.path === '/api/admin/logout' ? false : (r.admin ?? rand() < 0.5) });
  for (const [path, allowed] of Object.entries(ROUTES))
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter(
      (m) => !allowed.includes(m) && !(m === 'HEAD' && allowed.includes('GET')),
    ))
      for (const admin of [false, true]) // 401: GET /api/settings/test-email is GET /api/settings/:key, for the admin only
        add({
          method,
          path,
          admin,
          body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
          type: JSON_TYPE,
          expect: admin ? [404, 405] : [401, 404, 405],
        });
  for (const [path, allowed] of Object.entries(ROUTES))
    if (allowed.includes('GET'))
      for (const query of QUERIES)
        for (const admin of [false, true])
          add({ method: query ? 'GET' : 'HEAD', path: `${path}${query}`, admin, cookie: pick(BAD_COOKIES), headers: pick(READ_HEADERS) });
  for (const id of IDS)
    for (const admin of [false, true]) {
      const expect = admin ? [404] : [401, 404]; // a path like "%2e%2e" resolves to another, unknown, one
      add({ method: 'GET', path: `/api/contact-messages/${id}`, admin, expect });
      add({ method: 'DELETE', path: `/api/contact-messages/${id}`, admin, expect });
      add({ method: 'PATCH', path: `/api/contact-messages/${id}`, admin, body: '{"replied":true}', type: JSON_TYPE, expect });
      add({ method: 'GET', path: `/api/settings/${id}`, admin, expect });
      add({ method: 'GET', path: `/api/content/${id}`, admin, expect: [404] });
      add({ method: 'PUT', path: `/api/pricing-plans/${id}`, admin, body: '{"titleEn":"Basic"}', type: JSON_TYPE, expect });
      // A list entry's id: a valid body, so only a lax id parser could store it (ids 1 to 3 exist: 422 for their "id").
      const list = pick(LISTS);
      const entry = { '/api/services': SERVICE, '/api/case-studies': CASE, '/api/company-values': VALUE }[list];
      add({
        method: 'PUT',
        path: `${list}/${id}`,
        admin,
        body: JSON.stringify({ ...entry, id: 123456 }),
        type: JSON_TYPE,
        expect: admin ? [404, 422] : [401, 404],
      });
      if (!/^[123]$/.test(id)) add({ method: 'DELETE', path: `${list}/${id}`, admin, expect });
      add({ method: 'POST', path: `/api/contact-messages/${id}/notification`, admin, expect: admin ? [404, 409] : [401, 404] }); // 409: no mail server here
    }
  for (const path of [...TRAVERSAL, ...LONG, ...SECTIONS.map((s) => `/api/content/${s}`), ...SETTING_KEYS.map((k) => `/api/settings/${k}`)])
    for (const admin of [false, true]) add({ method: 'GET', path, admin });
  for (const { method, path } of WRITE_TARGETS) {
    add({ method, path }); // no body, no content type
    for (const headers of LYING_HEADERS)
      add({ method, path, headers, body: '{}', type: JSON_TYPE, expect: Number(headers['content-length']) > LIMIT ? [413] : undefined });
    for (const raw of RAW)
      add({ method, path, body: raw, type: rand() < 0.8 ? JSON_TYPE : pick(TYPES), expect: raw.length > LIMIT ? [413] : undefined });
    for (const bytes of BAD_UTF8)
      add({
        method,
        path,
        body: new Uint8Array([...enc('{"name":"'), ...bytes, ...enc('","message":"0123456789"}')]),
        type: JSON_TYPE,
        expect: [400],
      });
    add({
      method,
      path,
      body: new Uint8Array(Buffer.from('{"username":"admin"}', 'utf16le')),
      type: 'application/json; charset=utf-16',
      expect: [400],
    });
    for (const cookie of BAD_COOKIES) add({ method, path, admin: false, cookie, body: '{}', type: JSON_TYPE });
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://[::1' },
      { 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[])
      add({ method, path, headers, body: JSON.stringify(SPECS[0]!.valid()), type: JSON_TYPE, expect: [403] });
  }
  // A name that breaks the one-line rule is refused before any password is checked.
  for (const username of ['admin\u0000', 'ad\u202emin'])
    add({
      method: 'POST',
      path: '/api/admin/login',
      body: JSON.stringify({ username, password: ADMIN_PASSWORD }),
      type: JSON_TYPE,
      expect: [422],
    });
  // Well-formed logins that must fail: each costs a real password check, so only a few.
  const wellFormed = [
    ['admin', `${ADMIN_PASSWORD}\u0000`],
    ['admin', '\ud800'],
    ['ＡＤＭＩＮ', ADMIN_PASSWORD],
    ['__proto__', 'x'],
  ];
  for (const [username, password] of wellFormed)
    add({ method: 'POST', path: '/api/admin/login', body: JSON.stringify({ username, password }), type: JSON_TYPE, expect: [401] });
  while (reqs.length < 2600) {
    const spec = pick(SPECS),
      body = badBody(spec),
      json = JSON.stringify(body);
    add({
      method: spec.method,
      path: spec.path(),
      body: rand() < 0.15 ? withDuplicate(json, Object.keys(body)) : json,
      type: rand() < 0.85 ? JSON_TYPE : pick(TYPES),
    });
  }
  return reqs;
}

const Issue = v.strictObject({ path: v.string(), message: v.string() });
const ExactError = v.strictObject({ error: v.strictObject({ code: ErrorCode, message: v.string(), issues: v.optional(v.array(Issue)) }) });
const LEAKS = [
  /at \//,
  /\.ts:/,
  /\bSELECT\b/,
  /\bINSERT\b/,
  /sqlite/i,
  /SQLITE_/,
  /node_modules/,
  /contact_messages|content_entries|pricing_plans|admin_account|password_hash/,
];
const ECHOES = ['<script>alert(1)</script>', 'DROP TABLE', '${7*7}', 'Set-Cookie: x=1'];

let site: TestSite;
let adminCookie = '';
const statuses: Record<number, number> = {};
const failures: string[] = [];
const acceptedWrites: string[] = [];
const covered = new Set<string>();
let sent = 0;
let before: Awaited<ReturnType<typeof state>>;

const short = (s: string) => JSON.stringify(s.length > 160 ? `${s.slice(0, 160)}…(${s.length} chars)` : s);
const describeReq = (i: number, r: Req) => {
  const body = typeof r.body === 'string' ? r.body : r.body ? `bytes[${[...r.body.slice(0, 40)]}]` : '';
  return `#${i} ${r.method} ${short(r.path)} ${r.admin ? 'admin' : `cookie=${short(r.cookie ?? '')}`} type=${r.type} headers=${JSON.stringify(r.headers ?? {})} body=${short(body)}`;
};

async function send(r: Req) {
  const headers: Record<string, string> = { ...r.headers };
  if (r.type !== undefined && r.type !== null) headers['content-type'] = r.type;
  const cookie = r.admin ? adminCookie : r.cookie;
  if (cookie) headers.cookie = cookie;
  const body = r.method === 'GET' || r.method === 'HEAD' ? undefined : typeof r.body === 'string' ? enc(r.body) : r.body;
  const res = await site.app.handle(new Request(`http://localhost${r.path}`, { method: r.method, body, headers }));
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: await res.text(),
    url: new URL(`http://localhost${r.path}`),
  };
}

/** One raw HTTP exchange over a real socket, read until the server closes it. */
const overSocket = (port: number, request: string) =>
  new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(request)).setTimeout(5000, () => socket.destroy());
    socket
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('error', reject)
      .on('close', () => {
        const [head = '', ...body] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), type: /^content-type: *(.*)$/im.exec(head)?.[1] ?? '', text: body.join('\r\n\r\n') });
      });
  });

function check(r: Req, res: Awaited<ReturnType<typeof send>>): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (r.expect && !r.expect.includes(res.status)) problems.push(`status ${res.status}, expected ${r.expect.join(' or ')}`);
  const api = res.url.pathname === '/api' || res.url.pathname.startsWith('/api/');
  if (api && res.status >= 400 && res.status < 500 && r.method !== 'HEAD') {
    let json: unknown;
    try {
      json = JSON.parse(res.text);
    } catch {
      problems.push('error body is not JSON');
    }
    if (json !== undefined && !v.is(ExactError, json)) problems.push('error body is not { error: { code, message, issues? } }');
    if (!res.type.includes('application/json')) problems.push(`error content-type ${res.type}`);
    for (const echo of ECHOES) if (res.text.includes(echo)) problems.push(`error echoes the input ${short(echo)}`);
  }
  for (const leak of [...LEAKS, site.dataDir, process.cwd(), import.meta.dir])
    if (typeof leak === 'string' ? res.text.includes(leak) : leak.test(res.text)) problems.push(`body leaks ${leak}`);
  if (res.status >= 200 && res.status < 300 && !['GET', 'HEAD'].includes(r.method) && r.path !== '/api/admin/logout')
    acceptedWrites.push(`${res.status} ${r.method} ${r.path}`);
  return problems.length ? [...problems, `answer: ${res.status} ${short(res.text)}`] : [];
}

/** The ROUTES entry a path is aimed at, whatever its parameter. */
const routeOf = (path: string) =>
  path
    .split('?')[0]!
    .replace(/^\/api\/content\/[^/?]+$/, '/api/content/home')
    .replace(/^\/api\/contact-messages\/[^/?]+$/, '/api/contact-messages/1')
    .replace(/^\/api\/pricing-plans\/[^/?]+$/, '/api/pricing-plans/pro')
    .replace(/^\/api\/settings\/(?!contact-info$|email-status$|test-email$)[^/?]+$/, '/api/settings/contactEmail')
    .replace(/^\/api\/contact-messages\/[^/?]+\/notification$/, '/api/contact-messages/1/notification')
    .replace(/^(\/api\/(?:services|case-studies|company-values))\/(?!order$)[^/?]+$/, '$1/1');
const READS = [
  ...SECTIONS.map((s) => `/api/content/${s}`),
  ...SETTING_KEYS.map((k) => `/api/settings/${k}`),
  '/api/settings/contact-info',
  '/api/settings/email-status',
  '/api/pricing-plans',
  ...PLAN_IDS.map((id) => `/api/pricing-plans/${id}`),
  '/api/contact-messages',
  '/api/services',
  '/api/company-values',
  '/api/case-studies',
  '/api/auth/user',
];
/** Every table's rows (sessions without last_seen_at, which reading may touch), keyed by table. */
const rows = () => {
  // The activity log grows with what the fuzz does (failed sign-ins, reads): checked on its own below.
  const tables = site.db.$client
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'audit_log' ORDER BY name")
    .all();
  const query = (name: string) =>
    name === 'sessions'
      ? 'SELECT token_hash, created_at FROM sessions ORDER BY 1'
      : name === 'sqlite_sequence'
        ? "SELECT * FROM sqlite_sequence WHERE name <> 'audit_log' ORDER BY 1"
        : `SELECT * FROM "${name}" ORDER BY 1`;
  return Object.fromEntries(tables.map(({ name }) => [name, site.db.$client.query(query(name)).all()]));
};
const state = async () => ({
  rows: rows(),
  reads: await Promise.all(
    READS.map(async (p) => {
      const res = await site.call('GET', p, { cookie: adminCookie });
      return `${res.status} ${res.text}`;
    }),
  ),
  proto: [Object.prototype, Array.prototype, Function.prototype].flatMap((p) => Object.getOwnPropertyNames(p)).sort(),
});

beforeAll(async () => {
  site = await startTestSite({ CONTACT_LIMIT: '1000000', LOGIN_LIMIT: '1000000', LOGIN_ACCOUNT_LIMIT: '1000000' });
  adminCookie = site.session();
  // One message, already read, so a lax id parser or a lost guard would have something to delete or change.
  const message = await site.call('POST', '/api/contact-messages', {
    body: { name: 'Mei', email: 'mei@example.com', message: 'We need an ordering system.' },
  });
  expect((await site.call('GET', `/api/contact-messages/${message.json.id}`, { cookie: adminCookie })).json).toMatchObject({
    id: 1,
    isRead: true,
  });
  before = await state();
  const started = performance.now();
  const record = (r: Req, res: Awaited<ReturnType<typeof send>>) => {
    covered.add(`${r.admin ? 'admin' : 'anon'} ${r.method} ${routeOf(r.path)}`);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const problems = check(r, res);
    if (problems.length) failures.push(`${describeReq(sent, r)}\n    → ${problems.join('\n    → ')}`);
    sent++;
  };
  for (const r of generate()) record(r, await send(r));
  // Host headers no Request object can carry: only a real socket sends them, as any client on the internet can.
  const port = site.app.listen({ port: 0, hostname: '127.0.0.1', development: false }).server!.port!;
  for (const host of [...HOSTS, null])
    for (const [method, path] of host === 'localhost' ? SOCKET_TARGETS : [pick(SOCKET_TARGETS)]) {
      const head =
        host === null ? `${method} ${path} HTTP/1.0\r\n` : `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n`;
      const r: Req = {
        method,
        path,
        headers: host === null ? { 'no-host': 'HTTP/1.0' } : { host },
        ...(method === 'POST' ? { type: JSON_TYPE, body: '{}' } : {}),
      };
      const rest = method === 'POST' ? 'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}' : '\r\n';
      record(r, { ...(await overSocket(port, head + rest)), url: new URL(`http://localhost${path}`) });
    }
  await site.app.stop(true);
  console.log(
    '%s',
    `fuzz seed=${SEED}: ${sent} requests in ${Math.round(performance.now() - started)} ms; statuses ${JSON.stringify(statuses)}`,
  );
  if (failures.length)
    console.log(
      '%s',
      `fuzz seed=${SEED}: ${failures.length} failures (rerun with FUZZ_SEED=${SEED}):\n${failures.slice(0, 30).join('\n')}`,
    );
}, 60_000);
afterAll(() => site?.close());

test('thousands of malformed requests across every endpoint, anonymous and signed in', () => {
  expect(sent).toBeGreaterThanOrEqual(2000);
  const endpoints = Object.entries(ROUTES).flatMap(([path, methods]) =>
    methods.flatMap((m) => ['anon', 'admin'].map((who) => `${who} ${m} ${path}`)),
  );
  expect(endpoints.filter((e) => !covered.has(e) && e !== 'admin POST /api/admin/logout')).toEqual([]);
});

test('no 5xx, every API error is { error: { code, message, issues? } }, and nothing internal or echoed leaks', () => {
  expect(failures).toEqual([]);
});

test('no write was accepted and nothing was stored: tables and API reads are identical', async () => {
  expect(acceptedWrites).toEqual([]);
  const after = await state();
  expect(Object.keys(before.rows)).toContain('contact_messages');
  expect(after.rows).toEqual(before.rows);
  expect(after.reads).toEqual(before.reads);
  // What the activity log gained records only attempts and reads, never a change.
  const logged = site.db.$client
    .query<{ action: string }, []>('SELECT DISTINCT action FROM audit_log')
    .all()
    .map((r) => r.action);
  expect(
    logged.filter(
      (action) => !['sign_in', 'sign_in_failed', 'message_read', 'messages_export', 'backup_download', 'test_email'].includes(action),
    ),
  ).toEqual([]);
});

test('Object.prototype and friends were not polluted', async () => {
  expect((await state()).proto).toEqual(before.proto);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
});

test('the server still answers and the administrator can still sign in', async () => {
  const services = await site.call('GET', '/api/services');
  expect(services.status).toBe(200);
  expect(services.json.length).toBeGreaterThan(0);
  expect((await site.call('GET', '/api/auth/user', { cookie: adminCookie })).status).toBe(200);
  const fresh = site.session();
  expect((await site.call('GET', '/api/auth/user', { cookie: fresh })).json).toEqual({ username: 'admin', timeZone: runtimeTimeZone() });
});
