// /api/contact-messages/{id}/replies (decision 0106): the admin lists a message's replies with where each stands, writes
// one (queued to the sender by email, 409 without a mail service, 404 for a message deleted meanwhile, 413 over
// REPLY_MAX), and sends a failed one again.
import { Elysia } from 'elysia';
import * as v from 'valibot';
import { audited } from '../audit/auditor';
import { API_PATHS, IdParam, REPLY_MAX, ReplyInput, type Reply } from '../../contract';
import type { Deps } from '../../deps';
import { HttpError, notFound, validate, validateParams } from '../../http/errors';
import { findMessage } from '../messages/service';
import { adminGuard } from '../sign-in';
import { repliesOf, retryReply, writeReply } from './service';

const PATHS = API_PATHS.replies;
const NO_SUCH = 'No such message';
const ReplyParams = v.object({ ...IdParam.entries, replyId: IdParam.entries.id });
const messageTarget = (id: number) => `${API_PATHS.messages.list.slice('/api/'.length)}/${id}`;

export const repliesRoutes = (deps: Deps) =>
  new Elysia()
    .use(adminGuard(deps))
    .get(
      PATHS.list,
      ({ params }): Reply[] => {
        const { id } = validateParams(IdParam, params, NO_SUCH);
        if (!findMessage(deps.db, id)) throw notFound(NO_SUCH);
        return repliesOf(deps.db, id);
      },
      { admin: true },
    )
    .post(
      PATHS.list,
      ({ params, body, set, request, server }): Reply => {
        const { id } = validateParams(IdParam, params, NO_SUCH);
        const text = (body as { body?: unknown } | null)?.body;
        if (typeof text === 'string' && text.trim().length > REPLY_MAX)
          throw new HttpError(413, 'payload_too_large', `A reply is at most ${REPLY_MAX.toLocaleString('en')} characters`);
        const input = validate(ReplyInput, body);
        const reply = audited(deps, { request, server }, (tx, audit) => {
          const written = writeReply(tx, deps.mailer, id, input, deps.now());
          audit('message_reply', messageTarget(id), { replyId: written.id });
          return written;
        });
        deps.outbox.kick();
        set.status = 201;
        return reply;
      },
      { admin: true },
    )
    .post(
      PATHS.retry,
      ({ params, request, server }): Reply => {
        const { id, replyId } = validateParams(ReplyParams, params, 'No such reply');
        const reply = audited(deps, { request, server }, (tx, audit) => {
          const again = retryReply(tx, id, replyId, deps.now());
          audit('reply_retry', messageTarget(id), { replyId });
          return again;
        });
        deps.outbox.kick();
        return reply;
      },
      { admin: true },
    );
