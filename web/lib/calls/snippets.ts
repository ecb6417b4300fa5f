// A page's search snippet as the admin edits it (the same query, and key, as server rendering's read) and saving it.
import type { PageSnippet, Section, SnippetUpdate } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';
import { publicQueries } from '../public-queries';

export const snippetQuery = publicQueries.snippet;

/** How history names a page's snippet. */
export const snippetTarget = (section: Section) => `page-snippets/${section}`;

/** The snippet editor's name among the screen's unsaved editors (lib/unsaved), which the content tab's list reads too. */
export const snippetUnsavedKey = (section: Section) => `snippet:${section}`;

export const saveSnippet = (section: Section, body: SnippetUpdate) =>
  api<PageSnippet>(pathTo(API_PATHS.snippets.one, { section }), { method: 'PUT', body });
