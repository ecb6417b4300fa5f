// /api/contact-messages: visitors send (public, limited per address, honeypot); the admin lists (product.md's plain list, or
// page by page with search and filter), reads, marks read or unread, marks replied or not, exports, deletes, one or
// several at once, and has a message's notification sent again.
import { Elysia } from 'elysia';
import { audited, auditor } from '../audit/auditor';
import {
  API_PATHS,
  ContactMessageInput,
  ExportQuery,
  IdParam,
  MessageUpdate,
  MarkMessages,
  MessageIds,
  MessagePageQuery,
  PLAIN_LIST_MAX,
  type ContactMessage,
  type NotificationState,
  type Ok,
} from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard, sealingKey } from '../sign-in';
import { clientIp, requestHost } from '../../http/client';
import { limitKey } from '../../http/limit-key';
import { HttpError, notFound, tooManyRequests, validate, validateParams } from '../../http/errors';
import { challengeKeys, checkSolution } from '../contact-challenge/challenge';
import { getSetting } from '../settings/service';
import { notificationState } from '../notifications/outbox';
import { resendNotification } from '../notifications/service';
import { exportFileName, exportMessages } from './export';
import { deleteMessages, markMessages, pageMessages } from './paging';
import { senderLang } from './sender-lang';
import { asksNotToBeTracked } from '../insights/counting';
import { deleteMessage, findMessage, notificationSkipped, readMessage, receiveMessage, updateMessage } from './service';
import { spamRule } from './spam-rules';

const NO_SUCH = 'No such message';
/** A message refused for want of the form's check (the owner's "refuse" setting), in the visitor's language. */
const UNCHECKED = {
  en: 'We could not confirm this message came from our contact form. Please reload the page and send it again.',
  zh: '無法確認這則訊息來自我們的聯絡表單。請重新整理頁面後再送出一次。',
} as const;
/** How the activity log names the messages: their path under /api. */
export const MESSAGES = API_PATHS.messages.list.slice('/api/'.length);
const PATHS = API_PATHS.messages;

