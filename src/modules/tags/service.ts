// Journal tags' names in each language (decision 0100). A version keeps its tags as address words; a word named here
// reads by its name on that language's pages, any other as its word made a label. Plain arguments; the routes check,
// audit and purge.
import { eq } from 'drizzle-orm';
import type { Conn, Db } from '../../../db/client';
import { tagNames } from '../../../db/schema';
import { LANGS, tagLabel, type Lang, type TagEntry, type TagNamesWrite } from '../../contract';

/** How each of `tags` reads in `lang`, in their order. */
export function namesIn(db: Db, lang: Lang, tags: readonly string[]): string[] {
  if (tags.length === 0) return [];
  const column = lang === 'zh' ? 'name_zh' : 'name_en';
  const named = new Map(
    db.$client
      .query<{ slug: string; name: string }, [string]>(
        `SELECT slug, ${column} AS name FROM tag_names WHERE slug IN (SELECT value FROM json_each(?)) AND ${column} != ''`,
      )
      .all(JSON.stringify(tags))
      .map((row) => [row.slug, row.name]),
  );
  return tags.map((tag) => named.get(tag) ?? tagLabel(tag));
}

/** Every tag a journal version carries or the admin has named, by its word: names, and articles carrying it per language. */
export function listTags(db: Db): TagEntry[] {
  const entries = new Map<string, TagEntry>();
  const entry = (slug: string) => {
    let found = entries.get(slug);
    if (!found) {
      found = { slug, nameEn: '', nameZh: '', uses: { en: 0, zh: 0 } };
      entries.set(slug, found);
    }
    return found;
  };
  for (const row of db.select().from(tagNames).all()) Object.assign(entry(row.slug), { nameEn: row.nameEn, nameZh: row.nameZh });
  const used = db.$client
    .query<{ slug: string; lang: Lang; n: number }, []>(
      `SELECT t.value AS slug, v.lang AS lang, COUNT(*) AS n FROM piece_versions v JOIN pieces p ON p.id = v.piece_id, json_each(v.tags) t
       WHERE p.collection = 'journal' GROUP BY t.value, v.lang`,
    )
    .all();
  for (const row of used) if (LANGS.includes(row.lang)) entry(row.slug).uses[row.lang] = row.n;
  return [...entries.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

export const findTag = (db: Db, slug: string): TagEntry | undefined => listTags(db).find((tag) => tag.slug === slug);

/** Names `slug` in each language (a blank name: its word made a label there). */
export function nameTag(db: Conn, slug: string, names: TagNamesWrite, now: number) {
  db.insert(tagNames)
    .values({ slug, ...names, updatedAt: now })
    .onConflictDoUpdate({ target: tagNames.slug, set: { ...names, updatedAt: now } })
    .run();
}

/** Forgets the names of `slug`. */
export function forgetTag(db: Conn, slug: string) {
  db.delete(tagNames).where(eq(tagNames.slug, slug)).run();
}
