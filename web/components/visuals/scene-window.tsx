// The window every drawn scene (scenes.tsx, orders-visual.tsx) sits in: one SVG on a fixed 320×200 canvas that
// scales to fit its frame whole, with the tokens' colours so both themes come for free; hidden from screen readers.
// Its words are sized in em of the canvas's font size: 8 units from 640 px up, 11.5 on a phone, where the canvas is drawn
// at about its own size and 8 units would be 7 px text (the layouts leave room for the larger words; no word under
// 11 px at 390 px: round 14).
import type { ReactNode } from 'react';

export const [W, H] = [320, 200];

/** The window every scene sits in: a card with its title, an optional badge on the right, and a hairline under both. */
export function Window({
  title,
  badge,
  badgeWidth = 84,
  children,
  className = '',
}: {
  title: string;
  badge?: string;
  /** The badge's width in canvas units, wider where the words are larger (a phone's copy of a scene). */
  badgeWidth?: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${W} ${H}`} className={`scene block h-full w-full ${className}`} fontFamily="inherit">
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="12" className="fill-surface stroke-line" />
      <circle cx="16" cy="17" r="3" className="fill-accent" />
      <text x="26" y="20.5" fontSize="1.25em" fontWeight="600" className="fill-ink">
        {title}
      </text>
      {badge && (
        <>
          <rect x={W - 12 - badgeWidth} y="8" width={badgeWidth} height="17" rx="8.5" className="fill-good" fillOpacity="0.12" />
          <text x={W - 12 - badgeWidth / 2} y="19.5" fontWeight="600" textAnchor="middle" className="fill-good">
            {badge}
          </text>
        </>
      )}
      <line x1="0" x2={W} y1="33.5" y2="33.5" className="stroke-line" />
      {children}
    </svg>
  );
}
