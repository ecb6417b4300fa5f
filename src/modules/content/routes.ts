// /api/content: read a section's tree (public); write one key's values (admin).
import { Elysia } from 'elysia';
import { ContentUpdate, PUBLIC_READS, SECTIONS, SectionParam, type ContentLeaf, type ContentTree } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../auth/guard';
import { validate, validateParams } from '../../http/errors';
import { contentTree, contentValue, updateContent } from './service';
import { audited } from '../audit/auditor';

const pathOf = PUBLIC_READS.content;

export function contentRoutes(deps: Deps) {
  for (const section of SECTIONS) deps.cache.publish(pathOf(section), (): ContentTree => contentTree(deps.db, section));
  return new Elysia({ prefix: '/api/content' })
    .use(adminGuard(deps))
    .get('/:section', ({ params, request }) => {
      const { section } = validateParams(SectionParam, params, 'Unknown section');
      return deps.cache.respond(pathOf(section), request);
    })
    .post(
      '/',
      ({ body, request, server }): { section: string; key: string } & ContentLeaf => {
        const input = validate(ContentUpdate, body);
        const stored = audited(deps, { request, server }, (tx, audit) => {
          const before = contentValue(tx, input.section, input.key);
          const after = updateContent(tx, input, deps.now());
          const change = (from = '', to: string) => (from === to ? undefined : { from, to });
          audit('content_update', `${input.section}.${input.key}`, { en: change(before?.enValue, after.en), zh: change(before?.zhValue, after.zh) });
          return after;
        });
        deps.cache.clear(); // visitors see the new text on their next request
        return { section: input.section, key: input.key, ...stored };
      },
      { admin: true },
    );
}
