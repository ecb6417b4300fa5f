// First-run content. Content keys are filled when missing (so a new key gets its text without touching edits);
// each list is filled once per database, recorded in app_meta, so restarts never re-seed over the admin's work, and a
// list added by an upgrade gets its first entries on the first start that knows it (decision 0046).
import { asc, eq } from 'drizzle-orm';
import { CONTENT_KEYS, LIST_KEYS, LIST_SEEDS, PLAN_IDS, SECTIONS, contentDefaults, type ContentLeaf, type ListKey } from '../src/contract';
import type { Db } from './client';
import { appMeta, contentEntries, LIST_TABLES, pricingPlans } from './schema';
import { SEED_PRICING_PLANS } from './seed-content';
import { seedJournal } from './seed-journal';
import { seedWork } from './seed-work';

/** The first seed's mark: the pricing plans and the first release's lists are in. */
const LISTS_SEEDED = 'lists_seeded';
/** A later list's own mark. */
const listSeeded = (key: ListKey) => `list_seeded:${key}`;

/** The lists this database has never been given their first entries. */
function unseededLists(db: Pick<Db, 'select'>): ListKey[] {
  const marks = new Set(
    db
      .select({ key: appMeta.key })
      .from(appMeta)
      .all()
      .map((row) => row.key),
  );
  const first = marks.has(LISTS_SEEDED);
  return LIST_KEYS.filter((key) => !marks.has(listSeeded(key)) && !(first && LIST_SEEDS[key].firstRelease));
}

/** True when every content key and every list are already there: the usual restart, answered without a write. */
function complete(db: Db): boolean {
  if (!db.select().from(appMeta).where(eq(appMeta.key, LISTS_SEEDED)).get()) return false;
  if (unseededLists(db).length) return false;
  const have = new Set(
    db
      .select({ section: contentEntries.section, key: contentEntries.key })
      .from(contentEntries)
      .all()
      .map((r) => `${r.section}/${r.key}`),
  );
  return SECTIONS.every((section) => CONTENT_KEYS[section].every((key) => have.has(`${section}/${key}`)));
}

export function seed(db: Db): { contentAdded: number; listsSeeded: boolean } {
  if (complete(db)) return { contentAdded: 0, listsSeeded: false };
  return db.transaction((tx) => {
    let contentAdded = 0;
    for (const section of SECTIONS) {
      const leaves = contentDefaults()[section] as Record<string, ContentLeaf>;
      for (const key of CONTENT_KEYS[section]) {
        const leaf = leaves[key]!;
        const added = tx
          .insert(contentEntries)
          .values({ section, key, enValue: leaf.en, zhValue: leaf.zh })
          .onConflictDoNothing()
          .returning({ id: contentEntries.id })
          .all();
        contentAdded += added.length;
      }
    }
    const lists = unseededLists(tx);
    const now = new Date().toISOString();
    for (const key of lists) {
      const rows = LIST_SEEDS[key].rows.map((row, sortOrder) => ({ ...row, sortOrder }));
      tx.insert(LIST_TABLES[key] as typeof LIST_TABLES.services)
        .values(rows as (typeof LIST_TABLES.services.$inferInsert)[])
        .run();
      tx.insert(appMeta)
        .values({ key: listSeeded(key), value: now })
        .run();
    }
    if (tx.select().from(appMeta).where(eq(appMeta.key, LISTS_SEEDED)).get()) return { contentAdded, listsSeeded: lists.length > 0 };
    tx.insert(pricingPlans)
      .values(
        SEED_PRICING_PLANS.map(({ monthlyPrice, annualPrice, ...plan }) => ({
          ...plan,
          monthlyCents: Math.round(monthlyPrice * 100),
          annualCents: Math.round(annualPrice * 100),
          sortOrder: PLAN_IDS.indexOf(plan.id),
        })),
      )
      .onConflictDoNothing()
      .run();
    // A new database only (the first seed): the journal's first articles, by the team just seeded (decision 0091).
    const people = tx.select({ id: LIST_TABLES.people.id }).from(LIST_TABLES.people).orderBy(asc(LIST_TABLES.people.sortOrder)).all();
    seedJournal(
      tx,
      Date.parse(now),
      people.map((person) => person.id),
    );
    // And the two client stories' own pages (decision 0095).
    seedWork(tx, Date.parse(now));
    tx.insert(appMeta).values({ key: LISTS_SEEDED, value: now }).run();
    return { contentAdded, listsSeeded: true };
  });
}
