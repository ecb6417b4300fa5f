// A row's "More actions" menu: a 44 px "…" button that opens the shared popover menu (popover-menu.tsx) of named
// actions.
import { PopoverMenu } from './popover-menu';

export type MenuAction = {
  /** What a screen reader hears ("Delete “Audits”"): it names the entry the row is about. */
  label: string;
  /** What the eye reads in the menu ("Delete"). */
  text: string;
  icon: string;
  /** A destructive action is drawn in `bad` (it still asks first, in the caller). */
  destructive?: boolean;
  disabled?: boolean;
  /** Only on a phone, where the row has no room for it as its own button (an entry's history). */
  phoneOnly?: boolean;
  onSelect: () => void;
};

/** `large`: a 44 px button on every width (the inbox's rows), not only on a phone. */
export function ActionsMenu({ label, actions, large = false }: { label: string; actions: MenuAction[]; large?: boolean }) {
  return (
    <PopoverMenu
      label={label}
      buttonClassName={`btn keyboard-ring h-11 w-11 justify-center p-0 text-muted hover:bg-surface-alt hover:text-ink ${large ? '' : 'sm:h-9 sm:w-9'}`}
      button={<span className="i-lucide-ellipsis h-5 w-5" aria-hidden="true" />}
      menuClassName="min-w-44 rounded-lg border border-line bg-surface p-1 text-ink shadow-lg"
    >
      {(close) =>
        actions.map((action) => (
          <button
            key={action.label}
            type="button"
            aria-label={action.label}
            disabled={action.disabled}
            className={`btn keyboard-ring min-h-11 w-full justify-start px-3 disabled:opacity-40 ${
              action.destructive ? 'text-bad hover:bg-bad/8' : 'text-ink hover:bg-surface-alt'
            } ${action.phoneOnly ? 'sm:hidden' : ''}`}
            onClick={() => {
              close();
              action.onSelect();
            }}
          >
            <span className={`${action.icon} h-4 w-4`} aria-hidden="true" />
            {action.text}
          </button>
        ))
      }
    </PopoverMenu>
  );
}
