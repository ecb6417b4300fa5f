// Settings → Chat apps and webhooks (decision 0107): the five channels a new message is announced on besides email, each
// set up from what its provider gives (with where to find it), switched on or off, tested, changed or removed; each
// says when it last worked and why it last failed. What can post to a channel is never shown once saved. Calm rows
// (decision 0203): a row is its sign, name and one line of where it stands, its state, its switch and a "…" menu (test,
// change, remove); a channel not set up has its one "Set up". The providers' answers are under one "Technical details"
// for the whole card, after the rows, never one per row.
import { ActionsMenu } from '../../components/admin/actions-menu';
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
import { fill, sentenceGap, useLang } from '../../lib/i18n';
import { AskFirst } from './ask-first';
import { ChannelForm } from './channel-form';
import { LoadError } from './load-error';
import { SettingsCard } from './settings-card';

const PILL = { working: 'border-good/40 text-good', failing: 'border-bad/40 bg-bad/8 text-bad' } as const;

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

/** Failing: its last try came after its last success. */
const isFailing = (state: ChannelState) => Boolean(state.lastError && (!state.lastOkAt || state.lastErrorAt! > state.lastOkAt));
/** The failing channels with the provider's answer, in the rows' order. */
const failures = (list: ChannelState[]) => CHANNEL_KINDS.flatMap((kind) => list.filter((c) => c.kind === kind && isFailing(c)));

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
        <>
          {/* The rows are the card's own, edge to edge between hairlines (review round 19: a bordered list inside the
              card read as a card in a card). */}
          <ul className="-mx-5 -mt-5 -mb-5 divide-y divide-line sm:-mx-6 sm:-mt-6 sm:-mb-6">
            {CHANNEL_KINDS.map((kind) => (
              <ChannelRow key={kind} kind={kind} state={channels.data.find((c) => c.kind === kind) ?? null} />
            ))}
          </ul>
          {/* What the providers answered, in the page's "For your developer" section (decisions 0203, 0222). */}
          {failures(channels.data).length > 0 && (
            <ServerDetails about={t.title}>
              {failures(channels.data).map((channel) => (
                <span key={channel.kind} className="block" data-channel-error={channel.kind}>
                  <span className="font-medium">{t.names[channel.kind]}: </span>
                  <span className="font-mono text-bad">{channel.lastError}</span>
                </span>
              ))}
            </ServerDetails>
          )}
        </>
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
  // Remove asks first, as deleting an image does: what it can post with is gone once removed.
  const [asking, setAsking] = useState(false);
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
      setAsking(false);
      queryClient.setQueryData(channelsQuery().queryKey, (list: ChannelState[] | undefined) => (list ?? []).filter((c) => c.kind !== kind));
      toast.success(fill(t.removed, { name }));
    },
    onError: (error) => {
      setAsking(false);
      failureToast(fill(t.saveFailed, { name }), error, admin);
    },
  });
  const when = (iso: string) => <DateText text={longDate(iso, lang)} at={iso} />;
  // Each row says where it stands in one word, as a pill, while it works or fails; "Off" is the switch's to say (review
  // round 20), "Not used yet" the line under the name's.
  const failing = state !== null && isFailing(state);
  const standing = !state?.enabled ? null : failing ? 'failing' : state.lastOkAt ? 'working' : null;
  const shown = state ? target(kind, state.hint) : null;
  return (
    <li className="grid gap-3 px-5 py-3 sm:px-6" data-channel={kind} data-channel-standing={standing ?? undefined}>
      <div className="flex min-w-0 items-center gap-3">
        <span className={`${ICONS[kind]} h-5 w-5 shrink-0 text-muted`} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-ink">{name}</h3>
          {state ? (
            // Where it stands in one line, then where it posts (in words, the provider's id faint after them).
            <>
              <p className={`text-sm ${failing ? 'text-bad' : 'text-muted'}`} role="status">
                {failing
                  ? fillNodes(t.failedAt, { date: when(state.lastErrorAt!) })
                  : state.lastOkAt
                    ? fillNodes(t.lastOk, { date: when(state.lastOkAt) })
                    : t.neverYet}
                {failing && state.waiting > 0 && (
                  <>
                    {sentenceGap(lang)}
                    {fill(state.waiting === 1 ? t.waiting.one : t.waiting.other, { count: String(state.waiting) })}
                  </>
                )}
              </p>
              <p className="truncate text-xs text-faint" title={state.hint}>
                {shown ? t.targets[shown] : t.postsTo}{' '}
                <span className="font-mono">{state.hint.replace(/^(chat|user|group|room) /, '')}</span>
              </p>
            </>
          ) : (
            <p className="text-sm text-muted">{t.about[kind]}</p>
          )}
        </div>
        {standing && (
          // From 640 px: on a phone the status line under the name says it (in red when failing) and the name keeps its room.
          <span className={`chip shrink-0 max-sm:hidden ${PILL[standing]}`}>{t.status[standing]}</span>
        )}
        {state ? (
          <div className="flex shrink-0 items-center">
            {/* The switch hit anywhere on a 44 px square around it. */}
            <label className="grid h-11 min-w-11 cursor-pointer place-items-center">
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
            <ActionsMenu
              label={fill(t.actions, { name })}
              actions={[
                {
                  label: failing ? t.retry : t.test,
                  text: test.isPending ? t.testing : failing ? t.retry : t.test,
                  icon: failing ? 'i-lucide-refresh-cw' : 'i-lucide-send',
                  disabled: test.isPending || !state.enabled,
                  onSelect: () => test.mutate(),
                },
                { label: t.change, text: t.change, icon: 'i-lucide-pencil', onSelect: () => setEditing(true) },
                {
                  label: fill(t.removeNamed, { name }),
                  text: t.remove,
                  icon: 'i-lucide-trash-2',
                  destructive: true,
                  disabled: remove.isPending,
                  onSelect: () => setAsking(true),
                },
              ]}
            />
          </div>
        ) : (
          !editing && (
            // Not set up: its one action where a set-up row has its switch.
            <button type="button" className="btn-outline shrink-0 px-3 py-1.5" onClick={() => setEditing(true)}>
              <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
              {t.setUp}
            </button>
          )
        )}
      </div>
      <AskFirst
        open={asking}
        title={fill(t.removeTitle, { name })}
        action={remove.isPending ? t.removing : t.remove}
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate()}
      >
        <p>{fill(t.removeBody, { name })}</p>
      </AskFirst>
      {editing && (
        <ChannelForm
          kind={kind}
          saved={state !== null}
          onDone={(next) => {
            setEditing(false);
            if (next) refresh(next);
          }}
        />
      )}
    </li>
  );
}
