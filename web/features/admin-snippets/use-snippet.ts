// What the search-snippet editor reads and writes: the page's snippet, its hero texts and both languages' page names
// (for the automatic texts), the uploaded images, the site's public address, and the save.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Section, SnippetUpdate } from '../../../src/contract';
import { contentQuery } from '../../lib/calls/content';
import { mediaQuery } from '../../lib/calls/media';
import { setupQuery } from '../../lib/calls/setup';
import { historyQuery } from '../../lib/calls/revisions';
import { saveSnippet, snippetQuery, snippetTarget } from '../../lib/calls/snippets';
import { loadDictionary, type Lang } from '../../lib/i18n';

export const useSnippet = (section: Section) => useQuery(snippetQuery(section));
export const useSectionContent = (section: Section) => useQuery(contentQuery(section));
export const useSiteDictionary = (lang: Lang) => useQuery({ queryKey: ['site-dictionary', lang], queryFn: () => loadDictionary(lang) });
export const useImages = () => useQuery(mediaQuery());
/** The site's address as visitors see it: the server's public address when it is told one, else this window's. */
export const useSiteOrigin = () => useQuery(setupQuery()).data?.publicUrl?.replace(/\/+$/, '') ?? window.location.origin;

export function useSaveSnippet(section: Section) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SnippetUpdate) => saveSnippet(section, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(snippetQuery(section).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: historyQuery(snippetTarget(section)).queryKey });
    },
  });
}
