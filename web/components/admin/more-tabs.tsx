// On a phone the dashboard's other tabs behind a fifth, "More": four tabs and it fit five even columns, each a sign over
// its whole name (six were too narrow for a Chinese name at a legible size). It opens a small sheet of the other tabs and,
// under them, the account's rows (View site, language, theme: the phone's one navigation, review round 19; Sign out is in
// the header). It looks like a menu's button (decision 0199): its name "More" with a chevron that turns as the sheet
// opens. To a screen reader it is what it is, a button that shows and hides the sheet of links (`aria-expanded`,
// `aria-controls`): no `aria-haspopup`, which promised a menu's roles and arrow keys the sheet has not (decision 0216).
// While one of its tabs is the current tab it keeps its one name, "More" (review round 16: a label that changed read as a
// different tab), carries the current tab's line on its edge and shows that tab's sign in place of the ellipsis; the
// tab's name is its description.
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { placeUnder } from './place-popover';

export type MoreTab = { name: string; href: string; label: string; sign: string };

type Props = {
  tabs: MoreTab[];
  current: string;
  /** "More" in the admin's language. */
  more: string;
  /** A tab's way out (unsaved changes ask first). */
  onFollow: (event: { preventDefault: () => void }) => void;
  /** The tab's look: the strip's own classes, current or not. */
  look: (current: boolean) => string;
  /** Under the tabs: the account's rows, given a way to close the sheet. */
  account?: (close: () => void) => ReactNode;
};

export function MoreTabs({ tabs, current, more, onFollow, look, account }: Props) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const here = tabs.find((tab) => tab.name === current);
  // Its links exist only while it is open: closed, the strip's own (hidden on a phone) are the tabs' one copy.
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (open && trigger.current && sheet.current) placeUnder(trigger.current, sheet.current);
  }, [open]);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={id}
        aria-expanded={open}
        aria-controls={id}
        aria-describedby={here ? `${id}-here` : undefined}
        className={`${look(here !== undefined)} sm:hidden`}
        data-more-tabs
        data-more-current={here ? here.name : undefined}
      >
        <span className={`${here ? here.sign : 'i-lucide-ellipsis'} h-5 w-5`} aria-hidden="true" />
        <span data-tab-name className="inline-flex max-w-full items-center gap-0.5">
          {more}
          <span
            className={`i-lucide-chevron-up h-3 w-3 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </span>
      </button>
      {here && (
        <span id={`${id}-here`} className="sr-only">
          {here.label}
        </span>
      )}
      <div
        ref={sheet}
        id={id}
        popover="auto"
        onToggle={(event) => setOpen((event.nativeEvent as unknown as { newState?: string }).newState === 'open')}
        className="fixed inset-auto m-0 max-h-[calc(100dvh-5rem)] w-64 overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface p-1 text-ink shadow-lg"
        data-more-sheet=""
      >
        {open &&
          tabs.map((tab) => (
            <Link
              key={tab.name}
              href={tab.href}
              aria-current={tab.name === current ? 'page' : undefined}
              onClick={(event) => {
                onFollow(event);
                sheet.current?.hidePopover?.();
              }}
              className={`btn keyboard-ring min-h-11 w-full justify-start px-3 hover:bg-surface-alt ${tab.name === current ? 'nav-here' : 'text-ink'}`}
            >
              <span className={`${tab.sign} h-4 w-4`} aria-hidden="true" />
              {tab.label}
            </Link>
          ))}
        {open && account && <div className="mt-1 border-t border-line pt-1">{account(() => sheet.current?.hidePopover?.())}</div>}
      </div>
    </>
  );
}
