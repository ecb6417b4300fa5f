// The admin's calls for the journal's tags and their names in each language (decision 0100).
import { queryOptions } from '@tanstack/react-query';
import type { TagEntry, TagNamesWrite } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';

export const tagsQuery = () => queryOptions({ queryKey: ['tags'], queryFn: () => api<TagEntry[]>(API_PATHS.tags.list) });

export const nameTag = (slug: string, body: TagNamesWrite) => api<TagEntry>(pathTo(API_PATHS.tags.one, { slug }), { method: 'PUT', body });
