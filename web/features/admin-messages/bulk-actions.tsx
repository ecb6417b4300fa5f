// Shown while messages are selected: how many, mark them read or unread, delete them (after confirming), or clear.
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

type Props = { count: number; busy: boolean; onMark: (isRead: boolean) => void; onDelete: () => void; onClear: () => void };

export function BulkActions({ count, busy, onMark, onDelete, onClear }: Props) {
  const t = useAdminT().messages;
  return (
    <section
      aria-label={fill(t.selected, { count })}
      className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-line-strong bg-surface-alt p-2"
    >
      <p className="px-2 text-sm font-semibold" aria-live="polite">
        {fill(t.selected, { count })}
      </p>
      <button type="button" className="btn-outline px-3 py-1.5" disabled={busy} onClick={() => onMark(true)}>
        <span className="i-lucide-mail-open h-4 w-4" aria-hidden="true" />
        {t.markRead}
      </button>
      <button type="button" className="btn-outline px-3 py-1.5" disabled={busy} onClick={() => onMark(false)}>
        <span className="i-lucide-mail h-4 w-4" aria-hidden="true" />
        {t.markUnread}
      </button>
      <button
        type="button"
        className="btn border border-bad/40 px-3 py-1.5 text-bad hover:bg-bad/8 disabled:opacity-60"
        disabled={busy}
        onClick={onDelete}
      >
        <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
        {t.deleteSelected}
      </button>
      <button type="button" className="btn px-3 py-1.5 text-muted hover:bg-surface/60 sm:ml-auto" onClick={onClear}>
        {t.clearSelection}
      </button>
    </section>
  );
}
