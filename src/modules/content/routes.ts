// /api/content: read a section's tree (public); write one key's values (admin).
import { Elysia } from 'elysia';
import { ContentUpdate, SectionParam, type ContentLeaf, type ContentTree } from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../../http/auth';
import { validate, validateParams } from '../../http/errors';
import { contentTree, updateContent } from './service';

export const contentRoutes = (deps: Deps) =>
  new Elysia({ prefix: '/api/content' })
    .use(adminGuard(deps))
    .get('/:section', ({ params }) => {
      const { section } = validateParams(SectionParam, params, 'Unknown section');
      return deps.cache.json(`content/${section}`, (): ContentTree => contentTree(deps.db, section));
    })
    .post(
      '/',
      ({ body }): { section: string; key: string } & ContentLeaf => {
        const input = validate(ContentUpdate, body);
        return { section: input.section, key: input.key, ...updateContent(deps.db, input, deps.now()) };
      },
      { admin: true },
    );
