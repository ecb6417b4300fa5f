// Notification channels (decision 0107) against a real HTTP receiver on loopback standing in for every provider (the
// Telegram and LINE base addresses pointed at it): each provider's request as documented, secrets never answered back
// nor stored plain, bad input refused with nothing saved, a provider down then back, a permanent refusal, "Send a
// test", and a thousand announcements queued while the provider is down all delivered once it is back, none twice.
import { afterEach, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { notificationChannels, outbox } from '../../../db/schema';
import type { ChannelState } from '../../contract';
import { startTestSite, type TestSite } from '../../testing/harness';
import { startReceiver, type Receiver } from '../../testing/receiver';

const TG_TOKEN = '123456789:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-ab';
const LINE_TOKEN = `${'Ab3+'.repeat(40)}=`;
const LINE_USER = `U${'4af4980629'.repeat(3)}ab`;
const SECRET = 'n8n-shared-signing-secret-42';
const T0 = Date.parse('2026-12-04T07:00:00.000Z');
const visitor = {
  name: 'Mei Lin',
  email: 'mei@example.com',
  service: 'automation',
  message: 'We would like to automate our invoicing.\nAbout 300 invoices a month.',
};

const sites: TestSite[] = [];
const receivers: Receiver[] = [];
afterEach(() => {
  sites.splice(0).forEach((site) => site.close());
  receivers.splice(0).forEach((r) => r.close());
});

async function open() {
  const receiver = startReceiver();
  receivers.push(receiver);
  const site = await startTestSite({ TELEGRAM_API_URL: receiver.url, LINE_API_URL: receiver.url, PUBLIC_URL: 'https://www.example.com' });
  sites.push(site);
  site.clock.now = T0;
  const cookie = site.session();
  const admin = (method: string, path: string, body?: unknown) => site.call(method, path, { cookie, body });
  const setUp = {
    slack: { kind: 'slack', url: `${receiver.url}/slack/services/T000/B000/XXXX` },
    discord: { kind: 'discord', url: `${receiver.url}/api/webhooks/1234/discord-token` },
    telegram: { kind: 'telegram', token: TG_TOKEN, chatId: '-1001234567890' },
    line: { kind: 'line', token: LINE_TOKEN, to: LINE_USER },
    webhook: { kind: 'webhook', url: `${receiver.url}/hook`, secret: SECRET },
  } as const;
  const save = (kind: keyof typeof setUp, body: unknown = setUp[kind]) => admin('PUT', `/api/notification-channels/${kind}`, body);
  const post = async (body: Record<string, unknown> = visitor) => {
    const res = await site.call('POST', '/api/contact-messages', { body });
    expect(res.status).toBe(201);
    return res.json as { id: number };
  };
  /** Runs the outbox until nothing is due now. */
  const drain = async () => {
    for (let i = 0; i < 200; i++) {
      const before = site.db
        .select()
        .from(outbox)
        .where(eq(outbox.status, 'pending'))
        .all()
        .filter((r) => r.nextAttemptAt <= site.clock.now).length;
      if (before === 0) return;
      await site.deps.outbox.runDue();
    }
  };
  const list = async () => (await admin('GET', '/api/notification-channels')).json as ChannelState[];
  return { site, receiver, admin, save, post, drain, list };
}

test("each provider's request is the one its documentation specifies", async () => {
  const { site, receiver, save, post, drain } = await open();
  for (const kind of ['slack', 'discord', 'telegram', 'line', 'webhook'] as const) expect((await save(kind)).status).toBe(200);
  // Saving Telegram asked Telegram about the chat; LINE about its token and the user.
  expect(receiver.received.map((r) => r.path)).toEqual([`/bot${TG_TOKEN}/getChat`, '/v2/bot/info', `/v2/bot/profile/${LINE_USER}`]);
  receiver.received.length = 0;
  const { id } = await post();
  await drain();
  const by = (path: string) => receiver.received.find((r) => r.path.startsWith(path))!;
  const link = `https://www.example.com/admin/dashboard/messages/${id}`;

  const slack = by('/slack/services/');
  expect(slack.headers['content-type']).toStartWith('application/json');
  const slackBody = JSON.parse(slack.body);
  expect(slackBody.text).toContain('*New message from Mei Lin* · Automation');
  expect(slackBody.text).toContain('>We would like to automate our invoicing.\n>About 300 invoices a month.');
  expect(slackBody.text).toContain(`<${link}|Open it in the admin>`);
  expect(slackBody.text).not.toContain('mei@example.com'); // no more than it needs

  const discord = JSON.parse(by('/api/webhooks/1234/').body);
  expect(discord.allowed_mentions).toEqual({ parse: [] });
  expect(discord.content).toContain('New message from Mei Lin · Automation');
  expect(discord.content).toContain(link);

  const telegram = by(`/bot${TG_TOKEN}/sendMessage`);
  expect(JSON.parse(telegram.body)).toMatchObject({ chat_id: '-1001234567890', link_preview_options: { is_disabled: true } });
  expect(JSON.parse(telegram.body).text).toContain('About 300 invoices a month.');

  const line = by('/v2/bot/message/push');
  expect(line.headers.authorization).toBe(`Bearer ${LINE_TOKEN}`);
  expect(line.headers['x-line-retry-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  const lineBody = JSON.parse(line.body);
  expect(lineBody.to).toBe(LINE_USER);
  expect(lineBody.messages).toHaveLength(1);
  expect(lineBody.messages[0].type).toBe('text');

  const hook = by('/hook');
  const stamp = hook.headers['webhook-timestamp']!;
  expect(Number(stamp)).toBe(Math.floor(T0 / 1000));
  const expected = `v1=${createHmac('sha256', SECRET).update(`${stamp}.${hook.body}`).digest('hex')}`;
  expect(hook.headers['webhook-signature']).toBe(expected);
  expect(JSON.parse(hook.body)).toEqual({
    type: 'message.received',
    id: hook.headers['webhook-id'],
    createdAt: new Date(T0).toISOString(),
    message: { id, name: 'Mei Lin', service: 'Automation', excerpt: visitor.message, adminUrl: link },
  });
  expect(receiver.received).toHaveLength(5);
  // Each channel says when it last worked.
  const states = (await site.call('GET', '/api/notification-channels', { cookie: site.session() })).json as ChannelState[];
  expect(states.every((s) => s.lastOkAt === new Date(T0).toISOString() && s.lastError === null && s.waiting === 0)).toBe(true);
});

test('secrets are never answered back, logged, audited or stored plain', async () => {
  const { site, save, list, admin } = await open();
  for (const kind of ['slack', 'telegram', 'line', 'webhook'] as const) expect((await save(kind)).status).toBe(200);
  const shown = JSON.stringify(await list());
  for (const secret of [TG_TOKEN, LINE_TOKEN, SECRET, '/services/T000/B000/XXXX']) expect(shown).not.toContain(secret);
  expect(shown).toContain('"hint":"-1001234567890"');
  const stored = JSON.stringify(site.db.select().from(notificationChannels).all());
  for (const secret of [TG_TOKEN, LINE_TOKEN, SECRET, 'B000/XXXX']) expect(stored).not.toContain(secret);
  const log = JSON.stringify((await admin('GET', '/api/admin/audit?limit=100')).json);
  for (const secret of [TG_TOKEN, LINE_TOKEN, SECRET]) expect(log).not.toContain(secret);
  expect(readFileSync(join(site.deps.config.dataDir, 'secret.key'), 'utf8').trim()).toHaveLength(44);
});

test('bad input gets a clear error and changes nothing', async () => {
  const { receiver, save, list } = await open();
  const refused = async (kind: Parameters<typeof save>[0], body: unknown, status: number, words: string) => {
    const res = await save(kind, body);
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.json)).toContain(words);
  };
  await refused('slack', { kind: 'slack', url: 'http://hooks.example.com/services/T/B/X' }, 422, 'https://');
  await refused('webhook', { kind: 'webhook', url: 'ftp://127.0.0.1/hook', secret: SECRET }, 422, 'https://');
  await refused('webhook', { kind: 'webhook', url: `${receiver.url}/hook`, secret: 'short' }, 422, 'at least 16');
  await refused('telegram', { kind: 'telegram', token: 'not-a-token', chatId: '-100123' }, 422, '@BotFather');
  await refused('line', { kind: 'line', token: LINE_TOKEN, to: 'Uxyz' }, 422, '32 characters');
  await refused('slack', { kind: 'discord', url: `${receiver.url}/api/webhooks/1/x` }, 422, 'for discord');
  // The provider says no: an unknown chat, a refused token.
  receiver.on((r) =>
    r.path.endsWith('/getChat')
      ? Response.json({ ok: false, error_code: 400, description: 'Bad Request: chat not found' }, { status: 400 })
      : undefined,
  );
  await refused('telegram', { kind: 'telegram', token: TG_TOKEN, chatId: '-1009999' }, 422, 'does not know chat -1009999');
  receiver.on((r) => (r.path === '/v2/bot/info' ? Response.json({ message: 'Authentication failed' }, { status: 401 }) : undefined));
  await refused('line', { kind: 'line', token: LINE_TOKEN, to: LINE_USER }, 422, 'refused this channel access token');
  expect(await list()).toEqual([]);
});

test('a provider down: retried with its answer said, delivered once it is back; a permanent refusal is not retried', async () => {
  const { site, receiver, save, post, drain, list } = await open();
  expect((await save('webhook')).status).toBe(200);
  receiver.down = true;
  await post();
  await drain();
  let [state] = await list();
  expect(state!.lastError).toContain('HTTP 503: down for maintenance');
  expect(state!.waiting).toBe(1);
  const row = site.db.select().from(outbox).where(eq(outbox.kind, 'channel')).get()!;
  expect(row).toMatchObject({ status: 'pending', attempts: 1 });
  receiver.down = false;
  site.clock.now = row.nextAttemptAt;
  await drain();
  [state] = await list();
  expect(state).toMatchObject({ waiting: 0, lastOkAt: new Date(row.nextAttemptAt).toISOString() });
  expect(receiver.received.filter((r) => r.path === '/hook')).toHaveLength(1);

  // Gone for good (a 404 from the provider): failed, not retried.
  receiver.on((r) => (r.path === '/hook' ? new Response('no such hook', { status: 404 }) : undefined));
  await post();
  await drain();
  const failed = site.db.select().from(outbox).where(eq(outbox.status, 'failed')).all();
  expect(failed).toHaveLength(1);
  expect(failed[0]!.lastError).toBe('HTTP 404: no such hook');
  expect(site.logged.flat().join('\n')).toContain('not retried: the provider refused it for good');
});

test('"Send a test" reaches the provider now, or says why not (502)', async () => {
  const { receiver, save, admin } = await open();
  expect((await admin('POST', '/api/notification-channels/slack/test')).status).toBe(404);
  expect((await save('slack')).status).toBe(200);
  const ok = await admin('POST', '/api/notification-channels/slack/test');
  expect(ok.status).toBe(200);
  expect((ok.json as ChannelState).lastOkAt).not.toBeNull();
  expect(JSON.parse(receiver.received.at(-1)!.body).text).toContain('A test from your website');
  receiver.on(() => new Response('invalid_token', { status: 403 }));
  const bad = await admin('POST', '/api/notification-channels/slack/test');
  expect(bad.status).toBe(502);
  expect(JSON.stringify(bad.json)).toContain('HTTP 403: invalid_token');
});

test('switched off, a channel announces nothing; removed, it is forgotten', async () => {
  const { receiver, save, admin, post, drain, list } = await open();
  expect((await save('discord')).status).toBe(200);
  expect((await admin('PATCH', '/api/notification-channels/discord', { enabled: false })).json).toMatchObject({ enabled: false });
  await post();
  await drain();
  expect(receiver.received).toHaveLength(0);
  expect((await admin('DELETE', '/api/notification-channels/discord')).status).toBe(200);
  expect(await list()).toEqual([]);
  expect((await admin('DELETE', '/api/notification-channels/discord')).status).toBe(404);
});

test('a thousand announcements queued while the provider is down are all delivered once it is back, none twice', async () => {
  const { site, receiver, save, post, drain } = await open();
  expect((await save('webhook')).status).toBe(200);
  receiver.down = true;
  for (let i = 0; i < 1000; i++) await post({ ...visitor, name: `Sender ${i}` });
  await drain();
  const waiting = () => site.db.select().from(outbox).where(eq(outbox.status, 'pending')).all().length;
  expect(waiting()).toBe(1000);
  receiver.down = false;
  // The first retry that gets through brings every other one forward.
  site.clock.now += 60 * 60 * 1000;
  const started = performance.now();
  await drain();
  const ms = performance.now() - started;
  expect(waiting()).toBe(0);
  const hooks = receiver.received.filter((r) => r.path === '/hook');
  const ids = new Set(hooks.map((r) => r.headers['webhook-id']));
  expect(hooks).toHaveLength(1000);
  expect(ids.size).toBe(1000);
  const names = new Set(hooks.map((r) => JSON.parse(r.body).message.name));
  expect(names.size).toBe(1000);
  console.log(`1000 announcements delivered after the provider came back: ${Math.round(ms)} ms`);
}, 120_000);
