// A language's place on the site, above its texts: its state in a word and when (up since, goes up, comes down). What can
// be done next (publish now, schedule, back to draft) is the editor bar's one "Publish ▾" (publish-menu.tsx, review round
// 13: a card of buttons as loud as Save competed with it); its "Schedule…" opens the schedule here (schedule-form.tsx).
// The editor saves unsaved texts first.
// While it is up, the card reads as its state alone: live since when, that saving changes it (the way to the page is the
// editor's bar's "View on the site", one of it); taking it down, now or later, is a quiet group at the settings' end
// (remove-from-site.tsx).
import { useEffect, useId, useRef, useState } from 'react';
import { LANGS, type Lang, type PieceVersion, type StateWrite } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { DOT } from './pieces-list';
import { ScheduleForm } from './schedule-form';

type Props = {
  /** The language's name: the card stands apart from its tab on a wide screen. */
  language: string;
  version: PieceVersion | null;
  /** Why it cannot go up yet (no title), in words; null when it can. */
  blocked: string | null;
  busy: boolean;
  dirty: boolean;
  onChange: (change: StateWrite) => void;
  /** Counts the bar's "Schedule…" presses: each opens the schedule here, in view. */
  scheduleAsked?: number;
};

const TONE: Record<PieceVersion['state'], string> = {
  draft: 'bg-surface-alt text-muted',
  scheduled: 'bg-warn-soft text-warn',
  published: 'border border-good text-good',
  unpublished: 'bg-surface-alt text-muted',
};

export function VersionState({ language, version, blocked, busy, dirty, onChange, scheduleAsked = 0 }: Props) {
  const t = useAdminT();
  const words = t.publishing;
  const id = useId();
  const [scheduling, setScheduling] = useState(false);
  const card = useRef<HTMLElement>(null);
  // A press since this card was drawn (not one from before a save drew it again) opens the schedule, in view.
  const seen = useRef(scheduleAsked);
  useEffect(() => {
    if (scheduleAsked === seen.current) return;
    seen.current = scheduleAsked;
    setScheduling(true);
    requestAnimationFrame(() => {
      card.current?.scrollIntoView({ block: 'nearest' });
      card.current?.querySelector<HTMLInputElement>('input')?.focus();
    });
  }, [scheduleAsked]);
  const state = version?.state ?? 'draft';
  const ui = useLang();
  const described = [
    state === 'published' && version?.publishedAt ? fill(words.state.since, { when: longDate(version.publishedAt, ui) }) : null,
    state === 'scheduled' && version?.publishAt ? fill(words.state.scheduled, { when: longDate(version.publishAt, ui) }) : null,
    version?.unpublishAt && (state === 'published' || state === 'scheduled')
      ? fill(words.state.until, { when: longDate(version.unpublishAt, ui) })
      : null,
  ].filter(Boolean);
  const up = state === 'published';
  return (
    <section ref={card} aria-labelledby={`${id}-title`} className="card p-4 sm:p-6" data-version-state>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {fill(words.schedule.heading, { language })}
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[state]}`} data-state={state}>
          {words.editor.tabState[state]}
        </span>
        {described.length > 0 && <span className="muted text-sm">{described.join(' · ')}</span>}
      </div>
      {/* "Save Changes" keeps its words (the client's); what it does to a live page is said here instead. */}
      {up && <p className="mt-1 text-xs text-muted">{words.schedule.liveNote}</p>}
      {scheduling && !up && (
        <ScheduleForm
          withStart
          publishAt={version?.publishAt ?? null}
          unpublishAt={version?.unpublishAt ?? null}
          busy={busy}
          dirty={dirty}
          blocked={Boolean(blocked)}
          onConfirm={(at, until) => {
            onChange({ state: 'scheduled', publishAt: at, unpublishAt: until });
            setScheduling(false);
          }}
          onCancel={() => setScheduling(false)}
        />
      )}
      {blocked && !up && <p className="mt-2 text-sm text-muted">{blocked}</p>}
    </section>
  );
}

/**
 * On a story's tab (shared by both languages): where each language stands, in one compact card, a row each (English ●
 * Published, then Chinese ● Draft), each with when it went or goes up. Publishing and scheduling are each language's own, on its tab.
 */
export function BothStanding({ versions, className = '' }: { versions: Record<Lang, PieceVersion | null>; className?: string }) {
  const t = useAdminT();
  const words = t.publishing;
  const ui = useLang();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={`card p-4 sm:p-6 ${className}`} data-both-standing>
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {words.list.columns.site}
      </h3>
      {/* A row a language, no separator between them: a "·" wrapped onto a line of its own in a narrow column. */}
      <ul className="mt-2 grid gap-1.5 text-sm">
        {LANGS.map((lang) => {
          const version = versions[lang];
          const state = version?.state ?? 'draft';
          const when =
            state === 'published' && version?.publishedAt
              ? longDate(version.publishedAt, ui)
              : state === 'scheduled' && version?.publishAt
                ? longDate(version.publishAt, ui)
                : '';
          return (
            <li key={lang} className="flex min-w-0 flex-wrap items-baseline gap-x-1.5" data-state={state}>
              <span className="flex shrink-0 items-center gap-1.5 whitespace-nowrap">
                <span className="font-semibold text-ink">{words.langs[lang]}</span>
                <span className={`h-2 w-2 shrink-0 self-center rounded-full ${DOT[state]}`} aria-hidden="true" />
                <span className="text-ink">{words.states[state]}</span>
              </span>
              {when && <span className="text-xs text-muted">{when}</span>}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-muted">{words.schedule.eachOnItsTab}</p>
    </section>
  );
}
