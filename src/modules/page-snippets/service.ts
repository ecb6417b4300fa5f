// Each public page's search snippet: read (blank fields and no image when nothing is stored) and replaced whole.
import { eq } from 'drizzle-orm';
import type { Conn } from '../../../db/client';
import { pageSnippets } from '../../../db/schema';
import type { AuditChange, PageSnippet, Section, SnippetField, SnippetUpdate } from '../../contract';

const FIELDS = ['titleEn', 'titleZh', 'descriptionEn', 'descriptionZh', 'imagePath'] as const satisfies readonly SnippetField[];

export function getSnippet(db: Conn, section: Section): PageSnippet {
  const row = db.select().from(pageSnippets).where(eq(pageSnippets.section, section)).get();
  return {
    section,
    titleEn: row?.titleEn ?? '',
    titleZh: row?.titleZh ?? '',
    descriptionEn: row?.descriptionEn ?? '',
    descriptionZh: row?.descriptionZh ?? '',
    imagePath: row?.imagePath ?? null,
  };
}

/** Stores all five fields of the section's snippet and answers it as GET does. */
export function saveSnippet(db: Conn, section: Section, input: SnippetUpdate, now: number): PageSnippet {
  const values = { ...input, updatedAt: now };
  db.insert(pageSnippets)
    .values({ section, ...values })
    .onConflictDoUpdate({ target: pageSnippets.section, set: values })
    .run();
  return getSnippet(db, section);
}

/** The fields that differ between two versions, for the activity log (no image: ''). */
export function snippetChanges(before: PageSnippet, after: PageSnippet): Partial<Record<SnippetField, AuditChange>> {
  const changes: Partial<Record<SnippetField, AuditChange>> = {};
  for (const field of FIELDS) {
    const [from, to] = [before[field] ?? '', after[field] ?? ''];
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}
