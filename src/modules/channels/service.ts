// The notification channels (decision 0107): saved with their secrets sealed under the data folder's secret.key (as the
// authenticator's are), checked with their provider where it can say (Telegram knows its chats, LINE its tokens and
// friends); announcements delivered from the outbox, each success and failure kept on the channel for the admin.
import { and, count, eq } from 'drizzle-orm';
import { contactMessages, notificationChannels, outbox } from '../../../db/schema';
import type { Conn, Db } from '../../../db/client';
import {
  CHANNEL_EXCERPT_CHARS,
  SERVICE_LABELS,
  type ChannelKind,
  type ChannelState,
  type ChannelWrite,
  type ServiceChoice,
} from '../../contract';
import { HttpError, invalidField } from '../../http/errors';
import { open, seal } from '../../secret-box';
import type { OutboxRow } from '../notifications/outbox';
import { ChannelError, post, providerRequest, type Announcement, type Endpoints, type Secrets } from './providers';

type Row = typeof notificationChannels.$inferSelect;
const label = (kind: ChannelKind) => `channel:${kind}`;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** What can post to the channel, apart from `kind` and `enabled`. */
const secretsOf = (write: ChannelWrite): Secrets => {
  const { kind: _kind, enabled: _enabled, ...secrets } = write;
  return secrets as Secrets;
};

/** What may be shown of where it posts: the host, or the chat, and the last characters of what identifies it. No word
 * in it: the admin names the kind of target in its own language (a LINE id's first letter says user, group or room). */
export function hintOf(write: ChannelWrite): string {
  const tail = (text: string) => `…${text.slice(-4)}`;
  switch (write.kind) {
    case 'slack':
    case 'discord':
      return `${new URL(write.url).host} ${tail(write.url)}`;
    case 'webhook':
      return new URL(write.url).host + new URL(write.url).pathname.replace(/^(.{24}).+$/, '$1…');
    case 'telegram':
      return write.chatId;
    case 'line':
      return `${write.to.slice(0, 5)}${tail(write.to)}`;
  }
}

export function listChannels(db: Conn): ChannelState[] {
  const waiting = new Map(
    db
      .select({ channel: outbox.channel, n: count() })
      .from(outbox)
      .where(and(eq(outbox.kind, 'channel'), eq(outbox.status, 'pending')))
      .groupBy(outbox.channel)
      .all()
      .map((row) => [row.channel, row.n]),
  );
  return db
    .select()
    .from(notificationChannels)
    .all()
    .map((row) => toState(row, waiting.get(row.kind) ?? 0));
}

const toState = (row: Row, waiting: number): ChannelState => ({
  kind: row.kind,
  enabled: row.enabled,
  hint: row.hint,
  lastOkAt: iso(row.lastOkAt),
  lastErrorAt: iso(row.lastErrorAt),
  lastError: row.lastError,
  waiting,
});

/**
 * Asks the provider whether what was given works, where it can tell without posting: Telegram's getChat (the token and
 * that the bot is in the chat), LINE's bot info (the token) and the user's profile or the group's summary (that the
 * account can reach them). A refusal is a 422 on the field at fault; an unreachable provider a 502. Nothing is saved.
 */
