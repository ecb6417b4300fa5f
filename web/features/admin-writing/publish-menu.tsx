// The open language's one call to act (review round 13): "Publish ▾", a menu of its steps on the site (publish now,
// schedule, back to draft), beside a quiet Save. Once the language is live the button says so ("● Live ▾") and is quiet
// itself: the menu then holds scheduling its take-down and taking it down (each asked in the settings, as before), and
// Update, when there is something to update, is the one button in the accent. Either way the open language's state is
// read on the button at a glance.
import type { PieceVersion } from '../../../src/contract';
import { menuItemClass, PopoverMenu } from '../../components/admin/popover-menu';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { DOT } from './pieces-list';

type Props = {
  /** The open language's name ("English"), for the button's name. */
  language: string;
  state: PieceVersion['state'];
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

export function PublishMenu({ language, state, blocked, busy, onPublishNow, onSchedule, onDraft, onScheduleDown, onTakeDown }: Props) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const schedule = t.publishing.schedule;
  const live = state === 'published';
  const item = (label: string, icon: string, act: () => void, close: () => void, disabled = false, danger = false) => (
    <button
      type="button"
      className={`${menuItemClass} ${danger ? 'text-bad' : ''}`}
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
      label={fill(live ? words.liveMenuLabel : words.publishMenu, { language })}
      title={false}
      align="end"
      buttonClassName={`${live ? 'btn-outline' : 'btn-accent'} shrink-0 gap-1.5 max-sm:w-full`}
      button={
        <>
          {live && <span className={`h-2 w-2 shrink-0 rounded-full ${DOT.published}`} aria-hidden="true" />}
          <span>{live ? words.liveMenu : words.publish}</span>
          <span className="i-lucide-chevron-down h-4 w-4 opacity-80" aria-hidden="true" />
        </>
      }
      menuClassName="w-64 rounded-xl border border-line bg-surface p-1.5 text-sm text-ink shadow-[var(--shadow-pop)]"
    >
      {(close) =>
        live ? (
          <>
            {item(schedule.scheduleDown, 'i-lucide-calendar-clock', onScheduleDown, close)}
            {item(schedule.takeDown, 'i-lucide-eye-off', onTakeDown, close, false, true)}
          </>
        ) : (
          <>
            {item(schedule.publishNow, 'i-lucide-send', onPublishNow, close, Boolean(blocked))}
            {item(schedule.schedule, 'i-lucide-calendar-clock', onSchedule, close, Boolean(blocked))}
            {(state === 'scheduled' || state === 'unpublished') && item(schedule.draft, 'i-lucide-undo-2', onDraft, close)}
            {blocked && <p className="px-3 py-2 text-xs text-muted">{blocked}</p>}
          </>
        )
      }
    </PopoverMenu>
  );
}