export const messagesRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .post(PATHS.list, async ({ body, set, request, server }): Promise<ContactMessage> => {
      const input = validate(ContactMessageInput, body);
      const limit = deps.limits.contactPerAddress;
      const address = limitKey(clientIp({ request, server }, deps.config));
      const wait = limit.retryAfter(address);
      if (wait) throw tooManyRequests(wait, 'Too many messages from your address. Please try again later.');
      limit.hit(address);
      // The form's proof of work (decision 0108): without a good solution the message goes to Spam, or, when the owner
      // chose so, is refused in the visitor's language with nothing stored. Then the rules that catch spam by its look.
      const now = deps.now();
      const outcome = await checkSolution(deps.db, challengeKeys(sealingKey(deps)), input.altcha, now);
      const lang = senderLang(request);
      if (outcome !== 'solved' && getSetting(deps.db, 'unsolvedMessages') === 'refuse')
        throw new HttpError(403, 'forbidden', UNCHECKED[lang]);
      const spam = outcome !== 'solved' ? outcome : spamRule(deps.db, input, now);
      // Where the visit began is dropped when the browser asks not to be tracked, whatever a client put in the body: the
      // page's own script sends none then, and the server does not rely on it (decision 0074).
      const kept = asksNotToBeTracked(request.headers) ? { ...input, source: undefined } : input;
      // The page's language rides on the request (its cookie, or the browser's), never in product.md's body.
      const { message, queued } = receiveMessage(
        deps.db,
        kept,
        now,
        deps.mailer?.domain ?? null,
        lang,
        requestHost(request),
        deps.config.publicUrl ?? new URL(request.url).origin,
        spam,
      );
      if (queued) deps.outbox.kick();
      set.status = 201;
      return message;
    })
    // product.md's plain list (the newest PLAIN_LIST_MAX), or with ?limit, cursor, unread, q a page of the inbox. Always a
    // list; the counts and the next page's cursor travel in headers, so product.md's answer stays a plain array.
    .get(
      PATHS.list,
      ({ query, set }): ContactMessage[] => {
        const plain = Object.keys(query).length === 0;
        // product.md's plain list holds every message, Spam's too (each says why it is there), and so does a page that
        // names no folder; the admin's inbox names one.
        const page = pageMessages(deps.db, plain ? { limit: PLAIN_LIST_MAX } : validate(MessagePageQuery, query));
        set.headers['x-total-count'] = String(page.total);
        set.headers['x-unread-count'] = String(page.unread);
        set.headers['x-spam-count'] = String(page.spam);
        if (page.nextCursor) set.headers['x-next-cursor'] = page.nextCursor;
        return page.items;
      },
      { admin: true },
    )
    .get(
      PATHS.export,
      ({ query, request, server }) => {
        const { unread, replied, state, folder, q } = validate(MessagePageQuery, query);
        const format = validate(ExportQuery, { tz: query.tz, lang: query.lang });
        auditor(deps, { request, server })('messages_export', `${MESSAGES}/export.csv`, { unread, replied, state, q });
        return new Response(
          exportMessages(deps.db, { unread, replied, state, folder, q }, { tz: format.tz ?? 'UTC', lang: format.lang ?? 'en' }),
          {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': `attachment; filename="${exportFileName(deps.now())}"`,
              'cache-control': 'no-store',
            },
          },
        );
      },
      { admin: true },
    )
    .post(
      PATHS.mark,
      ({ body, request, server }): { ids: number[] } => {
        const input = validate(MarkMessages, body);
        return audited(deps, { request, server }, (tx, audit) => {
          const ids = markMessages(tx, input.ids, input.isRead);
          if (ids.length) audit('messages_mark', MESSAGES, { ids, isRead: input.isRead });
          return { ids };
        });
      },
      { admin: true },
    )
    .post(
      PATHS.delete,
      ({ body, request, server }): { ids: number[] } => {
        const asked = validate(MessageIds, body).ids;
        return audited(deps, { request, server }, (tx, audit) => {
          const ids = deleteMessages(tx, asked);
          if (ids.length) audit('messages_delete', MESSAGES, { ids });
          return { ids };
        });
      },
      { admin: true },
    )
    .get(
      PATHS.one,
      ({ params, request, server }): ContactMessage => {
        // Reading marks the message read (product.md §4): the admin guard refuses another site's navigation here.
        const { id } = validateParams(IdParam, params, NO_SUCH);
        // The entry names the message, and keeps nothing of what a visitor wrote.
        const message = audited(deps, { request, server }, (tx, audit) => {
          const read = readMessage(tx, id);
          if (read) audit('message_read', `${MESSAGES}/${id}`, {});
          return read;
        });
        if (!message) throw notFound(NO_SUCH);
        const notification = notificationState(deps.db, id);
        return { ...message, notification, notificationSkipped: notification ? null : notificationSkipped(deps.db, id) };
      },
      { admin: true },
    )
    // Replied or not by hand (decision 0068), where it stands and its private note (decision 0106); each recorded
    // only when it changes.
    .patch(
      PATHS.one,
      ({ params, body, request, server }): ContactMessage => {
        const { id } = validateParams(IdParam, params, NO_SUCH);
        const update = validate(MessageUpdate, body);
        const marked = audited(deps, { request, server }, (tx, audit) => {
          const result = updateMessage(tx, id, update, deps.now());
          if (!result) return null;
          const target = `${MESSAGES}/${id}`;
          const { changed } = result;
          if (update.replied !== undefined && changed.replied !== undefined) audit('message_replied', target, { replied: changed.replied });
          else if (changed.state) audit('message_state', target, { state: changed.state });
          if (changed.note) audit('message_note', target, {});
          if (changed.spam !== undefined) audit('message_spam', target, { spam: changed.spam });
          return result;
        });
        if (!marked) throw notFound(NO_SUCH);
        return marked.message;
      },
      { admin: true },
    )
    .delete(
      PATHS.one,
      ({ params, request, server }): Ok => {
        const { id } = validateParams(IdParam, params, NO_SUCH);
        const deleted = audited(deps, { request, server }, (tx, audit) => {
          if (!deleteMessage(tx, id)) return false;
          audit('message_delete', `${MESSAGES}/${id}`, {});
          return true;
        });
        if (!deleted) throw notFound(NO_SUCH);
        return { ok: true };
      },
      { admin: true },
    )
    .post(
      PATHS.notification,
      ({ params, request, server }): NotificationState => {
        const { id } = validateParams(IdParam, params, NO_SUCH);
        const state = audited(deps, { request, server }, (tx, audit) => {
          const queued = resendNotification(tx, deps.mailer, findMessage(tx, id), deps.now());
          audit('notification_resend', `${MESSAGES}/${id}`, {});
          return queued;
        });
        deps.outbox.kick();
        return state;
      },
      { admin: true },
    );
