// /api/content: read a section's tree (public); write one key's values (admin); bring an earlier version back.
import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { Tx } from '../../../db/client';
import {
  API_PATHS,
  ContentUpdate,
  PUBLIC_READS,
  SECTIONS,
  SectionParam,
  isContentKey,
  type ContentLeaf,
  type ContentTree,
  type Section,
} from '../../contract';
import type { Deps } from '../../deps';
import { adminGuard } from '../sign-in';
import { HttpError, validate, validateParams } from '../../http/errors';
import { contentTree, contentValue, replaceContent, updateContent } from './service';
import { audited, type TxAudit } from '../audit/auditor';

const pathOf = PUBLIC_READS.content;
/** A stored version of a field: both languages. */
const Leaf = v.object({ en: v.string(), zh: v.string() });

/** Records a field's change in the activity log and its history. */
function record(audit: TxAudit, section: Section, key: string, before: ContentLeaf, after: ContentLeaf, restoredFrom?: number) {
  const change = (from: string, to: string) => (from === to ? undefined : { from, to });
  audit(
    'content_update',
    `${section}.${key}`,
    { en: change(before.en, after.en), zh: change(before.zh, after.zh) },
    { before, after, restoredFrom },
  );
}

const stored = (tx: Tx, section: Section, key: string): ContentLeaf => {
  const row = contentValue(tx, section, key);
  return { en: row?.enValue ?? '', zh: row?.zhValue ?? '' };
};

export function contentRoutes(deps: Deps) {
  for (const section of SECTIONS) deps.cache.publish(pathOf(section), (): ContentTree => contentTree(deps.db, section));
  deps.restorers.register('content', (tx, audit, target, value, restoredFrom) => {
    const at = target.indexOf('.');
    const [section, key] = [target.slice(0, at) as Section, target.slice(at + 1)];
    if (!(SECTIONS as readonly string[]).includes(section) || !isContentKey(section, key))
      throw new HttpError(422, 'validation_failed', 'This field no longer exists');
    const before = stored(tx, section, key);
    record(audit, section, key, before, replaceContent(tx, section, key, v.parse(Leaf, value), deps.now()), restoredFrom);
  });
  return new Elysia()
    .use(adminGuard(deps))
    .get(API_PATHS.content.section, ({ params, request }) => {
      const { section } = validateParams(SectionParam, params, 'Unknown section');
      return deps.cache.respond(pathOf(section), request);
    })
    .post(
      API_PATHS.content.write,
      ({ body, request, server }): { section: string; key: string } & ContentLeaf => {
        const input = validate(ContentUpdate, body);
        const saved = audited(deps, { request, server }, (tx, audit) => {
          const before = stored(tx, input.section, input.key);
          const after = updateContent(tx, input, deps.now());
          record(audit, input.section, input.key, before, after);
          return after;
        });
        deps.cache.clear([pathOf(input.section)]); // visitors see the new text on their next request
        return { section: input.section, key: input.key, ...saved };
      },
      { admin: true },
    );
}
