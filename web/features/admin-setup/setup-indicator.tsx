// The setup checklist as the header carries it: a pill with a list icon and "Setup 2 of 4" that opens the checklist in a native
// popover (Escape and a click elsewhere close it). It takes no room once everything is done or hidden.
import { useId, useRef } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { SetupChecklist } from './setup-checklist';
import { useSetupItems } from './setup-items';
import { placeOnOpen } from '../../components/admin/place-popover';

export function SetupIndicator() {
  const t = useAdminT();
  const setup = useSetupItems();
  const id = useId();
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
        className="btn keyboard-ring h-11 gap-1.5 rounded-full border border-line bg-surface-alt px-2.5 text-sm font-medium text-ink hover:border-line-strong md:px-3"
      >
        {/* A still list icon and the count in words: nothing that turns, so it never reads as loading. */}
        <span className="i-lucide-list-checks h-4 w-4 shrink-0 text-ink" aria-hidden="true" />
        {/* The whole phrase for the eye on a wide screen, "Setup 2/4" on a phone (a bare "2/4" said nothing); always the whole phrase read aloud. */}
        <span aria-hidden="true" className="whitespace-nowrap">
          <span className="hidden md:inline">{fill(t.setup.indicator, counts)}</span>
          <span className="md:hidden tabular-nums">{fill(t.setup.indicatorShort, counts)}</span>
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
