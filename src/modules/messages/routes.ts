// /api/contact-messages: visitors send (public, limited per address, honeypot); the admin lists, reads and deletes.
import { Elysia } from 'elysia';
import { ContactMessageInput, HONEYPOT_FIELD, IdParam, type ContactMessage, type Ok } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../auth/guard';
import { clientIp } from '../../http/client';
import { notFound, tooManyRequests, validate, validateParams } from '../../http/errors';
import { enqueue, notificationState, notificationTarget } from '../notifications/outbox';
import { createMessage, deleteMessage, listMessages, readMessage } from './service';

const NO_SUCH = 'No such message';

export const messagesRoutes = (deps: Deps) =>
  new Elysia({ prefix: '/api/contact-messages' })
    .use(adminGuard(deps))
    .post('/', ({ body, set, request, server }): ContactMessage => {
      const input = validate(ContactMessageInput, body);
      const limit = deps.limits.contactPerAddress;
      const address = clientIp({ request, server }, deps.config);
      const wait = limit.retryAfter(address);
      if (wait) throw tooManyRequests(wait, 'Too many messages from your address. Please try again later.');
      limit.hit(address);
      set.status = 201;
      const { [HONEYPOT_FIELD]: trap, ...message } = input;
      if (trap) {
        // Looks like success to the bot; nothing is stored, so nothing is ever shown or sent on.
        return { id: 0, ...message, service: message.service ?? null, createdAt: new Date(deps.now()).toISOString(), isRead: false };
      }
      // The message and its notification are one transaction: both are kept, or neither.
      const to = deps.mailer && notificationTarget(deps.db);
      const stored = deps.db.transaction((tx) => {
        const created = createMessage(tx, message, deps.now());
        if (to) enqueue(tx, created, to, deps.now(), deps.mailer!.domain);
        return created;
      });
      if (to) deps.outbox.kick();
      return stored;
    })
    .get('/', (): ContactMessage[] => listMessages(deps.db), { admin: true })
    .get(
      '/:id',
      ({ params }): ContactMessage => {
        const { id } = validateParams(IdParam, params, NO_SUCH);
        const message = readMessage(deps.db, id);
        if (!message) throw notFound(NO_SUCH);
        return { ...message, notification: notificationState(deps.db, id) };
      },
      { admin: true },
    )
    .delete(
      '/:id',
      ({ params }): Ok => {
        const { id } = validateParams(IdParam, params, NO_SUCH);
        if (!deleteMessage(deps.db, id)) throw notFound(NO_SUCH);
        return { ok: true };
      },
      { admin: true },
    );
