// The content tab's place in the address: /admin/dashboard/content/{section} for a page (its first part),
// /admin/dashboard/content/{section}/{part} for one part of it and /admin/dashboard/content/{section}/all for the whole
// page, so a reload, a bookmark or Back keeps the owner's
// place, as the settings' sections do (docs/design.md changelog "2026-11-28: the admin"). The editor keeps its own
// state; this reads and writes the address.
import { useLocation, useRoute } from '../../lib/router';
import { SECTIONS, type Section } from '../../../src/contract';
import { PAGE_PARTS } from './parts';

export const contentPath = (section: Section, part?: string) => `/dashboard/content/${section}${part ? `/${part}` : ''}`;

/** The address's name for a whole page at once (`/dashboard/content/{section}/all`): a page opens one part at a time. */
export const WHOLE_PAGE = 'all';

const isSection = (name: string | undefined): name is Section => (SECTIONS as readonly string[]).includes(name ?? '');

type Address = {
  addressed: Section;
  /** The part the address names, when it is one of that page's parts or WHOLE_PAGE (else none: the page's first part). */
  addressedPart: string | undefined;
  goTo: (section: Section, part?: string, replace?: boolean) => void;
};

/** The page (home on /dashboard or /dashboard/content alone, or for a name that is no page) and part the address names,
 * and a way to name others. */
export function useSectionAddress(): Address {
  const [, params] = useRoute<{ section: string; part?: string }>('/dashboard/content/:section/:part?');
  const [, navigate] = useLocation();
  const addressed = isSection(params?.section) ? params.section : 'home';
  const part = params?.part;
  return {
    addressed,
    addressedPart: part === WHOLE_PAGE || PAGE_PARTS[addressed].some((p) => p.id === part) ? part : undefined,
    goTo: (section, next, replace = false) => navigate(contentPath(section, next), { replace }),
  };
}
