// Settings → Chat apps and webhooks (decision 0107): the five channels a new message is announced on besides email, each
// set up from what its provider gives (with where to find it), switched on or off, tested, changed or removed; each
// says when it last worked and why it last failed. What can post to a channel is never shown once saved.
import { Alert } from '../../components/admin/alert';
import { ServerDetails } from '../../components/admin/server-details';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { CHANNEL_KINDS, type ChannelKind, type ChannelState } from '../../../src/contract';
import { fillNodes, DateText } from '../../components/admin/date-text';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { channelsQuery, removeChannel, switchChannel, testChannel } from '../../lib/calls/channels';
import { longDate } from '../../lib/dates';
import { failureToast } from '../../lib/failure-toast';
import { fill, useLang } from '../../lib/i18n';
import { ChannelForm } from './channel-form';
import { LoadError } from './load-error';
import { SettingsCard } from './settings-card';

const PILL = { working: 'border-good/40 text-good', failing: 'border-bad/40 bg-bad/8 text-bad', off: '', unused: '' } as const;

const ICONS: Record<ChannelKind, string> = {
  slack: 'i-lucide-slack',
  discord: 'i-lucide-gamepad-2',
  telegram: 'i-lucide-send',
  line: 'i-lucide-message-circle-more',
  webhook: 'i-lucide-webhook',
};

/** What a Telegram or LINE channel posts to, named in the admin's words: a chat, or by a LINE id's first letter a user,
 * group or room. (Hints saved before this named it in English: the word is read from them too, and not shown.) */
function target(kind: string, hint: string): 'chat' | 'user' | 'group' | 'room' | null {
  const said = /^(chat|user|group|room) /.exec(hint)?.[1] as 'chat' | 'user' | 'group' | 'room' | undefined;
  if (said) return said;
  if (kind === 'telegram') return 'chat';
  if (kind !== 'line') return null;
  return hint.startsWith('U') ? 'user' : hint.startsWith('C') ? 'group' : 'room';
}

