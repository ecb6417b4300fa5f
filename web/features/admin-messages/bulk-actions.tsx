// Shown while messages are selected: how many, mark them read or unread, delete them (after confirming), or clear.
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

type Props = {
  count: number;
  busy: boolean;
  /** On a phone, in select mode (decision 0228), the box for every message shown: the table's head, where a wide
   *  screen has it, is not drawn there. */
  all?: { checked: boolean; onChange: (on: boolean) => void };
  onMark: (isRead: boolean) => void;
  onDelete: () => void;
  onClear: () => void;
};

export function BulkActions({ count, busy, all, onMark, onDelete, onClear }: Props) {
  const t = useAdminT().messages;
  return (
    <section
      aria-label={fill(t.selected, { count })}
      className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-line-strong bg-surface-alt p-2"
    >
      {all && (
        <label className="flex min-h-11 cursor-pointer items-center gap-2 pr-1 pl-3 text-sm font-medium">
          <input type="checkbox" checked={all.checked} onChange={(e) => all.onChange(e.target.checked)} className="h-4 w-4" />
          {t.selectAllShort}
        </label>
      )}
      <p className={`px-2 text-sm font-semibold ${all ? 'ml-auto text-muted' : ''}`} aria-live="polite">
        {fill(t.selected, { count })}
      </p>
      {/* On a phone the three actions share the next line: the two marks in words alone (with their signs Delete wrapped). */}
      {all && <span className="basis-full" aria-hidden="true" />}
      <button type="button" className="btn-outline px-3 py-1.5" disabled={busy || count === 0} onClick={() => onMark(true)}>
        <span className="i-lucide-mail-open h-4 w-4 max-sm:hidden" aria-hidden="true" />
        {t.markRead}
      </button>
      <button type="button" className="btn-outline px-3 py-1.5" disabled={busy || count === 0} onClick={() => onMark(false)}>
        <span className="i-lucide-mail h-4 w-4 max-sm:hidden" aria-hidden="true" />
        {t.markUnread}
      </button>
      <button
        type="button"
        className="btn border border-bad/40 px-3 py-1.5 text-bad hover:bg-bad/8 disabled:opacity-60"
        disabled={busy || count === 0}
        onClick={onDelete}
      >
        <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
        {t.deleteSelected}
      </button>
      {/* In select mode "Done" (the toolbar's) clears and leaves: no second way here. */}
      {!all && (
        <button type="button" className="btn px-3 py-1.5 text-muted hover:bg-surface/60 sm:ml-auto" onClick={onClear}>
          {t.clearSelection}
        </button>
      )}
    </section>
  );
}
