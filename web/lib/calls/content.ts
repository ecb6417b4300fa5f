// A section's texts as the admin edits them (the same query, and key, as the public pages' read) and saving one field.
import type { ContentLeaf, ContentUpdate } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { api } from '../api';
import { publicQueries } from '../public-queries';

export const contentQuery = publicQueries.content;

/** One field's values in both languages. */
export const saveContent = (body: ContentUpdate) =>
  api<Pick<ContentUpdate, 'section' | 'key'> & ContentLeaf>(API_PATHS.content.write, { method: 'POST', body });
