// Published pieces (decision 0091): journal articles and Work pages (client stories), one mechanism. A piece has what both
// languages share (its address, cover, author) and a version per language with its own texts, state and schedule.
import * as v from 'valibot';
import { multiLine, optionalText, singleLine } from './common';
import { LANGS, TAG_RULE, type Lang } from './constants';
import { MEDIA_PATH } from './stored-keys';
import { SNIPPET_LIMITS } from './snippets';
import { isDay } from './zoned-time';

export const COLLECTIONS = ['journal', 'work'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/**
 * draft: never shown; scheduled: shown from `publishAt` on; published: shown (until `unpublishAt`, when set);
 * unpublished: shown once, taken down.
 */
export const VERSION_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type VersionState = (typeof VERSION_STATES)[number];

/** The longest text a version's body may be, in characters (a long article is 30,000): past it, 413. */
export const BODY_MAX_CHARS = 100_000;
/** A piece write's request may be this large (a body at its limit, in Chinese, as JSON). */
export const PIECE_BODY_LIMIT_KB = 1024;
export const TAGS_MAX = 10;

/** Words a collection's own addresses use (/blog/page/2, /blog/tag/x, /blog/feed.xml): no piece may take them. */
export const RESERVED_SLUGS = ['page', 'tag', 'feed', 'feed-xml', 'new', 'admin', 'api', 'media'] as const;

const SLUG_RULE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const Slug = v.pipe(
  v.string('Slug must be text'),
  v.trim(),
  v.minLength(1, 'Give it an address (slug)'),
  v.maxLength(80, 'At most 80 characters'),
  v.regex(SLUG_RULE, 'Lowercase letters, digits and single hyphens, such as "ordering-system"'),
  v.check((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), 'This address is taken by the site itself'),
);
const Tag = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(TAG_RULE, 'A tag is letters, digits and hyphens, such as automation or 自動化'),
  v.maxLength(40),
);

/** A Work page's gallery holds at most this many screens, and names at most this many services. */
export const GALLERY_MAX = 12;
export const SERVICES_MAX = 8;

/**
 * The longest summary a version may have, in characters, by language: a Chinese character carries about what two English
 * ones do, so the same card, search snippet and feed line hold half as many (decision 0120).
 */
export const SUMMARY_MAX: Record<Lang, number> = { en: 300, zh: 150 };

/** A Work page's facts at a glance (decision 0178): at most this many, each term and detail at most this long. */
export const FACTS_MAX = 6;
export const FACT_TERM_MAX = 40;
export const FACT_DETAIL_MAX = 120;

/** One fact at a glance (how long, who, on what): its term ("Duration") and its detail ("14 weeks"), both given. */
export const StoryFact = v.strictObject({
  term: v.pipe(
    v.string("A fact's term must be text"),
    v.trim(),
    v.minLength(1, 'Give each fact its term, such as Duration'),
    v.maxLength(FACT_TERM_MAX, `A term is at most ${FACT_TERM_MAX} characters`),
    singleLine(),
  ),
  detail: v.pipe(
    v.string("A fact's detail must be text"),
    v.trim(),
    v.minLength(1, 'Give each fact its detail, such as 14 weeks'),
    v.maxLength(FACT_DETAIL_MAX, `A detail is at most ${FACT_DETAIL_MAX} characters`),
    singleLine(),
  ),
});
export type StoryFact = v.InferOutput<typeof StoryFact>;

/** A version's texts (its state and schedule change apart), in `lang`. Blank is allowed while it is a draft. */
const versionText = (lang: Lang) =>
  v.strictObject({
    title: optionalText(200),
    summary: v.pipe(v.string(), v.trim(), v.maxLength(SUMMARY_MAX[lang], `At most ${SUMMARY_MAX[lang]} characters`), multiLine()),
    /** Markdown (decision 0090); its length is checked apart (413 past BODY_MAX_CHARS). */
    body: v.pipe(v.string('Body must be text'), multiLine()),
    coverAlt: optionalText(200),
    /**
     * Its page's own search title and description (decision 0147), capped as a fixed page's are (snippets.ts); blank
     * (and for a version saved before they existed): the title with the site's name, and the summary.
     */
    seoTitle: v.optional(optionalText(SNIPPET_LIMITS.title), ''),
    seoDescription: v.optional(optionalText(SNIPPET_LIMITS.description), ''),
    tags: v.pipe(v.array(Tag), v.maxLength(TAGS_MAX, `At most ${TAGS_MAX} tags`)),
    /**
     * A Work page's screens in this language's words, by image path (its caption and alt text); a screen not named has
     * none. Only the gallery's images are kept.
     */
    galleryCaptions: v.optional(
      v.pipe(
        v.record(v.pipe(v.string(), v.regex(MEDIA_PATH, 'Choose an image from the library')), optionalText(200)),
        v.check((captions) => Object.keys(captions).length <= GALLERY_MAX, 'A caption for each screen of the gallery at most'),
      ),
      {},
    ),
    /**
     * A Work page's facts at a glance in this language (decision 0178), in order: the page shows them among its facts
     * beside the client and the industry. A journal article has none.
     */
    facts: v.optional(v.pipe(v.array(StoryFact), v.maxLength(FACTS_MAX, `At most ${FACTS_MAX} facts`)), []),
  });
