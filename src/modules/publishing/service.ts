// Pieces and their versions (decision 0091): stored and read, each language's state changed on its own, the schedule's
// due changes made, and a slug's old address kept as a redirect. Plain arguments; the routes check and audit.
import { and, asc, desc, eq, getTableName, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../../db/client';
import type { ListedPage } from '../../../web/server';
import { LIST_TABLES, pieces, pieceVersions } from '../../../db/schema';
import { moveAddress } from '../redirects/service';
import {
  LANGS,
  STORY_LIST,
  type Collection,
  type Lang,
  type Piece,
  type PieceVersion,
  type PieceWrite,
  type VersionState,
  type VersionText,
} from '../../contract';

type PieceRow = typeof pieces.$inferSelect;
type VersionRow = typeof pieceVersions.$inferSelect;

/** Where a collection's pieces are read: /blog/{slug}, /work/{slug}. */
export const COLLECTION_BASE: Record<Collection, string> = { journal: '/blog', work: '/work' };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function versionOf(row: VersionRow): PieceVersion {
  return {
    lang: row.lang as Lang,
    title: row.title,
    summary: row.summary,
    body: row.body,
    coverAlt: row.coverAlt,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    tags: row.tags,
    galleryCaptions: row.galleryCaptions,
    facts: row.facts,
    state: row.state as VersionState,
    publishAt: iso(row.publishAt),
    unpublishAt: iso(row.unpublishAt),
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt)!,
  };
}

