// /api/notification-channels (decision 0107): the admin lists the channels (never their secrets), saves one (checked
// with its provider where it can say; its secrets sealed), switches it on or off, removes it, and sends a test.
import { Elysia } from 'elysia';
import { audited } from '../audit/auditor';
import { API_PATHS, ChannelKindParam, ChannelSwitch, ChannelWrite, type ChannelState, type Ok } from '../../contract';
import type { Deps } from '../../deps';
import { HttpError, notFound, validate, validateParams } from '../../http/errors';
import { adminGuard, sealingKey } from '../sign-in';
import { listChannels, removeChannel, saveChannel, sendTest, switchChannel, verify } from './service';

const PATHS = API_PATHS.channels;
const NO_SUCH = 'This channel is not set up';
const target = (kind: string) => `notification-channels/${kind}`;

export const channelsRoutes = (deps: Deps) => {
  const endpoints = { telegram: deps.config.telegramApiUrl, line: deps.config.lineApiUrl };
  const origin = (request: Request) => deps.config.publicUrl ?? new URL(request.url).origin;
  return new Elysia()
    .use(adminGuard(deps))
    .get(PATHS.list, (): ChannelState[] => listChannels(deps.db), { admin: true })
    .put(
      PATHS.one,
      async ({ params, body, request, server }): Promise<ChannelState> => {
        const { kind } = validateParams(ChannelKindParam, params, 'Unknown channel');
        const write = validate(ChannelWrite, body);
        if (write.kind !== kind) throw new HttpError(422, 'validation_failed', `The body is for ${write.kind}, the address for ${kind}`);
        await verify(write, endpoints);
        const saved = audited(deps, { request, server }, (tx, audit) => {
          const state = saveChannel(tx, sealingKey(deps), write, deps.now());
          // What identifies it is kept out of the log; where it posts, as shown, is enough to tell.
          audit('channel_save', target(kind), { hint: state.hint, enabled: state.enabled });
          return state;
        });
        return { ...saved, waiting: listChannels(deps.db).find((c) => c.kind === kind)?.waiting ?? 0 };
      },
      { admin: true },
    )
    .patch(
      PATHS.one,
      ({ params, body, request, server }): ChannelState => {
        const { kind } = validateParams(ChannelKindParam, params, 'Unknown channel');
        const { enabled } = validate(ChannelSwitch, body);
        const state = audited(deps, { request, server }, (tx, audit) => {
          const switched = switchChannel(tx, kind, enabled, deps.now());
          if (switched) audit('channel_switch', target(kind), { enabled });
          return switched;
        });
        if (!state) throw notFound(NO_SUCH);
        return state;
      },
      { admin: true },
    )
    .delete(
      PATHS.one,
      ({ params, request, server }): Ok => {
        const { kind } = validateParams(ChannelKindParam, params, 'Unknown channel');
        const removed = audited(deps, { request, server }, (tx, audit) => {
          const gone = removeChannel(tx, kind);
          if (gone) audit('channel_remove', target(kind), {});
          return gone;
        });
        if (!removed) throw notFound(NO_SUCH);
        return { ok: true };
      },
      { admin: true },
    )
    .post(
      PATHS.test,
      async ({ params, request }): Promise<ChannelState> => {
        const { kind } = validateParams(ChannelKindParam, params, 'Unknown channel');
        if (!listChannels(deps.db).some((c) => c.kind === kind)) throw notFound(NO_SUCH);
        const key = () => sealingKey(deps);
        const state = await sendTest({ db: deps.db, key, endpoints, now: deps.now }, kind, `${origin(request)}/admin/dashboard/messages`);
        // It works: what waited for it goes now.
        deps.outbox.retryNow();
        return state;
      },
      { admin: true },
    );
};