export const VersionText = versionText('en');
export type VersionText = v.InferOutput<typeof VersionText>;

const LibraryImage = v.pipe(v.string(), v.regex(MEDIA_PATH, 'Choose an image from the library'));
const EntryId = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * POST /api/admin/pieces/{collection} and PUT …/{id}: the piece and both versions' texts. A Work page (decision
 * 0095) also names its client story card (STORY_LIST's entry), the client's quote, the services used and its screens; a
 * journal article leaves them out.
 */
export const PieceWrite = v.strictObject({
  slug: Slug,
  coverImage: v.nullable(LibraryImage),
  authorId: v.nullable(EntryId),
  studyId: v.optional(v.nullable(EntryId), null),
  testimonialId: v.optional(v.nullable(EntryId), null),
  serviceIds: v.optional(v.pipe(v.array(EntryId), v.maxLength(SERVICES_MAX, `At most ${SERVICES_MAX} services`)), []),
  gallery: v.optional(v.pipe(v.array(LibraryImage), v.maxLength(GALLERY_MAX, `At most ${GALLERY_MAX} images`)), []),
  en: versionText('en'),
  zh: versionText('zh'),
});
export type PieceWrite = v.InferOutput<typeof PieceWrite>;

/** A wall time in the site's time zone, as a datetime-local field writes it (2026-12-24T09:00). */
const WallTime = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/, 'A date and time such as 2026-12-24T09:00'),
  v.check((wall) => isDay(wall.slice(0, 10)), 'No such day'),
);

/**
 * PUT /api/admin/pieces/{collection}/{id}/{lang}/state: publish now, schedule (`publishAt`, in the site's time zone;
 * a time already past publishes now and says so), take down, or back to draft; `unpublishAt` (or null) takes it down
 * later.
 */
export const StateWrite = v.strictObject({
  state: v.picklist(VERSION_STATES, 'Must be draft, scheduled, published or unpublished'),
  publishAt: v.optional(WallTime),
  unpublishAt: v.optional(v.nullable(WallTime)),
});
export type StateWrite = v.InferOutput<typeof StateWrite>;

export const PieceParams = v.object({
  collection: v.picklist(COLLECTIONS, 'Unknown collection'),
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'Unknown piece'), v.transform(Number)),
});
export const VersionParams = v.object({ ...PieceParams.entries, lang: v.picklist(LANGS, 'Unknown language') });
export const CollectionParam = v.object({ collection: v.picklist(COLLECTIONS, 'Unknown collection') });

export type PieceVersion = VersionText & {
  lang: Lang;
  state: VersionState;
  /** ISO times: when a scheduled version goes up, when a shown one comes down, when it first went up (its date). */
  publishAt: string | null;
  unpublishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
};
export type Piece = {
  id: number;
  collection: Collection;
  slug: string;
  coverImage: string | null;
  authorId: number | null;
  studyId: number | null;
  testimonialId: number | null;
  serviceIds: number[];
  gallery: string[];
  en: PieceVersion;
  zh: PieceVersion;
  createdAt: string;
  updatedAt: string;
};
/** What a state change answers: the piece, and whether a time already past was published at once. */
export type StateChanged = { piece: Piece; publishedNow: boolean };

/** POST /api/admin/markdown: a version's Markdown as its page will show it (the editor's preview). */
export const MarkdownPreview = v.strictObject({
  markdown: v.pipe(v.string(), multiLine()),
  lang: v.picklist(LANGS, 'lang must be "en" or "zh"'),
});
/** The preview's html, and the source line (from 0) each of its top-level blocks starts on: the preview follows by them. */
export type RenderedPreview = { html: string; lines: number[] };