function pieceOf(row: PieceRow, versions: VersionRow[]): Piece {
  const of = (lang: Lang) => versionOf(versions.find((v) => v.lang === lang)!);
  return {
    id: row.id,
    collection: row.collection as Collection,
    slug: row.slug,
    coverImage: row.coverImage,
    authorId: row.authorId,
    studyId: row.studyId,
    testimonialId: row.testimonialId,
    serviceIds: row.serviceIds,
    gallery: row.gallery,
    en: of('en'),
    zh: of('zh'),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

export function findPiece(db: Conn, collection: Collection, id: number): Piece | null {
  const row = db
    .select()
    .from(pieces)
    .where(and(eq(pieces.id, id), eq(pieces.collection, collection)))
    .get();
  if (!row) return null;
  return pieceOf(row, db.select().from(pieceVersions).where(eq(pieceVersions.pieceId, id)).all());
}

/** Every piece of a collection for the admin's list, the last changed first. */
export function listPieces(db: Conn, collection: Collection): Piece[] {
  const rows = db.select().from(pieces).where(eq(pieces.collection, collection)).orderBy(desc(pieces.updatedAt), desc(pieces.id)).all();
  if (!rows.length) return [];
  const versions = db
    .select()
    .from(pieceVersions)
    .where(
      inArray(
        pieceVersions.pieceId,
        rows.map((r) => r.id),
      ),
    )
    .all();
  return rows.map((row) =>
    pieceOf(
      row,
      versions.filter((v) => v.pieceId === row.id),
    ),
  );
}

/** Whether another piece of the collection has this slug. */
export const slugTaken = (db: Conn, collection: Collection, slug: string, except?: number) =>
  db
    .select({ id: pieces.id })
    .from(pieces)
    .where(and(eq(pieces.collection, collection), eq(pieces.slug, slug)))
    .all()
    .some((row) => row.id !== except);

/** What the languages share, as stored: the address, cover, author and a Work page's links (decision 0095). */
const shared = (input: PieceWrite) => ({
  slug: input.slug,
  coverImage: input.coverImage,
  authorId: input.authorId,
  studyId: input.studyId,
  testimonialId: input.testimonialId,
  serviceIds: [...new Set(input.serviceIds)],
  gallery: input.gallery,
});

/** The client story cards' table: the list whose entries may have a Work page (decision 0095). */
export const STORY_TABLE = getTableName(LIST_TABLES[STORY_LIST.key]);

/** The lists a Work page names entries of (their tables, decision 0083). */
export type LinkedList = typeof STORY_TABLE | 'testimonials' | 'services';

/** Whether the list's entry `id` exists. */
export const entryExists = (db: Conn, table: LinkedList, id: number) =>
  db.get<{ id: number } | undefined>(sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${id}`) !== undefined;

/** Another Work page of the same client story (each has one page), by its card's id. */
export const studyTaken = (db: Conn, studyId: number, except?: number) =>
  db
    .select({ id: pieces.id })
    .from(pieces)
    .where(and(eq(pieces.collection, 'work'), eq(pieces.studyId, studyId)))
    .all()
    .some((row) => row.id !== except);

/** A version's texts as stored: its captions only for the gallery's screens, blank ones left out. */
const texts = (text: VersionText, gallery: string[]) => ({
  title: text.title,
  summary: text.summary,
  body: text.body,
  coverAlt: text.coverAlt,
  seoTitle: text.seoTitle,
  seoDescription: text.seoDescription,
  tags: [...new Set(text.tags)],
  galleryCaptions: Object.fromEntries(gallery.flatMap((path) => (text.galleryCaptions[path] ? [[path, text.galleryCaptions[path]]] : []))),
  facts: text.facts.map(({ term, detail }) => ({ term, detail })),
});

/** A new piece, both versions drafts. */
export function createPiece(db: Conn, collection: Collection, input: PieceWrite, now: number): Piece {
  const { id } = db
    .insert(pieces)
    .values({ collection, ...shared(input), createdAt: now, updatedAt: now })
    .returning({ id: pieces.id })
    .get();
  for (const lang of LANGS)
    db.insert(pieceVersions)
      .values({ pieceId: id, lang, ...texts(input[lang], input.gallery), updatedAt: now })
      .run();
  return findPiece(db, collection, id)!;
}

/**
 * The piece's shared fields and both versions' texts (states and schedules unchanged). A new slug leaves the old
 * address as a permanent redirect, and an address that now names this piece again stops redirecting.
 */
export function updatePiece(db: Conn, before: Piece, input: PieceWrite, now: number): Piece {
  db.update(pieces)
    .set({ ...shared(input), updatedAt: now })
    .where(eq(pieces.id, before.id))
    .run();
  for (const lang of LANGS) {
    const changed = JSON.stringify(texts(input[lang], input.gallery)) !== JSON.stringify(texts(before[lang], before.gallery));
    if (changed)
      db.update(pieceVersions)
        .set({ ...texts(input[lang], input.gallery), updatedAt: now })
        .where(and(eq(pieceVersions.pieceId, before.id), eq(pieceVersions.lang, lang)))
        .run();
  }
  if (input.slug !== before.slug)
    moveAddress(db, `${COLLECTION_BASE[before.collection]}/${before.slug}`, `${COLLECTION_BASE[before.collection]}/${input.slug}`);
  return findPiece(db, before.collection, before.id)!;
}

export function deletePiece(db: Conn, piece: Piece) {
  db.delete(pieces).where(eq(pieces.id, piece.id)).run();
}

export type StateChange = { state: VersionState; publishAt: number | null; unpublishAt: number | null | undefined };

/**
 * A version's new state. Published (or scheduled for a moment already past) goes up now and keeps the date it first
 * went up; scheduled waits for `publishAt`; a draft or a take-down clears the schedule. `unpublishAt` undefined keeps
 * what was set. Answers whether a past time was published at once.
 */
export function changeState(db: Conn, piece: Piece, lang: Lang, change: StateChange, now: number): boolean {
  const current = piece[lang];
  const firstUp = current.publishedAt ? Date.parse(current.publishedAt) : null;
  const dueNow = change.state === 'scheduled' && change.publishAt !== null && change.publishAt <= now;
  const state: VersionState = dueNow ? 'published' : change.state;
  const keepUnpublish =
    change.unpublishAt === undefined ? (current.unpublishAt ? Date.parse(current.unpublishAt) : null) : change.unpublishAt;
  const set =
    state === 'published'
      ? { state, publishAt: null, unpublishAt: keepUnpublish, publishedAt: firstUp ?? now }
      : state === 'scheduled'
        ? { state, publishAt: change.publishAt, unpublishAt: keepUnpublish, publishedAt: firstUp }
        : { state, publishAt: null, unpublishAt: null, publishedAt: firstUp };
  db.update(pieceVersions)
    .set({ ...set, updatedAt: now })
    .where(and(eq(pieceVersions.pieceId, piece.id), eq(pieceVersions.lang, lang)))
    .run();
  return dueNow;
}

/** A version whose schedule came due, as it was before the change. */
export type DueChange = { pieceId: number; collection: Collection; lang: Lang; to: 'published' | 'unpublished' };

/**
 * Makes every change the schedule has due by `now`: scheduled versions go up (dated their scheduled moment, unless
 * they were up before), shown ones past their `unpublishAt` come down. A start after a missed moment catches up here.
 */
export function applyDue(db: Conn, now: number): DueChange[] {
  const due = db
    .select({ version: pieceVersions, collection: pieces.collection })
    .from(pieceVersions)
    .innerJoin(pieces, eq(pieces.id, pieceVersions.pieceId))
    .where(
      or(
        and(eq(pieceVersions.state, 'scheduled'), lte(pieceVersions.publishAt, now)),
        and(
          inArray(pieceVersions.state, ['published', 'scheduled']),
          isNotNull(pieceVersions.unpublishAt),
          lte(pieceVersions.unpublishAt, now),
        ),
      ),
    )
    .orderBy(asc(pieceVersions.id))
    .all();
  const changes: DueChange[] = [];
  for (const { version, collection } of due) {
    const down = version.unpublishAt !== null && version.unpublishAt <= now;
    const set = down
      ? {
          state: 'unpublished',
          publishAt: null,
          unpublishAt: null,
          publishedAt: version.publishedAt ?? (version.state === 'scheduled' ? version.publishAt : null),
        }
      : { state: 'published', publishAt: null, publishedAt: version.publishedAt ?? version.publishAt };
    db.update(pieceVersions)
      .set({ ...set, updatedAt: now })
      .where(eq(pieceVersions.id, version.id))
      .run();
    changes.push({
      pieceId: version.pieceId,
      collection: collection as Collection,
      lang: version.lang as Lang,
      to: down ? 'unpublished' : 'published',
    });
  }
  return changes;
}

/** When the schedule next changes something (ms), or null when nothing waits. */
export function nextDue(db: Db): number | null {
  const row = db.$client
    .query<{ at: number | null }, []>(
      `SELECT MIN(at) AS at FROM (
         SELECT publish_at AS at FROM piece_versions WHERE state = 'scheduled'
         UNION ALL SELECT unpublish_at FROM piece_versions WHERE state IN ('scheduled', 'published') AND unpublish_at IS NOT NULL)`,
    )
    .get();
  return row?.at ?? null;
}

/** The languages a piece is published in: its alternates, and where its language switch leads. */
export const publishedLanguages = (db: Db, pieceId: number): Lang[] =>
  db.$client
    .query<{ lang: Lang }, [number]>("SELECT lang FROM piece_versions WHERE piece_id = ? AND state = 'published' ORDER BY lang")
    .all(pieceId)
    .map((r) => r.lang);

/**
 * What the sitemap lists of a collection: its first page (/blog, /work) in each language something is published in,
 * and every piece in the languages it is published in, with when each last changed (the newest, for the first page).
 */
export function listedPieces(db: Db, collection: Collection): ListedPage[] {
  const base = COLLECTION_BASE[collection];
  const rows = db.$client
    .query<{ slug: string; lang: Lang; updated_at: number }, [string]>(
      `SELECT p.slug, v.lang, v.updated_at FROM piece_versions v JOIN pieces p ON p.id = v.piece_id
       WHERE p.collection = ? AND v.state = 'published' ORDER BY v.published_at DESC, p.id DESC`,
    )
    .all(collection);
  const pages = new Map<string, { path: string; languages: Lang[]; lastmod: Partial<Record<Lang, string>> }>();
  const newest: Partial<Record<Lang, string>> = {};
  for (const row of rows) {
    const changed = new Date(row.updated_at).toISOString();
    const page = pages.get(row.slug) ?? pages.set(row.slug, { path: `${base}/${row.slug}`, languages: [], lastmod: {} }).get(row.slug)!;
    page.languages.push(row.lang);
    page.lastmod[row.lang] = changed;
    if (!newest[row.lang] || changed > newest[row.lang]!) newest[row.lang] = changed;
  }
  for (const page of pages.values()) page.languages = LANGS.filter((lang) => page.languages.includes(lang));
  const languages = LANGS.filter((lang) => newest[lang]);
  return [...(languages.length ? [{ path: base, languages, lastmod: newest }] : []), ...pages.values()];
}
