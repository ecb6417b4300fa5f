// Where a new message is announced besides email (decision 0107): a Slack incoming webhook, a Discord webhook, a
// Telegram bot's chat, a LINE Official Account's push (Messaging API) and a webhook signed with HMAC-SHA256. Each is set
// up with what its provider gives; what can post to it is never answered back once saved.
import * as v from 'valibot';

export const CHANNEL_KINDS = ['slack', 'discord', 'telegram', 'line', 'webhook'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const CHANNEL_PATHS = {
  list: '/api/notification-channels',
  one: '/api/notification-channels/:kind',
  test: '/api/notification-channels/:kind/test',
} as const;

export const ChannelKindParam = v.object({ kind: v.picklist(CHANNEL_KINDS, 'Unknown channel') });

/** An address a channel posts to: HTTPS, or plain HTTP to this machine (a local receiver, n8n beside the site). */
export const isPostable = (text: string): boolean => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
};
const postable = (what: string) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.trim(),
    v.maxLength(500, `${what} is at most 500 characters`),
    v.check(isPostable, `${what} must be an https:// address (http:// only to this machine)`),
  );

/** A Telegram bot token as @BotFather gives it: the bot's number, a colon, 35 characters. */
export const TELEGRAM_TOKEN = /^\d{5,15}:[A-Za-z0-9_-]{30,50}$/;
/** A Telegram chat: a number (a group's is negative) or a public channel's @name. */
export const TELEGRAM_CHAT = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;
/** A LINE user, group or room id (U…, C…, R… and 32 hexadecimal digits). */
export const LINE_TARGET = /^[UCR][0-9a-f]{32}$/;
/** A LINE channel access token (long-lived): base64 characters, over 100 of them. */
export const LINE_TOKEN = /^[A-Za-z0-9+/=]{100,400}$/;

const shaped = (pattern: RegExp, message: string) => v.pipe(v.string(message), v.trim(), v.regex(pattern, message));

/** PUT /api/notification-channels/{kind}: what the provider gave, per kind; `enabled` switches it off without forgetting it. */
export const ChannelWrite = v.variant('kind', [
  v.strictObject({
    kind: v.literal('slack'),
    enabled: v.optional(v.boolean()),
    url: v.pipe(
      postable('The Slack webhook address'),
      v.check(
        (u) => /\/services\/[^/]+\/[^/]+\/[^/]+/.test(u) || !u.includes('slack.com'),
        'A Slack webhook address ends /services/T…/B…/…',
      ),
    ),
  }),
  v.strictObject({
    kind: v.literal('discord'),
    enabled: v.optional(v.boolean()),
    url: v.pipe(
      postable('The Discord webhook address'),
      v.check((u) => /\/api\/webhooks\/\d+\/[^/]+/.test(u), 'A Discord webhook address ends /api/webhooks/<id>/<token>'),
    ),
  }),
  v.strictObject({
    kind: v.literal('telegram'),
    enabled: v.optional(v.boolean()),
    token: shaped(TELEGRAM_TOKEN, 'A bot token looks like 123456789:AAE… (from @BotFather)'),
    chatId: shaped(TELEGRAM_CHAT, 'A chat id is a number such as -1001234567890, or @channelname'),
  }),
  v.strictObject({
    kind: v.literal('line'),
    enabled: v.optional(v.boolean()),
    token: shaped(LINE_TOKEN, 'A channel access token is the long one from the LINE Developers console (Messaging API tab)'),
    to: shaped(LINE_TARGET, 'A LINE id is U, C or R and 32 characters 0–9, a–f'),
  }),
  v.strictObject({
    kind: v.literal('webhook'),
    enabled: v.optional(v.boolean()),
    url: postable('The webhook address'),
    secret: v.pipe(
      v.string('The signing secret must be text'),
      v.minLength(16, 'A signing secret is at least 16 characters'),
      v.maxLength(200, 'A signing secret is at most 200 characters'),
    ),
  }),
]);
export type ChannelWrite = v.InferOutput<typeof ChannelWrite>;

/** PATCH-like switch: on or off, keeping what was saved. */
export const ChannelSwitch = v.strictObject({ enabled: v.boolean('enabled must be true or false') });

/** A channel as the admin sees it: never its secrets. */
export type ChannelState = {
  kind: ChannelKind;
  enabled: boolean;
  /** Where it posts, as far as can be shown: the host and the last characters (`hooks.slack.com … 9f3a`). */
  hint: string;
  /** When a send last got through, and the last failure (ISO 8601, UTC) with the provider's answer in words. */
  lastOkAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
  /** Announcements waiting (retrying). */
  waiting: number;
};

/** What a notification carries (decision 0107): who, which service, the first lines, and where to read it. */
export const CHANNEL_EXCERPT_CHARS = 280;
