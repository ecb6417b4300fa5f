// The admin's image library: every stored image with what uses it, their total size, and deleting an unused one.
// An image is used where a path to it is stored: the picture of an entry of a list that has one, a page's search snippet.
import { and, asc, desc, eq, ne, or, sql, type Column } from 'drizzle-orm';
import type { Conn, Db } from '../../../db/client';
import { LIST_TABLES, media, pageSnippets, siteBrand } from '../../../db/schema';
import { lookOf } from './look';
import { LOOK, versionOf } from './service';
import { variantBytes } from './variants/store';
import {
  type Collection,
  ALL_LISTS,
  hasImageField,
  IMAGE_TYPES,
  listNamed,
  mediaPath,
  SECTIONS,
  type ImageList,
  type ImageType,
  type ImageUse,
  type ImageVersion,
  type MediaItem,
  type Focus,
  VARIANT_STATES,
  type Section,
} from '../../contract';

const isImageType = (type: string): type is ImageType => Object.hasOwn(IMAGE_TYPES, type);
const isSection = (section: string): section is Section => (SECTIONS as readonly string[]).includes(section);

/** The bytes every stored image and its variants take together, as MEDIA_LIMIT_MB counts them. */
export function mediaBytes(db: Conn): number {
  const images =
    db
      .select({ total: sql<number>`coalesce(sum(${media.size}), 0)` })
      .from(media)
      .get()?.total ?? 0;
  return images + variantBytes(db);
}

/** The lists whose entries carry a picture, each with its table (its picture's columns are the same in each). */
const IMAGE_LISTS = ALL_LISTS.filter(hasImageField).map((list) => {
  const table = LIST_TABLES[list.key] as unknown as typeof LIST_TABLES.services;
  // The columns of the text that names an entry (its descriptor's title field: a title, a person's or a client's name).
  const named = table as unknown as Record<string, Column>;
  return { kind: list.name as ImageList, table, titleEn: named[`${list.titleField}En`]!, titleZh: named[`${list.titleField}Zh`]! };
});

/** Every place that shows the image at `path`, lists first (in their order), then search snippets, then the logo. */
export function imageUses(db: Conn, path: string): ImageUse[] {
  const entries = IMAGE_LISTS.flatMap(({ kind, table, titleEn, titleZh }): ImageUse[] =>
    db
      .select({ id: table.id, titleEn: sql<string>`${titleEn}`, titleZh: sql<string>`${titleZh}` })
      .from(table)
      .where(eq(table.imagePath, path))
      .orderBy(asc(table.sortOrder), asc(table.id))
      .all()
      .map((row) => ({ kind, ...row })),
  );
  const snippets = db
    .select({ section: pageSnippets.section })
    .from(pageSnippets)
    .where(eq(pageSnippets.imagePath, path))
    .orderBy(asc(pageSnippets.section))
    .all();
  const logo = db.select({ id: siteBrand.id }).from(siteBrand).where(eq(siteBrand.logoPath, path)).get();
  // A version of another image (decision 0101): shown in its place on the Chinese pages, or in the dark theme.
  const standsFor = db
    .select({ sha256: media.sha256, type: media.type, zhPath: media.zhPath })
    .from(media)
    .where(or(eq(media.zhPath, path), eq(media.darkPath, path)))
    .all()
    .flatMap((row): ImageUse[] =>
      isImageType(row.type) ? [{ kind: row.zhPath === path ? 'chinese' : 'dark', of: mediaPath(row.sha256, row.type) }] : [],
    );
  // A journal article or a story page: its cover, one of its screens, or a picture in either language's text.
  const pieces = db
    .all<{ id: number; kind: Collection; titleEn: string | null; titleZh: string | null }>(
      sql`SELECT p.id, p.collection AS kind, en.title AS titleEn, zh.title AS titleZh FROM pieces p
       LEFT JOIN piece_versions en ON en.piece_id = p.id AND en.lang = 'en'
       LEFT JOIN piece_versions zh ON zh.piece_id = p.id AND zh.lang = 'zh'
       WHERE p.cover_image = ${path} OR EXISTS (SELECT 1 FROM json_each(p.gallery) WHERE value = ${path})
         OR instr(en.body, ${path}) > 0 OR instr(zh.body, ${path}) > 0
       ORDER BY p.collection, p.id`,
    )
    .map(
      ({ id, kind, titleEn, titleZh }): ImageUse => ({ kind, id, titleEn: titleEn || titleZh || '', titleZh: titleZh || titleEn || '' }),
    );
  return [
    ...entries,
    ...pieces,
    ...snippets.flatMap(({ section }): ImageUse[] => (isSection(section) ? [{ kind: 'page-snippets', section }] : [])),
    ...(logo ? [{ kind: 'brand' } as const] : []),
    ...standsFor,
  ];
}

