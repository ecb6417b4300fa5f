// The setup checklist as the header carries it: a small ring and "Setup 2 of 4" that opens the checklist in a native
// popover (Escape and a click elsewhere close it). It takes no room once everything is done or hidden.
import { useId, useRef } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { SetupChecklist } from './setup-checklist';
import { useSetupItems } from './setup-items';

const R = 7;
const CIRCUMFERENCE = 2 * Math.PI * R;

export function SetupIndicator() {
  const t = useAdminT();
  const setup = useSetupItems();
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  if (setup.allHidden || setup.open.length === 0) return null;
  const counts = { done: String(setup.done), total: String(setup.total) };
  // The popover is fixed in the top layer: under its button, its right edge on the button's unless that pushes it off
  // the screen's left (a phone).
  const place = (event: { newState?: string }) => {
    const box = trigger.current?.getBoundingClientRect();
    if (event.newState !== 'open' || !box || !panel.current) return;
    panel.current.style.top = `${box.bottom + 6}px`;
    const room = window.innerWidth - panel.current.offsetWidth - 8; // a phone: the panel as wide as the screen allows
    panel.current.style.right = `${Math.max(8, Math.min(window.innerWidth - box.right, room))}px`;
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={id}
        data-setup-indicator=""
        className="btn keyboard-ring h-11 gap-2 rounded-full px-2.5 text-sm font-medium text-ink hover:bg-surface-alt"
      >
        <svg viewBox="0 0 18 18" className="h-5 w-5 shrink-0 -rotate-90" aria-hidden="true">
          <circle cx="9" cy="9" r={R} fill="none" strokeWidth="2.5" className="stroke-line-strong" />
          <circle
            cx="9"
            cy="9"
            r={R}
            fill="none"
            strokeWidth="2.5"
            strokeLinecap="round"
            className="stroke-accent"
            strokeDasharray={`${(CIRCUMFERENCE * setup.done) / Math.max(1, setup.total)} ${CIRCUMFERENCE}`}
          />
        </svg>
        {/* The whole phrase for the eye on a wide screen, "2/4" on a phone; always the whole phrase read aloud. */}
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
        onToggle={(event) => place(event.nativeEvent as unknown as { newState?: string })}
        className="fixed inset-auto m-0 max-h-[min(36rem,calc(100dvh-5rem))] w-[min(26rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl border border-line bg-surface p-4 text-ink shadow-lg"
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
