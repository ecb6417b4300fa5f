// What the search-snippet editor reads and writes: the page's snippet, its hero texts and both languages' page names
// (for the automatic texts), the uploaded images, and the save.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageSnippet, Section, SnippetUpdate, UploadedImage } from '../../../src/contract';
import { api } from '../../lib/api';
import { loadDictionary, type Lang } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';

export const useSnippet = (section: Section) => useQuery(publicQueries.snippet(section));
export const useSectionContent = (section: Section) => useQuery(publicQueries.content(section));
export const useSiteDictionary = (lang: Lang) => useQuery({ queryKey: ['site-dictionary', lang], queryFn: () => loadDictionary(lang) });
export const useImages = () => useQuery({ queryKey: ['media'], queryFn: () => api<UploadedImage[]>('/api/media') });

export function useSaveSnippet(section: Section) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SnippetUpdate) => api<PageSnippet>(`/api/page-snippets/${section}`, { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(publicQueries.snippet(section).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['revisions', `page-snippets/${section}`] });
    },
  });
}
