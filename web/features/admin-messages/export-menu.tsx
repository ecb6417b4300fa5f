// The inbox's export, saying in words what it will export (decision 0068): with the whole inbox in view, one link
// ("Export all 6 messages"); with a filter or search, a menu of the two choices (what the list shows, or all).
import { useId, useRef } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { exportUrl, type InboxFilter } from '../../lib/calls/messages';
import { fill, useLang } from '../../lib/i18n';
import { placeOnOpen } from '../../components/admin/place-popover';
import { INBOX_TOOL } from './inbox-toolbar';

type Props = {
  filter: InboxFilter;
  /** Every message, and the unread ones. */
  counts: { total: number; unread: number };
  /** How many messages the view holds, when the list knows it (every page loaded); else null. */
  shown: number | null;
  /** On a phone, in the toolbar's row: one of its quiet tools, saying "Export" (decision 0245), not the head's outlined button. */
  compact?: boolean;
};

type Plural = { one: string; other: string };

export function ExportMenu({ filter, counts, shown, compact = false }: Props) {
  const admin = useAdminT();
  const t = admin.messages;
  const inbox = admin.inbox;
  const lang = useLang();
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const plural = (text: Plural, values: Record<string, string | number>) => fill(values.count === 1 ? text.one : text.other, values);
  const all = { href: exportUrl({ q: '', show: 'all' }, lang), label: plural(t.exportAll, { count: counts.total }) };
  const linkClass = 'btn keyboard-ring min-h-11 w-full justify-start px-3 text-left hover:bg-surface-alt';
  const icon = <span className="i-lucide-file-spreadsheet h-4 w-4 shrink-0" aria-hidden="true" />;
  const button = compact ? `${INBOX_TOOL} text-muted hover:bg-surface-alt hover:text-ink` : 'btn-outline';
  // On a phone it ends the toolbar's row, so it says "Export" there; its name says all of it (as the menu's button does).
  const single = (
    <a href={all.href} download aria-label={all.label} className={button}>
      {icon}
      <span className="max-sm:hidden">{all.label}</span>
      <span className="sm:hidden">{t.exportShort}</span>
    </a>
  );
  if (!filter.q && filter.show === 'all') return single;

  // The unread count is known whatever the list holds; a search's or a state's only once every page is loaded.
  const q = filter.q;
  const show = filter.show;
  const count = show === 'unread' && !q ? counts.unread : shown;
  // A view that holds every message (all of them unread) exports what "all" does: one choice, not the same one twice.
  if (count !== null && count === counts.total) return single;
  const words =
    show === 'all'
      ? { counted: t.exportFound, every: t.exportEveryFound }
      : show === 'unread'
        ? q
          ? { counted: t.exportFoundUnread, every: t.exportEveryFoundUnread }
          : { counted: t.exportUnread, every: '' }
        : q
          ? { counted: inbox.exportFoundState[show], every: inbox.exportEveryFoundState[show] }
          : { counted: inbox.exportState[show], every: inbox.exportEveryState[show] };
  const viewLabel = count === null ? fill(words.every, { q }) : plural(words.counted, { count, q });
  const view = { href: exportUrl(filter, lang), label: viewLabel };
  return (
    <>
      <button ref={trigger} type="button" popoverTarget={id} aria-label={t.exportMenuLabel} className={button}>
        {icon}
        {/* On a phone the short word ("Export"): "Export…" beside its chevron read as cut off. */}
        <span className="max-sm:hidden">{t.exportMenu}</span>
        <span className="sm:hidden">{t.exportShort}</span>
        <span className="i-lucide-chevron-down h-4 w-4" aria-hidden="true" />
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        onToggle={placeOnOpen(trigger, menu, { align: 'start' })}
        className="fixed inset-auto m-0 max-w-[min(24rem,calc(100vw-1rem))] rounded-lg border border-line bg-surface p-1 text-sm text-ink shadow-lg"
      >
        {[view, all].map((choice) => (
          <a key={choice.label} href={choice.href} download className={linkClass} onClick={() => menu.current?.hidePopover?.()}>
            {icon}
            <span className="min-w-0 [overflow-wrap:anywhere]">{choice.label}</span>
          </a>
        ))}
      </div>
    </>
  );
}
