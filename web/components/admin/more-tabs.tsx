// On a phone the dashboard's last tabs behind a fifth, "More": four tabs and it fit five even columns, each a sign over
// its whole name (six were too narrow for a Chinese name at a legible size). It opens a small sheet of the other tabs;
// while one of them is the current tab, the fifth keeps its one name, "More", and carries the current tab's line on its
// edge (review round 16: a label that changed read as a different tab).
import { useId, useLayoutEffect, useRef, useState } from 'react';
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
};

export function MoreTabs({ tabs, current, more, onFollow, look }: Props) {
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
        className={`${look(here !== undefined)} sm:hidden`}
        data-more-tabs
        data-more-current={here ? here.name : undefined}
      >
        <span className="i-lucide-ellipsis h-5 w-5" aria-hidden="true" />
        <span data-tab-name>{more}</span>
      </button>
      <div
        ref={sheet}
        id={id}
        popover="auto"
        onToggle={(event) => setOpen((event.nativeEvent as unknown as { newState?: string }).newState === 'open')}
        className="fixed inset-auto m-0 min-w-48 rounded-lg border border-line bg-surface p-1 text-ink shadow-lg"
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
      </div>
    </>
  );
}
