// The open language's one call to act (review round 13), and the one place its state is said in words (review round 15:
// the tab keeps a small dot, nothing else repeats it): "Publish ▾" on a draft, a menu of its steps on the site (publish
// now, schedule, back to draft), beside a quiet Save; "◷ Scheduled ▾" once it is to go up, its day heading the menu;
// "● Live ▾" once it is up, quiet itself, its day heading the menu, which then holds scheduling its take-down and taking
// it down (each asked in the settings, as before), and Update, when there is something to update, is the one button in
// the accent. Without a title it cannot go up: the button is drawn disabled (the disabled primary's grey fill and faint
// words) and its menu says why.
import type { PieceVersion } from '../../../src/contract';
import { menuItemClass, PopoverMenu } from '../../components/admin/popover-menu';
import { useAdminT } from '../../lib/admin-i18n';
import { longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { DOT } from './pieces-list';

type Props = {
  /** The open language's name ("English"), for the button's name. */
  language: string;
  /** The open language's version as stored (null: a new piece). */
  version: PieceVersion | null;
  /** Why it cannot go up yet (no title), in words; null when it can. */
  blocked: string | null;
  busy: boolean;
  onPublishNow: () => void;
  /** Opens the schedule (when it goes up) in the language's card. */
  onSchedule: () => void;
  onDraft: () => void;
  /** Live: opens the take-down's schedule, or its question. */
  onScheduleDown: () => void;
  onTakeDown: () => void;
};

export function PublishMenu({ language, version, blocked, busy, onPublishNow, onSchedule, onDraft, onScheduleDown, onTakeDown }: Props) {
  const t = useAdminT();
  const ui = useLang();
  const words = t.publishing.editor;
  const schedule = t.publishing.schedule;
  const state = version?.state ?? 'draft';
  const live = state === 'published';
  const scheduled = state === 'scheduled';
  // Where it stands, in a line heading the menu: up since when (and until when), or when it goes up.
  const when = [
    live && version?.publishedAt ? fill(t.publishing.state.since, { when: longDate(version.publishedAt, ui) }) : null,
    scheduled && version?.publishAt ? fill(t.publishing.state.scheduled, { when: longDate(version.publishAt, ui) }) : null,
    version?.unpublishAt && (live || scheduled) ? fill(t.publishing.state.until, { when: longDate(version.unpublishAt, ui) }) : null,
  ].filter(Boolean);
  const disabledLook = Boolean(blocked) && !live && !scheduled;
  const item = (label: string, icon: string, act: () => void, close: () => void, disabled = false, danger = false) => (
    <button
      type="button"
      className={`${menuItemClass} disabled:text-faint disabled:hover:bg-transparent ${danger ? 'text-bad' : ''}`}
      disabled={busy || disabled}
      onClick={() => {
        close();
        act();
      }}
    >
      <span className={`${icon} h-4 w-4 shrink-0 ${danger ? '' : 'text-muted'}`} aria-hidden="true" />
      {label}
    </button>
  );
  return (
    <PopoverMenu
      label={fill(live ? words.liveMenuLabel : scheduled ? words.scheduledMenuLabel : words.publishMenu, { language })}
      title={false}
      align="end"
      buttonClassName={`${
        live || scheduled ? 'btn-outline' : disabledLook ? 'btn border border-transparent bg-line text-faint shadow-none' : 'btn-accent'
      } shrink-0 gap-1.5 max-sm:w-full`}
      button={
        <span className="inline-flex items-center gap-1.5" data-state={state}>
          {(live || scheduled) && <span className={`h-2 w-2 shrink-0 rounded-full ${DOT[state]}`} aria-hidden="true" />}
          <span>{live ? words.liveMenu : scheduled ? words.scheduledMenu : words.publish}</span>
          <span className="i-lucide-chevron-down h-4 w-4 opacity-80" aria-hidden="true" />
        </span>
      }
      menuClassName="w-72 rounded-xl border border-line bg-surface p-1.5 text-sm text-ink shadow-[var(--shadow-pop)]"
    >
      {(close) => (
        <>
          {when.length > 0 && (
            <p className="border-b border-line px-3 pt-1.5 pb-2.5 text-xs text-muted" data-state-when>
              {when.join(' · ')}
            </p>
          )}
          {live ? (
            <>
              {item(schedule.scheduleDown, 'i-lucide-calendar-clock', onScheduleDown, close)}
              {item(schedule.takeDown, 'i-lucide-eye-off', onTakeDown, close, false, true)}
            </>
          ) : (
            <>
              {item(schedule.publishNow, 'i-lucide-send', onPublishNow, close, Boolean(blocked))}
              {item(schedule.schedule, 'i-lucide-calendar-clock', onSchedule, close, Boolean(blocked))}
              {(scheduled || state === 'unpublished') && item(schedule.draft, 'i-lucide-undo-2', onDraft, close)}
              {blocked && <p className="px-3 py-2 text-xs text-muted">{blocked}</p>}
            </>
          )}
        </>
      )}
    </PopoverMenu>
  );
}
