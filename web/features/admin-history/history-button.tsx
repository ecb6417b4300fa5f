// "History" beside a field, a plan or an entry: opens its saved versions.
import { useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { HistoryDialog } from './history-dialog';

/**
 * `target` names the thing as the API does (`home.hero.title`, `pricing-plans/pro`, `services/4`); `name` as the admin sees it.
 * `compact`: the icon alone (named by its label and title), where one sits beside every field of a long form.
 */
export function HistoryButton({ target, name, compact = false }: { target: string; name: string; compact?: boolean }) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={fill(t.history.openFor, { name })}
        title={fill(t.history.openFor, { name })}
        className={`keyboard-ring inline-flex h-11 items-center gap-1 rounded-lg text-sm text-muted hover:bg-surface-alt hover:text-ink ${
          compact ? 'w-11 justify-center sm:h-8 sm:w-8' : 'px-2 sm:h-8'
        }`}
      >
        <span className="i-lucide-history h-4 w-4" aria-hidden="true" />
        {!compact && <span>{t.history.button}</span>}
      </button>
      {open && <HistoryDialog target={target} name={name} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
