// /api/contact-messages: a visitor sends (validated, stored), the admin lists, reads (marks read) and deletes; anonymous callers are refused.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { contactMessages } from '../../../db/schema';
import { expectError, startTestSite, type TestSite } from '../../testing/harness';

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterAll(() => site.close());

const storedCount = () => site.db.select().from(contactMessages).all().length;
const valid = { name: 'Mei Lin', email: 'mei@example.com', service: 'automation', message: 'We would like to automate our invoicing.' };
const send = (body: unknown) => site.call('POST', '/api/contact-messages', { body });

describe('sending, listing, reading and deleting', () => {
  test('POST stores the message and answers 201 with it, unread, dated by the server clock in ISO form', async () => {
    site.clock.now = Date.parse('2025-03-01T10:00:00.000Z');
    const res = await send({ ...valid, name: '  Mei Lin  ' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      name: 'Mei Lin',
      email: 'mei@example.com',
      service: 'automation',
      message: valid.message,
      createdAt: '2025-03-01T10:00:00.000Z',
      isRead: false,
      repliedAt: null,
      state: 'new',
      closedAt: null,
      note: '',
      lang: 'en',
      source: null,
      spam: null,
      spamAt: null,
    });
  });

  test('the service may be left out: stored as null', async () => {
    const { service: _omitted, ...withoutService } = valid;
    const res = await send(withoutService);
    expect(res.status).toBe(201);
    expect(res.json.service).toBeNull();
  });

  for (const service of ['custom_software', 'automation', 'ai_assistant', 'other']) {
    test(`service "${service}" is accepted and kept`, async () => {
      const res = await send({ ...valid, service });
      expect(res.status).toBe(201);
      expect(res.json.service).toBe(service);
    });
  }

  test('GET lists every message, newest first', async () => {
    site.clock.now = Date.parse('2025-03-02T08:00:00.000Z');
    const newest = (await send({ ...valid, name: 'Newest Sender' })).json;
    const res = await site.call('GET', '/api/contact-messages', { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(storedCount());
    expect(res.json[0]).toEqual(newest);
    const dates = res.json.map((m: { createdAt: string }) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('GET one returns it and marks it read: a later list shows isRead true', async () => {
    const sent = (await send(valid)).json;
    const res = await site.call('GET', `/api/contact-messages/${sent.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: sent.id, name: valid.name, message: valid.message });
    const list = (await site.call('GET', '/api/contact-messages', { cookie })).json;
    expect(list.find((m: { id: number }) => m.id === sent.id).isRead).toBe(true);
  });

  test('DELETE removes it: the list no longer has it, and it reads as 404 afterwards', async () => {
    const sent = (await send(valid)).json;
    const res = await site.call('DELETE', `/api/contact-messages/${sent.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    const list = (await site.call('GET', '/api/contact-messages', { cookie })).json;
    expect(list.some((m: { id: number }) => m.id === sent.id)).toBe(false);
    expectError(await site.call('GET', `/api/contact-messages/${sent.id}`, { cookie }), 404, 'not_found');
    expectError(await site.call('DELETE', `/api/contact-messages/${sent.id}`, { cookie }), 404, 'not_found');
  });
});

describe('a message that breaks a rule is refused with 422 and not stored', () => {
  const cases: { name: string; body: unknown; path: string; message?: string }[] = [
    { name: 'empty name', body: { ...valid, name: '' }, path: 'name', message: 'This field is required' },
    { name: 'name of spaces only', body: { ...valid, name: '   ' }, path: 'name', message: 'This field is required' },
    { name: 'missing name', body: { email: valid.email, message: valid.message }, path: 'name' },
    { name: 'invalid email', body: { ...valid, email: 'not-an-email' }, path: 'email', message: 'Invalid email address' },
    { name: 'missing email', body: { name: valid.name, message: valid.message }, path: 'email' },
    {
      name: 'message of 9 characters',
      body: { ...valid, message: '123456789' },
      path: 'message',
      message: 'Message must be at least 10 characters',
    },
    {
      name: 'message under 10 characters once trimmed',
      body: { ...valid, message: '   short msg    ' },
      path: 'message',
      message: 'Message must be at least 10 characters',
    },
    { name: 'message over 5000 characters', body: { ...valid, message: 'x'.repeat(5001) }, path: 'message' },
    { name: 'service not in the list', body: { ...valid, service: 'web_design' }, path: 'service' },
    { name: 'service null', body: { ...valid, service: null }, path: 'service' },
    { name: 'an extra unknown field', body: { ...valid, phone: '0912345678' }, path: 'phone' },
  ];
  for (const c of cases) {
    test(c.name, async () => {
      const before = storedCount();
      const res = await send(c.body);
      expectError(res, 422, 'validation_failed');
      const issue = res.json.error.issues.find((i: { path: string }) => i.path === c.path);
      expect(issue).toBeDefined();
      if (c.message) expect(issue.message).toBe(c.message);
      expect(storedCount()).toBe(before);
    });
  }

  test('the 422 body does not echo the submitted message text', async () => {
    const res = await send({ ...valid, message: 'Tiny note', email: 'bad' });
    expect(res.status).toBe(422);
    expect(res.text).not.toContain('Tiny note');
  });
});

describe('ids that cannot name a message are 404', () => {
  for (const id of ['abc', '0', '-1', '1.5', '01', '1e3', '99999999', '99999999999999999999']) {
    for (const method of ['GET', 'DELETE']) {
      test(`${method} /api/contact-messages/${id}`, async () => {
        const before = storedCount();
        expectError(await site.call(method, `/api/contact-messages/${id}`, { cookie }), 404, 'not_found');
        expect(storedCount()).toBe(before);
      });
    }
  }
});

describe('anonymous callers are refused with 401 and change nothing', () => {
  for (const [who, anonCookie] of [
    ['no cookie', undefined],
    ['a bogus cookie', 'session=garbage'],
  ] as const) {
    test(`${who}: GET list`, async () => {
      expectError(await site.call('GET', '/api/contact-messages', { cookie: anonCookie }), 401, 'unauthorized');
    });

    test(`${who}: GET one does not mark it read`, async () => {
      const sent = (await send(valid)).json;
      const res = await site.call('GET', `/api/contact-messages/${sent.id}`, { cookie: anonCookie });
      expectError(res, 401, 'unauthorized');
      expect(res.text).not.toContain(valid.message);
      const list = (await site.call('GET', '/api/contact-messages', { cookie })).json;
      expect(list.find((m: { id: number }) => m.id === sent.id).isRead).toBe(false);
    });

    test(`${who}: DELETE leaves the message in place`, async () => {
      const sent = (await send(valid)).json;
      expectError(await site.call('DELETE', `/api/contact-messages/${sent.id}`, { cookie: anonCookie }), 401, 'unauthorized');
      expect((await site.call('GET', `/api/contact-messages/${sent.id}`, { cookie })).status).toBe(200);
    });
  }
});
