// First-run content. Content keys are filled when missing (so a new key gets its text without touching edits);
// the lists are filled once per database, recorded in app_meta, so restarts never re-seed over the admin's work.
import { eq } from 'drizzle-orm';
import { CONTENT_KEYS, LIST_KEYS, PLAN_IDS, SECTIONS, contentDefaults, type ContentLeaf } from '../src/contract';
import type { Db } from './client';
import { appMeta, contentEntries, LIST_TABLES, pricingPlans } from './schema';
import { SEED_LISTS, SEED_PRICING_PLANS } from './seed-content';

const LISTS_SEEDED = 'lists_seeded';

/** True when every content key and the lists are already there: the usual restart, answered without a write. */
function complete(db: Db): boolean {
  if (!db.select().from(appMeta).where(eq(appMeta.key, LISTS_SEEDED)).get()) return false;
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
    if (tx.select().from(appMeta).where(eq(appMeta.key, LISTS_SEEDED)).get()) return { contentAdded, listsSeeded: false };
    for (const key of LIST_KEYS) {
      const rows = SEED_LISTS[key].map((row, sortOrder) => ({ ...row, sortOrder }));
      tx.insert(LIST_TABLES[key] as typeof LIST_TABLES.services)
        .values(rows as (typeof LIST_TABLES.services.$inferInsert)[])
        .run();
    }
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
    tx.insert(appMeta).values({ key: LISTS_SEEDED, value: new Date().toISOString() }).run();
    return { contentAdded, listsSeeded: true };
  });
}
