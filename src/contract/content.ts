// Page content: the write body and the tree the API returns (the key registry is in constants.ts).
import * as v from 'valibot';
import { multiLine } from './common';
import { SECTIONS, isContentKey, type Section } from './constants';

export const SectionParam = v.object({ section: v.picklist(SECTIONS, 'Unknown section') });

export const CONTENT_VALUE_MAX = 2000;
const contentValue = v.pipe(v.string(), v.maxLength(CONTENT_VALUE_MAX, `At most ${CONTENT_VALUE_MAX} characters`), multiLine());

/**
 * POST /api/content. A missing or blank language value leaves the stored one as it is, so an editor
 * that changed only the English text can send only that; at least one of the two must be given.
 * `en`/`zh` are accepted for `enValue`/`zhValue` (the names a leaf and the write's answer use), so a client
 * can send back the entry it was answered, `{ section, key, en, zh }`; both names of one value are refused.
 */
export const ContentUpdate = v.pipe(
  v.object({
    section: v.picklist(SECTIONS, 'Unknown section'),
    key: v.pipe(v.string(), v.maxLength(100)),
    enValue: v.optional(contentValue),
    zhValue: v.optional(contentValue),
    en: v.optional(contentValue),
    zh: v.optional(contentValue),
  }),
  v.forward(
    v.partialCheck([['section'], ['key']], (b) => isContentKey(b.section, b.key), 'Unknown content key for this section'),
    ['key'],
  ),
  v.forward(
    v.partialCheck([['enValue'], ['en']], (b) => b.enValue === undefined || b.en === undefined, 'Give enValue or en, not both'),
    ['en'],
  ),
  v.forward(
    v.partialCheck([['zhValue'], ['zh']], (b) => b.zhValue === undefined || b.zh === undefined, 'Give zhValue or zh, not both'),
    ['zh'],
  ),
  v.transform(({ section, key, enValue, zhValue, en, zh }): { section: Section; key: string; enValue?: string; zhValue?: string } => ({
    section,
    key,
    enValue: enValue ?? en,
    zhValue: zhValue ?? zh,
  })),
  v.check((b) => Boolean(b.enValue?.trim()) || Boolean(b.zhValue?.trim()), 'Give enValue or zhValue, not blank'),
);
export type ContentUpdate = v.InferOutput<typeof ContentUpdate>;

/** One leaf of the content tree. */
export type ContentLeaf = { en: string; zh: string };
/** GET /api/content/{section}: dotted keys unfolded into nested objects whose leaves are ContentLeaf. */
export type ContentTree = { [name: string]: ContentTree | ContentLeaf };
