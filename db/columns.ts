// Column shapes more than one table uses.
import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** Lines of text, kept as a JSON array ('[]' when none). */
export const jsonList = (name: string) => text(name, { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`);

/** Texts by key, kept as a JSON object ('{}' when none). */
export const jsonTexts = (name: string) => text(name, { mode: 'json' }).$type<Record<string, string>>().notNull().default(sql`'{}'`);
