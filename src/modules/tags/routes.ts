// /api/admin/tags: the journal's tags, each named in each language (decision 0100). A name shows on every page that
// lists the tag, so a change makes the journal's pages again (here and in the shared cache).
import { Elysia } from 'elysia';
import { API_PATHS, TagNamesWrite, TagParam } from '../../contract';
import type { Deps } from '../../deps';
import { HttpError, notFound, validate, validateParams } from '../../http/errors';
import { audited } from '../audit/auditor';
import { adminGuard } from '../sign-in';
import { findTag, forgetTag, listTags, nameTag } from './service';

export function tagsRoutes(deps: Deps) {
  const slugOf = (params: unknown) => validateParams(TagParam, params, 'No such tag').slug;
  return new Elysia()
    .use(adminGuard(deps))
    .get(API_PATHS.tags.list, () => listTags(deps.db), { admin: true })
    .put(
      API_PATHS.tags.one,
      ({ params, body, request, server }) => {
        const slug = slugOf(params);
        const names = validate(TagNamesWrite, body);
        audited(deps, { request, server }, (tx, audit) => {
          nameTag(tx, slug, names, deps.now());
          audit('tag_named', slug, names);
        });
        deps.publishing.changed();
        return findTag(deps.db, slug)!;
      },
      { admin: true },
    )
    .delete(
      API_PATHS.tags.one,
      ({ params, request, server }) => {
        const slug = slugOf(params);
        const found = findTag(deps.db, slug);
        if (!found || (!found.nameEn && !found.nameZh)) throw notFound('This tag has no names');
        if (found.uses.en + found.uses.zh > 0)
          throw new HttpError(409, 'conflict', 'Articles carry this tag: take it off them first, or rename it');
        audited(deps, { request, server }, (tx, audit) => {
          forgetTag(tx, slug);
          audit('tag_forgotten', slug, { nameEn: found.nameEn, nameZh: found.nameZh });
        });
        return { ok: true as const };
      },
      { admin: true },
    );
}
