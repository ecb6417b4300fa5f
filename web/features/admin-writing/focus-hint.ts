// A settings field's hint, seen while its field has the focus or is wrong (decision 0225; review round 25: the sidebar's
// hints, always on, read as noise), at every width: a phone and a desktop are told the same (decision 0148). Out of
// sight it is `sr-only`, so the field's aria-describedby still reads it.
import { type FocusEvent, useState } from 'react';

/** A press under way (pointerdown until pointerup or pointercancel). */
let pressing = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressing = true), true);
  for (const end of ['pointerup', 'pointercancel'] as const) document.addEventListener(end, () => (pressing = false), true);
}

/**
 * `group` goes on the element that holds the field (and its hint); `shown` says whether the hint is in sight, `hint` is
 * its class. When a press elsewhere takes the focus, the hint stays until the press is over and its click has landed: a
 * hint that took its room away at once moved the button under it between the press and its release, and the click was
 * lost (decision 0131).
 */
export function useFocusHint(invalid = false) {
  const [focused, setFocused] = useState(false);
  const group = {
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const holder = event.currentTarget;
      if (holder.contains(event.relatedTarget as Node | null)) return;
      if (!pressing) return setFocused(false);
      // After the release and the click it makes (both in the same turn of the event loop), unless that click brought
      // the focus back (a press on the field's own label).
      document.addEventListener('pointerup', () => setTimeout(() => setFocused(holder.contains(document.activeElement))), {
        once: true,
        capture: true,
      });
    },
  };
  const shown = focused || invalid;
  return { group, shown, hint: shown ? 'field-hint' : 'sr-only' };
}