export async function verify(write: ChannelWrite, endpoints: Endpoints): Promise<void> {
  const ask = async (url: string, init: RequestInit) => {
    try {
      return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new HttpError(502, 'bad_gateway', `${new URL(url).host} could not be reached: ${(error as Error).message}`);
    }
  };
  if (write.kind === 'telegram') {
    const res = await ask(`${endpoints.telegram}/bot${write.token}/getChat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: write.chatId }),
    });
    if (res.status === 401 || res.status === 404)
      throw invalidField('token', 'Telegram does not know this bot token: copy it again from @BotFather');
    if (res.status === 400)
      throw invalidField(
        'chatId',
        `Telegram does not know chat ${write.chatId} for this bot: add the bot to the chat, then send it a message`,
      );
    if (!res.ok) throw new HttpError(502, 'bad_gateway', `Telegram answered HTTP ${res.status}`);
  }
  if (write.kind === 'line') {
    const auth = { authorization: `Bearer ${write.token}` };
    const bot = await ask(`${endpoints.line}/v2/bot/info`, { headers: auth });
    if (bot.status === 401)
      throw invalidField('token', 'LINE refused this channel access token: issue a long-lived one in the Messaging API tab');
    if (!bot.ok) throw new HttpError(502, 'bad_gateway', `LINE answered HTTP ${bot.status}`);
    const id = write.to;
    const path = id.startsWith('U')
      ? `/v2/bot/profile/${id}`
      : id.startsWith('C')
        ? `/v2/bot/group/${id}/summary`
        : `/v2/bot/room/${id}/members/count`;
    const target = await ask(`${endpoints.line}${path}`, { headers: auth });
    if (target.status === 404 || target.status === 400)
      throw invalidField('to', `This LINE account cannot reach ${id}: the user must add it as a friend, or the group invite it`);
    if (!target.ok) throw new HttpError(502, 'bad_gateway', `LINE answered HTTP ${target.status}`);
  }
}

/** Saves the channel (its secrets sealed); what it was sending keeps going to the new address. */
export function saveChannel(db: Conn, key: Buffer, write: ChannelWrite, now: number): ChannelState {
  const values = {
    kind: write.kind,
    enabled: write.enabled ?? true,
    sealed: seal(key, new TextEncoder().encode(JSON.stringify(secretsOf(write))), label(write.kind)),
    hint: hintOf(write),
    updatedAt: now,
  };
  const row = db
    .insert(notificationChannels)
    .values(values)
    .onConflictDoUpdate({ target: notificationChannels.kind, set: { ...values, lastError: null, lastErrorAt: null } })
    .returning()
    .get();
  return toState(row, 0);
}

export function switchChannel(db: Conn, kind: ChannelKind, enabled: boolean, now: number): ChannelState | null {
  const row = db.update(notificationChannels).set({ enabled, updatedAt: now }).where(eq(notificationChannels.kind, kind)).returning().get();
  return row ? toState(row, 0) : null;
}

/** Forgets the channel and what waited to be sent on it; false when there was none. */
export function removeChannel(db: Conn, kind: ChannelKind): boolean {
  db.delete(outbox)
    .where(and(eq(outbox.kind, 'channel'), eq(outbox.channel, kind), eq(outbox.status, 'pending')))
    .run();
  return db.delete(notificationChannels).where(eq(notificationChannels.kind, kind)).returning().all().length > 0;
}

/** What delivering needs: the database, the sealing key (read on first use), the providers' addresses, the clock. */
export type Delivery = { db: Db; key: () => Buffer; endpoints: Endpoints; now: () => number };

function secretsFor(d: Delivery, kind: ChannelKind): { row: Row; secrets: Secrets } | null {
  const row = d.db.select().from(notificationChannels).where(eq(notificationChannels.kind, kind)).get();
  if (!row) return null;
  const plain = open(d.key(), row.sealed, label(kind));
  if (!plain) throw new ChannelError('its secrets cannot be opened with this data folder’s secret.key: save the channel again', true);
  return { row, secrets: JSON.parse(new TextDecoder().decode(plain)) as Secrets };
}

function record(d: Delivery, kind: ChannelKind, outcome: { ok: true } | { ok: false; error: string }) {
  const at = d.now();
  d.db
    .update(notificationChannels)
    .set(outcome.ok ? { lastOkAt: at } : { lastErrorAt: at, lastError: outcome.error })
    .where(eq(notificationChannels.kind, kind))
    .run();
}

async function deliver(d: Delivery, kind: ChannelKind, announcement: Announcement): Promise<void> {
  const found = secretsFor(d, kind);
  if (!found) throw new ChannelError('the channel was removed', true);
  const request = providerRequest(kind, found.secrets, announcement, d.endpoints, d.now());
  try {
    await post(kind, request, Object.values(found.secrets));
    record(d, kind, { ok: true });
  } catch (error) {
    record(d, kind, { ok: false, error: (error as Error).message });
    throw error;
  }
}

/** The first lines of a message, at most CHANNEL_EXCERPT_CHARS. */
export const excerptOf = (text: string) => {
  const lines = text.trim().split('\n').slice(0, 4).join('\n');
  return lines.length <= CHANNEL_EXCERPT_CHARS ? lines : `${lines.slice(0, CHANNEL_EXCERPT_CHARS - 1)}…`;
};

/** Sends one outbox row's announcement; false when its message is gone (nothing to announce). */
export async function deliverRow(d: Delivery, row: OutboxRow): Promise<boolean> {
  const message = d.db.select().from(contactMessages).where(eq(contactMessages.id, row.contactMessageId)).get();
  if (!message || !row.channel) return false;
  await deliver(d, row.channel as ChannelKind, {
    deliveryId: `msg-${message.id}.${row.id}`,
    messageId: message.id,
    name: message.name,
    service: message.service ? SERVICE_LABELS.en[message.service as ServiceChoice] : null,
    excerpt: excerptOf(message.message),
    adminUrl: row.toAddress,
    createdAt: new Date(message.createdAt).toISOString(),
  });
  return true;
}

/** "Send a test": an announcement of a made-up message, now; 502 with the provider's answer when it fails. */
export async function sendTest(d: Delivery, kind: ChannelKind, adminUrl: string): Promise<ChannelState> {
  try {
    await deliver(d, kind, {
      deliveryId: `test-${d.now()}`,
      messageId: 0,
      name: 'A test from your website',
      service: null,
      excerpt: 'This is a test. New contact messages will be announced here.',
      adminUrl,
      createdAt: new Date(d.now()).toISOString(),
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, 'bad_gateway', `The test could not be sent: ${(error as Error).message}`);
  }
  return listChannels(d.db).find((c) => c.kind === kind)!;
}
