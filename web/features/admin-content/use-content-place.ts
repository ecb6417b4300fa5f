// Where the owner is in the content tab: the page (section), the part shown alone (or the whole page), and the part
// being edited (chosen, or holding the focus; the preview follows it). Kept in step with the address, both ways: a
// choice writes it, Back and Forward read it. Leaving a page asks first about unsaved edits.
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Section } from '../../../src/contract';
import { confirmLeave } from '../../lib/unsaved';
import { PAGE_PARTS, partAnchor } from './parts';
import { useSectionAddress, WHOLE_PAGE } from './section-address';

/** The part a place shows alone: the one named, none for the whole page, else the page's first (one part at a time). */
const partShown = (section: Section, place: string | undefined) =>
  place === WHOLE_PAGE ? undefined : (place ?? PAGE_PARTS[section][0]?.id);

type Options = {
  /** The unsaved-edits question, in the admin's language. */
  question: string;
  /** Called when the owner agreed to leave the page: its edits are dropped. */
  onLeavePage: () => void;
};

export function useContentPlace({ question, onLeavePage }: Options) {
  const { addressed, addressedPart, goTo } = useSectionAddress();
  const [section, setSection] = useState<Section>(addressed);
  /** The place as the address names it: a part, WHOLE_PAGE, or none (the page's first part). */
  const [place, setPlace] = useState<string | undefined>(addressedPart);
  /** One part shown alone, or the whole page when undefined. */
  const shown = partShown(section, place);
  const [active, setActive] = useState<string | undefined>(partShown(addressed, addressedPart));
  // A part just chosen takes the focus once it is drawn (null: the whole page, from its top).
  const pendingFocus = useRef<string | null | undefined>(undefined);

  // The page's texts may still be on their way: the part is looked for on each frame for a while.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another part or page was chosen
  useEffect(() => {
    const part = pendingFocus.current;
    if (part === undefined) return;
    pendingFocus.current = undefined;
    window.scrollTo({ top: 0 });
    if (part === null) return;
    let frames = 120;
    let frame = 0;
    const attempt = () => {
      const block = document.getElementById(partAnchor(section, part));
      if (block && !block.hidden) block.focus({ preventScroll: true });
      else if (frames-- > 0) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [section, place]);

  /** `part`: a part, WHOLE_PAGE or none (the page's first part, from the top, as the whole page was). */
  const show = (part: string | undefined, of: Section = section) => {
    setPlace(part);
    setActive(partShown(of, part));
    pendingFocus.current = part === undefined || part === WHOLE_PAGE ? null : part;
  };

  /** Opens another page, after the question about unsaved edits; false when the owner stays. */
  const open = (next: Section, part?: string) => {
    // Another page also closes this one's list and search-snippet editors: the question covers every edit here.
    if (!confirmLeave(question)) return false;
    onLeavePage();
    setSection(next);
    show(part, next);
    return true;
  };

  /** Goes to a page (whole) or one of its parts, and says so in the address. */
  const choose = (next: Section, part?: string) => {
    if (next !== section) {
      // The whole page, once chosen, stays the way pages open until a part is chosen.
      const at = part ?? (place === WHOLE_PAGE ? WHOLE_PAGE : undefined);
      if (open(next, at)) goTo(next, at);
      return;
    }
    show(part);
    if (part !== place) goTo(next, part);
  };

  // Back or Forward to another page asks the same question (staying puts the address back); to another part of this
  // page it just shows that part, the edits kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of address is an answer to give
  useEffect(() => {
    if (addressed !== section) {
      if (!open(addressed, addressedPart)) goTo(section, place, true);
    } else if (addressedPart !== place) show(addressedPart);
  }, [addressed, addressedPart]);

  /** Focus moving into a part makes it the one being edited. */
  const follow = (event: FocusEvent<HTMLElement>) => {
    const part = (event.target as HTMLElement).closest<HTMLElement>('[data-edit-part]')?.dataset.editPart;
    if (part && part !== active) setActive(part);
  };

  return { section, shown, active, choose, follow };
}
