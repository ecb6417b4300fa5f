// Each provider's request for one announcement, as its documentation specifies (decision 0107):
// - Slack incoming webhook: POST the webhook URL, JSON `{ text }` (mrkdwn: &, <, > escaped; a link as <url|words>).
// - Discord webhook: POST the webhook URL, JSON `{ content, allowed_mentions: { parse: [] } }` (2,000 characters; no
//   @everyone from a visitor's text); answered 204.
// - Telegram Bot API: POST {base}/bot<token>/sendMessage, JSON `{ chat_id, text, link_preview_options }` (4,096
//   characters, plain text: no parse_mode, so nothing needs escaping).
// - LINE Messaging API: POST {base}/v2/bot/message/push, `Authorization: Bearer <channel access token>`, JSON
//   `{ to, messages: [{ type: 'text', text }] }` (5,000 characters), `X-Line-Retry-Key` a UUID fixed per announcement so
//   a retry is never delivered twice (a 409 then says it was accepted before).
// - Signed webhook: POST the URL, JSON `{ type: 'message.received', id, createdAt, message: { id, name, service,
//   excerpt, adminUrl } }`, `Webhook-Id`, `Webhook-Timestamp` (seconds) and `Webhook-Signature: v1=<hex
//   HMAC-SHA256(secret, "<timestamp>.<body>")>`.
import { createHash, createHmac } from 'node:crypto';
import type { ChannelKind } from '../../contract';

/** What a notification carries: who, which service, the first lines, where to read it (no more, by default). */
export type Announcement = {
  /** Stable per announcement (the outbox row): a retry carries the same. */
  deliveryId: string;
  messageId: number;
  name: string;
  service: string | null;
  excerpt: string;
  adminUrl: string;
  createdAt: string;
};

export type Secrets = Record<string, string>;
export type Endpoints = { telegram: string; line: string };
export type ProviderRequest = { url: string; headers: Record<string, string>; body: string };

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The plain words every provider shows. */
export function plainText(a: Announcement): string {
  const head = a.service ? `New message from ${a.name} · ${a.service}` : `New message from ${a.name}`;
  return `${head}\n\n${a.excerpt}\n\nOpen it: ${a.adminUrl}`;
}

const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A UUID made from the delivery id: the same on every retry (LINE's retry key must be a UUID). */
export function retryKey(deliveryId: string): string {
  const hex = createHash('sha256').update(`line:${deliveryId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function signature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function providerRequest(kind: ChannelKind, secrets: Secrets, a: Announcement, endpoints: Endpoints, now: number): ProviderRequest {
  switch (kind) {
    case 'slack': {
      const head = a.service
        ? `*New message from ${slackEscape(a.name)}* · ${slackEscape(a.service)}`
        : `*New message from ${slackEscape(a.name)}*`;
      const text = `${head}\n>${slackEscape(a.excerpt).replace(/\n/g, '\n>')}\n<${a.adminUrl}|Open it in the admin>`;
      return { url: secrets.url!, headers: JSON_TYPE, body: JSON.stringify({ text, unfurl_links: false, unfurl_media: false }) };
    }
    case 'discord':
      return {
        url: secrets.url!,
        headers: JSON_TYPE,
        body: JSON.stringify({ content: cut(plainText(a), 2000), allowed_mentions: { parse: [] } }),
      };
    case 'telegram':
      return {
        url: `${endpoints.telegram}/bot${secrets.token}/sendMessage`,
        headers: JSON_TYPE,
        body: JSON.stringify({ chat_id: secrets.chatId, text: cut(plainText(a), 4096), link_preview_options: { is_disabled: true } }),
      };
    case 'line':
      return {
        url: `${endpoints.line}/v2/bot/message/push`,
        headers: { ...JSON_TYPE, authorization: `Bearer ${secrets.token}`, 'x-line-retry-key': retryKey(a.deliveryId) },
        body: JSON.stringify({ to: secrets.to, messages: [{ type: 'text', text: cut(plainText(a), 5000) }] }),
      };
    case 'webhook': {
      const body = JSON.stringify({
        type: 'message.received',
        id: a.deliveryId,
        createdAt: a.createdAt,
        message: { id: a.messageId, name: a.name, service: a.service, excerpt: a.excerpt, adminUrl: a.adminUrl },
      });
      const timestamp = Math.floor(now / 1000);
      return {
        url: secrets.url!,
        headers: {
          ...JSON_TYPE,
          'webhook-id': a.deliveryId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signature(secrets.secret!, timestamp, body),
        },
        body,
      };
    }
  }
}

/** A send that failed: `permanent` when trying again cannot help (a 4xx other than 408/429); `retryAfterMs` when the provider said. */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** Sends one request (never following a redirect: it would carry the secrets elsewhere); throws ChannelError. */
export async function post(kind: ChannelKind, request: ProviderRequest, hide: string[]): Promise<void> {
  const clean = (text: string) => hide.filter(Boolean).reduce((said, secret) => said.split(secret).join('…'), text);
  let res: Response;
  try {
    res = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new ChannelError(clean(`could not reach ${new URL(request.url).host}: ${(error as Error).message}`), false);
  }
  if (res.ok) return;
  const said = clean((await res.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200));
  // LINE: the same retry key was accepted before (an earlier try got through; its answer was lost).
  if (kind === 'line' && res.status === 409 && res.headers.get('x-line-accepted-request-id')) return;
  const retryAfter = Number(res.headers.get('retry-after'));
  const detail = `HTTP ${res.status}${said ? `: ${said}` : ''}`;
  // A redirect is an address that moved: not followed, and not retried (the owner saves the new one).
  const temporary = res.status === 408 || res.status === 429 || res.status >= 500;
  throw new ChannelError(detail, !temporary, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null);
}
