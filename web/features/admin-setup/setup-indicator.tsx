// The setup checklist as the header carries it: a small progress mark beside the account menu (four short segments, the
// done ones filled, and "2/4"), never the largest thing in the header (review round 14), that opens the checklist in a
// native popover (Escape and a click elsewhere close it). It takes no room once everything is done or hidden.
import { useRef } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { SetupChecklist } from './setup-checklist';
import { useSetupItems } from './setup-items';
import { placeOnOpen } from '../../components/admin/place-popover';

/** The checklist's popover: the overview's setup card opens the same one. */
export const SETUP_PANEL_ID = 'setup-panel';

export function SetupIndicator() {
  const t = useAdminT();
  const setup = useSetupItems();
  const id = SETUP_PANEL_ID;
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  if (setup.allHidden || setup.open.length === 0) return null;
  const counts = { done: String(setup.done), total: String(setup.total) };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={id}
        data-setup-indicator=""
        title={fill(t.setup.indicatorName, counts)}
        className="btn keyboard-ring h-11 min-w-11 justify-center gap-1.5 rounded-full px-2 text-xs font-medium text-muted hover:bg-surface-alt hover:text-ink"
      >
        {/* Still segments (from 640 px) and "Setup 3/4": nothing that turns, so it never reads as loading; the whole phrase read aloud. */}
        <span className="flex gap-0.5 max-sm:hidden" aria-hidden="true">
          {Array.from({ length: setup.total }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its position
            <span key={i} className={`h-1.5 w-2 rounded-full ${i < setup.done ? 'bg-good' : 'bg-line-strong'}`} />
          ))}
        </span>
        <span aria-hidden="true" className="whitespace-nowrap tabular-nums">
          {/* Its word on a phone too (review round 18: "●●●○ 3/4" alone was unexplained); there without the segments. */}
          {t.setup.indicatorWord} {fill(t.setup.indicatorCount, counts)}
        </span>
        <span className="sr-only">{fill(t.setup.indicatorName, counts)}</span>
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        data-setup-panel=""
        onToggle={placeOnOpen(trigger, panel, { gap: 6, fillDown: true })}
        className="fixed inset-auto m-0 max-h-[calc(100dvh-5rem)] w-[min(26rem,calc(100vw-1rem))] overflow-hidden rounded-2xl border border-line bg-surface p-0 text-ink shadow-lg"
      >
        <SetupChecklist setup={setup} onGo={() => panel.current?.hidePopover?.()} />
      </div>
    </>
  );
}

/** For the account menu: brings the checklist back after "Hide the checklist", while something is still open. */
export function ShowSetupAgain({ onShow }: { onShow?: () => void }) {
  const t = useAdminT();
  const setup = useSetupItems();
  const stillOpen = setup.items.some((item) => !item.done);
  if (!stillOpen || !(setup.allHidden || setup.open.length === 0)) return null;
  return (
    <button
      type="button"
      className="btn keyboard-ring min-h-11 w-full justify-start px-3 text-sm font-medium hover:bg-surface-alt"
      onClick={() => {
        setup.showAll();
        onShow?.();
      }}
    >
      <span className="i-lucide-list-checks h-4 w-4" aria-hidden="true" />
      {t.setup.showAll}
    </button>
  );
}