/** Every stored image, newest first (uploads within one millisecond: the later first), with its uses. */
export function listMedia(db: Db): MediaItem[] {
  const rows = db
    .select({
      sha256: media.sha256,
      type: media.type,
      width: media.width,
      height: media.height,
      size: media.size,
      name: media.name,
      createdAt: media.createdAt,
      zhPath: media.zhPath,
      darkPath: media.darkPath,
      ...LOOK,
      variantsError: media.variantsError,
    })
    .from(media)
    .orderBy(desc(media.createdAt), sql`rowid DESC`)
    .all();
  return rows.flatMap((row) => {
    if (!isImageType(row.type)) return [];
    const path = mediaPath(row.sha256, row.type);
    return [
      {
        path,
        type: row.type,
        width: row.width,
        height: row.height,
        bytes: row.size,
        name: row.name,
        uploadedAt: row.createdAt,
        uses: imageUses(db, path),
        zhPath: row.zhPath,
        darkPath: row.darkPath,
        look: lookOf(path, row),
        variants: VARIANT_STATES.find((state) => state === row.variants) ?? 'pending',
        variantsError: row.variantsError,
      },
    ];
  });
}

const VERSION_NAME: Record<ImageVersion, string> = { chinese: 'Chinese version', dark: 'dark version' };

/** How a 409 names a use: as the activity log names the thing, with its English title where it has one. */
export function useName(use: ImageUse): string {
  if (use.kind === 'brand') return 'the site logo (Settings, Logo)';
  if (use.kind === 'page-snippets') return `the search snippet of the ${use.section} page (page-snippets/${use.section})`;
  if ('of' in use) return `the ${VERSION_NAME[use.kind]} of ${use.of}`;
  if (use.kind === 'journal' || use.kind === 'work')
    return `the ${use.kind === 'journal' ? 'journal article' : 'story page'} “${use.titleEn}” (${use.kind}/${use.id})`;
  return `the ${listNamed(use.kind)?.noun} “${use.titleEn}” (${use.kind}/${use.id})`;
}

/** The stored image a name of DELETE /api/media/<name> means: its hash, or its hash and its own extension. */
export function findByName(
  db: Conn,
  name: string,
): { path: string; type: ImageType; width: number; height: number; bytes: number } | undefined {
  const [, sha256, extension] = /^([0-9a-f]{64})(?:\.([a-z]+))?$/.exec(name) ?? [];
  if (!sha256) return undefined;
  const row = db
    .select({ type: media.type, width: media.width, height: media.height, size: media.size })
    .from(media)
    .where(eq(media.sha256, sha256))
    .get();
  if (!row || !isImageType(row.type) || (extension !== undefined && extension !== IMAGE_TYPES[row.type])) return undefined;
  return { path: mediaPath(sha256, row.type), type: row.type, width: row.width, height: row.height, bytes: row.size };
}

export function deleteImage(db: Conn, path: string): void {
  const sha256 = path.slice('/media/'.length).split('.')[0]!;
  db.delete(media).where(eq(media.sha256, sha256)).run();
}

/**
 * Why the image at `to` cannot be the `version` of the image at `path`, or null when it can (decision 0101). It must be
 * another image in the library with no versions of its own (a Chinese version may have a dark version: nothing else),
 * and a page follows at most one Chinese step and one dark step:
 * - a dark version has no versions, and a Chinese version no Chinese version;
 * - a Chinese version is not also another image's dark version, nor a dark version another's Chinese version.
 */
export function versionRefusal(db: Conn, path: string, version: ImageVersion, to: string): string | null {
  const name = VERSION_NAME[version];
  if (to === path) return `An image cannot be its own ${name}`;
  const target = findByName(db, to.slice('/media/'.length));
  if (!target || target.path !== to) return `The image ${to} is not in the library`;
  if (versionOf(db, to, 'chinese') || versionOf(db, to, 'dark')) return `That image has versions of its own: choose one without`;
  const roles = (p: string) =>
    new Set(imageUses(db, p).flatMap((use) => (use.kind === 'chinese' || use.kind === 'dark' ? [use.kind] : [])));
  const own = roles(path);
  if (own.has('dark')) return 'This image is itself a dark version: it cannot have versions';
  if (version === 'chinese' && own.has('chinese')) return 'This image is itself a Chinese version: it cannot have one';
  const its = roles(to);
  const other = version === 'chinese' ? 'dark' : 'chinese';
  if (its.has(other)) return `That image is another image’s ${VERSION_NAME[other]}: choose another`;
  return null;
}

/** Sets (or, with null, clears) the `version` of the image at `path`. */
export function setVersion(db: Conn, path: string, version: ImageVersion, to: string | null): void {
  const sha256 = path.slice('/media/'.length).split('.')[0]!;
  db.update(media)
    .set(version === 'chinese' ? { zhPath: to } : { darkPath: to })
    .where(eq(media.sha256, sha256))
    .run();
}

/** Names the image at `path` in the library (null: no name; decision 0248); gives the name it had. */
export function setName(db: Conn, path: string, name: string | null): string | null {
  const sha256 = path.slice('/media/'.length).split('.')[0]!;
  const before = db.select({ name: media.name }).from(media).where(eq(media.sha256, sha256)).get()?.name ?? null;
  if (before !== name) db.update(media).set({ name }).where(eq(media.sha256, sha256)).run();
  return before;
}

/** Keeps where the photo's subject is (its crops keep it in view); false when it was there already. */
export function setFocus(db: Conn, path: string, focus: Focus): boolean {
  const sha256 = path.slice('/media/'.length).split('.')[0]!;
  const changed = db
    .update(media)
    .set({ focusX: focus.x, focusY: focus.y })
    .where(and(eq(media.sha256, sha256), or(ne(media.focusX, focus.x), ne(media.focusY, focus.y))))
    .returning({ sha256: media.sha256 })
    .get();
  return changed !== undefined;
}
