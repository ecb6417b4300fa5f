// One entry of a list: its icon or picture, its title in the admin's language, and edit, delete, move up and move down.
import type { ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import type { Entry } from './drafts';

export type Direction = 'up' | 'down';

type Props = {
  entry: Entry;
  title: string;
  position: number;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: Direction) => void;
  /** Drawn before the buttons (the entry's history). */
  extra?: ReactNode;
};

/** Where ListEditor finds a move button again after the list has been redrawn in its new order. */
export const moveButtonId = (id: number, direction: Direction) => `${id}:${direction}`;

function MoveButton({
  label,
  icon,
  disabled,
  moveId,
  onClick,
}: {
  label: string;
  icon: string;
  disabled: boolean;
  moveId: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      data-move={moveId}
      className="keyboard-ring grid h-11 w-11 place-items-center rounded-lg sm:h-9 sm:w-9 text-muted hover:bg-surface-alt disabled:cursor-not-allowed disabled:opacity-40"
    >
      <span className={`${icon} h-4 w-4`} aria-hidden="true" />
    </button>
  );
}

function Thumbnail({ entry }: { entry: Entry }): ReactNode {
  if ('icon' in entry) return <span className={`${entry.icon} h-6 w-6 shrink-0 text-accent-text`} aria-hidden="true" />;
  if (!('imagePath' in entry) || !entry.imagePath) return null;
  // The title beside it says what the entry is: the picture is decoration here.
  return (
    <img
      src={entry.imagePath}
      alt=""
      width={entry.imageWidth ?? undefined}
      height={entry.imageHeight ?? undefined}
      className="h-10 w-16 shrink-0 rounded object-cover"
    />
  );
}

export function EntryRow({ entry, title, position, first, last, onEdit, onDelete, onMove, extra }: Props) {
  const t = useAdminT();
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span className="w-6 shrink-0 text-sm font-semibold text-muted tabular-nums" aria-hidden="true">
        {position}.
      </span>
      <Thumbnail entry={entry} />
      {/* At least 10rem for the title: on a phone the buttons move to a line of their own rather than squeeze it. */}
      <span className="min-w-[10rem] flex-1 font-medium break-words">{title}</span>
      <div className="ml-auto flex items-center gap-1">
        {extra}
        <MoveButton
          label={fill(t.lists.moveUp, { title })}
          icon="i-lucide-arrow-up"
          disabled={first}
          moveId={moveButtonId(entry.id, 'up')}
          onClick={() => onMove('up')}
        />
        <MoveButton
          label={fill(t.lists.moveDown, { title })}
          icon="i-lucide-arrow-down"
          disabled={last}
          moveId={moveButtonId(entry.id, 'down')}
          onClick={() => onMove('down')}
        />
        <button type="button" onClick={onEdit} aria-label={fill(t.lists.editEntry, { title })} className="btn-outline ml-1 px-3 py-1.5">
          <span className="i-lucide-pencil h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t.lists.edit}</span>
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={fill(t.lists.deleteEntry, { title })}
          className="btn border border-bad/40 px-3 py-1.5 text-bad hover:bg-bad/8"
        >
          <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t.lists.delete}</span>
        </button>
      </div>
    </li>
  );
}