export function ChannelSettings() {
  const t = useAdminT().channels;
  const channels = useQuery(channelsQuery());
  return (
    <SettingsCard title={t.title} description={t.description}>
      {channels.isPending ? (
        <Spinner label={t.title} />
      ) : channels.isError ? (
        <LoadError error={channels.error} />
      ) : (
        // The rows are the card's own, edge to edge between hairlines (review round 19: a bordered list inside the card
        // read as a card in a card).
        <ul className="-m-5 divide-y divide-line sm:-m-6">
          {CHANNEL_KINDS.map((kind) => (
            <ChannelRow key={kind} kind={kind} state={channels.data.find((c) => c.kind === kind) ?? null} />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}

function ChannelRow({ kind, state }: { kind: ChannelKind; state: ChannelState | null }) {
  const admin = useAdminT();
  const t = admin.channels;
  const lang = useLang();
  const name = t.names[kind];
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const refresh = (next?: ChannelState) => {
    if (next)
      queryClient.setQueryData(channelsQuery().queryKey, (list: ChannelState[] | undefined) => [
        ...(list ?? []).filter((c) => c.kind !== kind),
        next,
      ]);
    void queryClient.invalidateQueries({ queryKey: channelsQuery().queryKey });
  };
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => switchChannel(kind, enabled),
    onSuccess: (next) => {
      refresh(next);
      toast.success(fill(next.enabled ? t.switched.on : t.switched.off, { name }));
    },
    onError: (error) => failureToast(fill(t.saveFailed, { name }), error, admin),
  });
  const test = useMutation({
    mutationFn: () => testChannel(kind),
    onSuccess: (next) => {
      refresh(next);
      toast.success(fill(t.tested, { name }));
    },
    onError: (error) => {
      refresh();
      failureToast(fill(t.testFailed, { name }), error, admin);
    },
  });
  const remove = useMutation({
    mutationFn: () => removeChannel(kind),
    onSuccess: () => {
      queryClient.setQueryData(channelsQuery().queryKey, (list: ChannelState[] | undefined) => (list ?? []).filter((c) => c.kind !== kind));
      toast.success(fill(t.removed, { name }));
    },
    onError: (error) => failureToast(fill(t.saveFailed, { name }), error, admin),
  });
  const when = (iso: string) => <DateText text={longDate(iso, lang)} at={iso} />;
  // Failing: its last try came after its last success. Each row says where it stands in one word, as a pill.
  const failing = Boolean(state?.lastError && (!state.lastOkAt || state.lastErrorAt! > state.lastOkAt));
  const standing = !state ? null : !state.enabled ? 'off' : failing ? 'failing' : state.lastOkAt ? 'working' : 'unused';
  return (
    <li className="grid gap-3 px-5 py-4 sm:px-6" data-channel={kind}>
      {/* The name with where it stands and its switch on one line; what it is and how it went below, the row's full
          width (on a phone, a right-hand column squeezed it to a few words a line). */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3">
        <span className={`${ICONS[kind]} h-5 w-5 shrink-0 text-muted`} aria-hidden="true" />
        <h3 className="font-semibold text-ink">{name}</h3>
        <div className="flex items-center gap-1">
          {/* Off is the switch's to say (review round 20: an "Off" chip beside an off switch). */}
          {standing && standing !== 'off' && (
            <span className={`chip shrink-0 ${PILL[standing]}`} data-channel-standing={standing}>
              {t.status[standing]}
            </span>
          )}
          {state ? (
            // The switch hit anywhere on a 44 px square around it.
            <label className="grid h-11 min-w-11 shrink-0 cursor-pointer place-items-center">
              <input
                type="checkbox"
                role="switch"
                className="switch"
                checked={state.enabled}
                aria-checked={state.enabled}
                disabled={toggle.isPending}
                aria-label={fill(t.on, { name })}
                onChange={(event) => toggle.mutate(event.target.checked)}
              />
            </label>
          ) : (
            // Not set up: its one action where a set-up row has its switch (review round 20: a "Not set up" chip and a
            // "Set up" button on every row said it twice).
            !editing && (
              <button type="button" className="btn-outline shrink-0 px-3 py-1.5" onClick={() => setEditing(true)}>
                <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
                {t.setUp}
              </button>
            )
          )}
        </div>
        <div className="col-span-2 col-start-2 min-w-0">
          <p className="muted text-sm">{t.about[kind]}</p>
          {state && (
            <div className="mt-2 grid gap-2 text-sm">
              <p className="text-xs text-muted [overflow-wrap:anywhere]">
                {/* In words first ("Posts to the chat"), the provider's id or address after it, faint. */}
                <span className="font-medium">{target(kind, state.hint) ? t.targets[target(kind, state.hint)!] : t.postsTo} </span>
                <span className="font-mono text-faint">{state.hint.replace(/^(chat|user|group|room) /, '')}</span>
              </p>
              {failing ? (
                // When it failed, in the owner's words, in a block that reads as a problem to fix; the provider's answer under it.
                <Alert
                  tone="danger"
                  role="status"
                  title={fillNodes(t.failedAt, { date: when(state.lastErrorAt!) })}
                  action={
                    // Retry where it failed (round 14: the failure had no way to try again beside it): a test post now.
                    <button type="button" className="btn-outline" disabled={test.isPending || !state.enabled} onClick={() => test.mutate()}>
                      <span className="i-lucide-refresh-cw h-4 w-4" aria-hidden="true" />
                      {test.isPending ? t.testing : t.retry}
                    </button>
                  }
                >
                  {state.waiting > 0 && (
                    <p>{fill(state.waiting === 1 ? t.waiting.one : t.waiting.other, { count: String(state.waiting) })}</p>
                  )}
                  {/* The provider's own words are for whoever fixes it: behind the disclosure, as said. */}
                  <ServerDetails className="text-sm text-muted">
                    <span className="font-mono text-xs text-bad">{state.lastError}</span>
                  </ServerDetails>
                </Alert>
              ) : (
                <p className="muted" role="status">
                  {state.lastOkAt ? fillNodes(t.lastOk, { date: when(state.lastOkAt) }) : t.neverYet}
                </p>
              )}
            </div>
          )}
        </div>
      </div>
      {editing ? (
        <ChannelForm
          kind={kind}
          saved={state !== null}
          onDone={(next) => {
            setEditing(false);
            if (next) refresh(next);
          }}
        />
      ) : (
        state && (
          <div className="flex flex-wrap gap-2 sm:pl-8">
            <>
              <button type="button" className="btn-outline" disabled={test.isPending || !state.enabled} onClick={() => test.mutate()}>
                <span className="i-lucide-send h-4 w-4" aria-hidden="true" />
                {test.isPending ? t.testing : t.test}
              </button>
              <button type="button" className="btn-outline" onClick={() => setEditing(true)}>
                {t.change}
              </button>
              <button type="button" className="btn-ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {t.remove}
              </button>
            </>
          </div>
        )
      )}
    </li>
  );
}
