// Which section of the settings page shown is being read (decision 0246): the side list lights that one, not only the
// page's first. A small scroll reading, no library: the last section whose top has passed a third of the window; at the
// page's foot, the last whose heading is in view (a short last section never reaches the top); a link followed on the
// page says its section at once (a page too short to scroll moves nothing).
import { useCallback, useEffect, useState } from 'react';
import { isSettingsSection, pageOf, SETTINGS_PAGES, type SettingsPage, type SettingsSection } from './sections';

/** The section the address's anchor names on `page`, else the page's own. */
const named = (page: SettingsPage): SettingsSection => {
  const anchor = typeof location === 'undefined' ? '' : location.hash.slice(1);
  return isSettingsSection(anchor) && pageOf(anchor) === page ? anchor : page;
};

/** The section being read, from where the page's sections stand in the window. */
export function readSection(page: SettingsPage): SettingsSection | null {
  const sections = SETTINGS_PAGES[page] as readonly SettingsSection[];
  const tops = sections.map((section) => document.getElementById(`settings-${section}`)?.getBoundingClientRect().top);
  if (tops.some((top) => top === undefined)) return null;
  const root = document.documentElement;
  const atFoot = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 4;
  let found: SettingsSection = sections[0]!;
  sections.forEach((section, i) => {
    const top = tops[i]!;
    if (top <= window.innerHeight / 3 || (atFoot && top < window.innerHeight - 96)) found = section;
  });
  return found;
}

/** `moving`: the address the panel is moving to (an old section's address becomes its page's at the anchor), so the
 *  anchor is read again once it is in the address. */
export function useSectionInView(page: SettingsPage, moving?: string): [SettingsSection, (section: SettingsSection) => void] {
  const [shown, setShown] = useState<SettingsSection>(() => named(page));
  // biome-ignore lint/correctness/useExhaustiveDependencies: moving changes when the address (its anchor) does
  useEffect(() => {
    setShown(named(page));
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const section = readSection(page);
        if (section) setShown(section);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [page, moving]);
  // Until the page's own reading has run, a section of the page before is not this page's.
  const active = pageOf(shown) === page ? shown : named(page);
  return [active, useCallback((section: SettingsSection) => setShown(section), [])];
}
