// Page content: stored per (section, key); read as a nested tree of { en, zh } leaves.
import { and, eq, sql } from 'drizzle-orm';
import { contentEntries as table } from '../../../db/schema';
import type { Conn, Db } from '../../../db/client';
import { CONTENT_KEYS, type ContentLeaf, type ContentTree, type ContentUpdate, type Section } from '../../contract';

/** Unfolds dotted keys ("hero.title") into nested objects. Every registered key is present, empty if unset. */
export function contentTree(db: Db, section: Section): ContentTree {
  const rows = db.select().from(table).where(eq(table.section, section)).all();
  const tree: ContentTree = {};
  for (const key of CONTENT_KEYS[section]) {
    const row = rows.find((r) => r.key === key);
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as ContentTree;
    node[parts.at(-1)!] = { en: row?.enValue ?? '', zh: row?.zhValue ?? '' };
  }
  return tree;
}

/** Writes the non-blank values given; a language left out keeps what it had. */
export function updateContent(db: Conn, input: ContentUpdate, now: number): ContentLeaf {
  const en = input.enValue?.trim() ? input.enValue : undefined;
  const zh = input.zhValue?.trim() ? input.zhValue : undefined;
  const row = db
    .insert(table)
    .values({ section: input.section, key: input.key, enValue: en ?? '', zhValue: zh ?? '', updatedAt: now })
    .onConflictDoUpdate({
      target: [table.section, table.key],
      set: {
        enValue: en ?? sql`${table.enValue}`,
        zhValue: zh ?? sql`${table.zhValue}`,
        updatedAt: now,
      },
    })
    .returning()
    .get();
  return { en: row.enValue, zh: row.zhValue };
}

export const contentValue = (db: Conn, section: Section, key: string) =>
  db
    .select()
    .from(table)
    .where(and(eq(table.section, section), eq(table.key, key)))
    .get();

/** Writes both values exactly as given, blanks included (a blank shows the built-in text): what a restore brings back. */
export function replaceContent(db: Conn, section: Section, key: string, leaf: ContentLeaf, now: number): ContentLeaf {
  const values = { enValue: leaf.en, zhValue: leaf.zh, updatedAt: now };
  db.insert(table)
    .values({ section, key, ...values })
    .onConflictDoUpdate({ target: [table.section, table.key], set: values })
    .run();
  return leaf;
}
