// /api/page-snippets/{section}: a public page's search snippet, read by anyone (and by server rendering), replaced by
// the admin; each change kept in history and restorable.
import { Elysia } from 'elysia';
import type { Tx } from '../../../db/client';
import { API_PATHS, PUBLIC_READS, SECTIONS, SectionParam, SnippetUpdate, type PageSnippet, type Section } from '../../contract';
import type { Deps } from '../../deps';
import { invalidField, validate, validateParams } from '../../http/errors';
import { audited, type TxAudit } from '../audit/auditor';
import { adminGuard } from '../sign-in';
import { findImage } from '../media/service';
import { getSnippet, saveSnippet, snippetChanges } from './service';

const pathOf = PUBLIC_READS.snippet;
/** How the activity log and history name a page's snippet: its path under /api, `page-snippets/home`. */
const KIND = pathOf('home').slice('/api/'.length, -'/home'.length);

/** Checks and stores a snippet, recording the change in the activity log and its history. */
function save(deps: Deps, tx: Tx, audit: TxAudit, section: Section, value: unknown, restoredFrom?: number): PageSnippet {
  const input = validate(SnippetUpdate, value);
  if (input.imagePath !== null && !findImage(tx, input.imagePath)) throw invalidField('imagePath', 'No such image');
  const before = getSnippet(tx, section);
  const after = saveSnippet(tx, section, input, deps.now());
  audit('snippet_update', `${KIND}/${section}`, { changes: snippetChanges(before, after) }, { before, after, restoredFrom });
  return after;
}

export function pageSnippetsRoutes(deps: Deps) {
  for (const section of SECTIONS) deps.cache.publish(pathOf(section), (): PageSnippet => getSnippet(deps.db, section));
  deps.restorers.register(KIND, (tx, audit, target, value, restoredFrom) => {
    const { section } = validateParams(SectionParam, { section: target.slice(KIND.length + 1) }, 'Unknown section');
    save(deps, tx, audit, section, value, restoredFrom);
  });
  return new Elysia()
    .use(adminGuard(deps))
    .get(API_PATHS.snippets.one, ({ params, request }) =>
      deps.cache.respond(pathOf(validateParams(SectionParam, params, 'Unknown section').section), request),
    )
    .put(
      API_PATHS.snippets.one,
      ({ params, body, request, server }): PageSnippet => {
        const { section } = validateParams(SectionParam, params, 'Unknown section');
        const saved = audited(deps, { request, server }, (tx, audit) => save(deps, tx, audit, section, body));
        deps.cache.clear([pathOf(section)]); // the page's head shows it on the next request
        return saved;
      },
      { admin: true },
    );
}
