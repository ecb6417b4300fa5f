// "History", a piece's one way to its saved versions (decision 0139): a menu of what has a history of its own, each
// language's text and what both share (the address, cover and author; a story's own fields), where before a History
// button stood beside the tabs, another heading the text and a third in the details card.
import { useRef, useState } from 'react';
import { menuItemClass, PopoverMenu } from '../../components/admin/popover-menu';
import { useAdminT } from '../../lib/admin-i18n';

export type HistoryEntry = {
  key: string;
  /** What the menu says ("History of the English text"). */
  label: string;
  /** The history itself, given `asked` and told when it shuts (a bare slot: no button of its own). */
  render: (asked: boolean, onClosed: () => void) => React.ReactNode;
};

/** `compact`: the icon alone (a phone's tabs row), its name still said. */
export function HistoryMenu({ entries, compact = false }: { entries: HistoryEntry[]; compact?: boolean }) {
  const words = useAdminT().publishing.editor;
  const trigger = useRef<HTMLButtonElement>(null);
  const [asked, setAsked] = useState<string | null>(null);
  if (entries.length === 0) return null;
  return (
    <>
      <PopoverMenu
        label={words.historyMenuLabel}
        triggerRef={trigger}
        buttonClassName={`btn-ghost shrink-0 gap-1.5 ${compact ? 'h-11 w-11 px-0' : 'px-3 text-ink max-lg:h-11 max-lg:w-11 max-lg:px-0 max-lg:text-muted'}`}
        button={
          <>
            <span className="i-lucide-history h-4 w-4" aria-hidden="true" />
            {!compact && <span className="max-lg:hidden">{words.historyMenu}</span>}
          </>
        }
        menuClassName="min-w-64 rounded-xl border border-line bg-surface p-1.5 text-sm text-ink shadow-[var(--shadow-pop)]"
      >
        {(close) =>
          entries.map((entry) => (
            <button
              key={entry.key}
              type="button"
              className={menuItemClass}
              onClick={() => {
                close();
                setAsked(entry.key);
              }}
            >
              <span className="i-lucide-history h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
              {entry.label}
            </button>
          ))
        }
      </PopoverMenu>
      {entries.map((entry) => (
        <span key={entry.key} className="contents">
          {entry.render(asked === entry.key, () => {
            setAsked(null);
            trigger.current?.focus();
          })}
        </span>
      ))}
    </>
  );
}
