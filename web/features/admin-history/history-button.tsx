// "History" beside a field, a plan or an entry: opens its saved versions.
import { useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { HistoryDialog } from './history-dialog';

/**
 * `target` names the thing as the API does (`home.hero.title`, `pricing-plans/pro`, `services/4`); `name` as the admin
 * sees it. `compact`: the icon alone, a square like a list row's other buttons (its name and tooltip still say it).
 */
export function HistoryButton({
  target,
  name,
  compact = false,
  word,
  inMenu = false,
  bare = false,
  asked = false,
  onClosed,
}: {
  target: string;
  name: string;
  compact?: boolean;
  /** Shown instead of "History", and its whole name: words that say whose history it is (where two stand on a screen). */
  word?: string;
  /** The button from a tablet up only: on a phone a row's menu opens the history (`asked`), giving the row room. */
  inMenu?: boolean;
  /** No button: the history only when `asked` (a menu elsewhere opens it). */
  bare?: boolean;
  /** Opened from elsewhere (a row's menu); `onClosed` is told when it shuts. */
  asked?: boolean;
  onClosed?: () => void;
}) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  const label = fill(t.history.openFor, { name });
  const shown = open || asked;
  return (
    <>
      {!bare && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          // With words of its own, its name is the words seen (they say whose history it is).
          aria-label={word && !compact ? undefined : label}
          title={label}
          className={`keyboard-ring inline-flex h-11 items-center rounded-lg text-sm text-muted hover:bg-surface-alt ${
            compact ? 'w-11 justify-center sm:h-9 sm:w-9' : 'gap-1 px-2 sm:h-8'
          } ${inMenu ? 'max-sm:hidden' : ''}`}
        >
          <span className="i-lucide-history h-4 w-4" aria-hidden="true" />
          {!compact && <span>{word ?? t.history.button}</span>}
        </button>
      )}
      {shown && (
        <HistoryDialog
          target={target}
          name={name}
          open={shown}
          onClose={() => {
            setOpen(false);
            onClosed?.();
          }}
        />
      )}
    </>
  );
}
