// The content tab's page in the address (/admin/dashboard/content/{section}), so a reload, a bookmark or Back keeps the
// owner's place, as the settings' sections do (0066). The editor keeps its own state; this reads and writes the address.
import { useLocation, useRoute } from 'wouter';
import { SECTIONS, type Section } from '../../../src/contract';

export const contentPath = (section: Section) => `/dashboard/content/${section}`;

const isSection = (name: string | undefined): name is Section => (SECTIONS as readonly string[]).includes(name ?? '');

/** The page the address names (home on /dashboard or /dashboard/content alone, or for a name that is no page), and a way
 * to name another. */
export function useSectionAddress(): { addressed: Section; goTo: (section: Section, replace?: boolean) => void } {
  const [, params] = useRoute<{ section: string }>('/dashboard/content/:section');
  const [, navigate] = useLocation();
  return {
    addressed: isSection(params?.section) ? params.section : 'home',
    goTo: (section, replace = false) => navigate(contentPath(section), { replace }),
  };
}
