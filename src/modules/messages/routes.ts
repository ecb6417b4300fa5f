// /api/contact-messages: visitors send (public); the admin lists, reads and deletes.
import { Elysia } from 'elysia';
import { ContactMessageInput, IdParam, type ContactMessage, type Ok } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../../http/auth';
import { notFound, validate, validateParams } from '../../http/errors';
import { createMessage, deleteMessage, listMessages, readMessage } from './service';

const NO_SUCH = 'No such message';

export const messagesRoutes = (deps: Deps) =>
  new Elysia({ prefix: '/api/contact-messages' })
    .use(adminGuard(deps))
    .post('/', ({ body, set }): ContactMessage => {
      const message = createMessage(deps.db, validate(ContactMessageInput, body), deps.now());
      set.status = 201;
      return message;
    })
    .get('/', (): ContactMessage[] => listMessages(deps.db), { admin: true })
    .get(
      '/:id',
      ({ params }): ContactMessage => {
        const { id } = validateParams(IdParam, params, NO_SUCH);
        const message = readMessage(deps.db, id);
        if (!message) throw notFound(NO_SUCH);
        return message;
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
