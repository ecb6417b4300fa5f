// Pricing plans: three stored plans, listed publicly as one entry per plan and billing period.
import { asc, eq } from 'drizzle-orm';
import { pricingPlans as table } from '../../../db/schema';
import type { Conn, Db } from '../../../db/client';
import {
  type AuditChange,
  BILLING_WORDS,
  PLAN_IDS,
  type Billing,
  type PlanCreate,
  type PlanDetail,
  type PlanField,
  type PlanId,
  type PlanUpdate,
  type PricingPlan,
} from '../../contract';
import { formatPrice, toCents, toDollars } from '../../contract/money';

type Row = typeof table.$inferSelect;

function listing(row: Row, billing: Billing): PricingPlan {
  const cents = billing === 'monthly' ? row.monthlyCents : row.annualCents;
  return {
    id: `${row.id}-${billing}`,
    planId: row.id as PlanId,
    billing,
    nameEn: `${row.titleEn} ${BILLING_WORDS.en[billing]}`,
    nameZh: `${row.titleZh} ${BILLING_WORDS.zh[billing]}`,
    price: formatPrice(cents),
    amount: toDollars(cents),
    titleEn: row.titleEn,
    titleZh: row.titleZh,
    descriptionEn: row.descriptionEn,
    descriptionZh: row.descriptionZh,
    featuresEn: row.featuresEn,
    featuresZh: row.featuresZh,
    isPopular: row.isPopular,
  };
}

/** Monthly entries first, then annual, each in plan order. */
export function listPricing(db: Db): PricingPlan[] {
  const rows = db.select().from(table).orderBy(asc(table.sortOrder)).all();
  return (['monthly', 'annual'] as const).flatMap((billing) => rows.map((row) => listing(row, billing)));
}

const exists = (db: Conn, id: PlanId) => Boolean(db.select({ id: table.id }).from(table).where(eq(table.id, id)).get());

function toColumns(input: Omit<PlanUpdate, 'id'>) {
  const { monthlyPrice, annualPrice, ...rest } = input;
  return {
    ...rest,
    ...(monthlyPrice === undefined ? {} : { monthlyCents: toCents(monthlyPrice) }),
    ...(annualPrice === undefined ? {} : { annualCents: toCents(annualPrice) }),
  };
}

/** Stores one of the fixed plans; false when it is already stored. */
export function createPlan(db: Conn, input: PlanCreate): boolean {
  if (exists(db, input.id)) return false;
  const { id, ...fields } = input;
  db.insert(table)
    .values({ id, sortOrder: PLAN_IDS.indexOf(id), ...(toColumns(fields) as Required<ReturnType<typeof toColumns>>) })
    .run();
  return true;
}

/** Changes the fields given (an `id` in them names the plan and changes nothing); false when the plan is not stored. */
export function updatePlan(db: Conn, id: PlanId, input: PlanUpdate): boolean {
  const { id: _sameId, ...fields } = input;
  return db.update(table).set(toColumns(fields)).where(eq(table.id, id)).returning({ id: table.id }).all().length > 0;
}

/** One stored plan with every field PUT takes, amounts in dollars; undefined when it is not stored. */
export function getPlan(db: Conn, id: PlanId): PlanDetail | undefined {
  const row = db.select().from(table).where(eq(table.id, id)).get();
  if (!row) return undefined;
  const { titleEn, titleZh, descriptionEn, descriptionZh, featuresEn, featuresZh, isPopular } = row;
  const [monthlyPrice, annualPrice] = [toDollars(row.monthlyCents), toDollars(row.annualCents)];
  return { id, titleEn, titleZh, monthlyPrice, annualPrice, descriptionEn, descriptionZh, featuresEn, featuresZh, isPopular };
}

export const planListing = (db: Db, id: PlanId): PricingPlan[] => listPricing(db).filter((p) => p.planId === id);

/** The fields a change set to new values, each before and after as the activity log keeps them (a list one per line). */
export function planChanges(before: PlanDetail, after: PlanDetail): Partial<Record<PlanField, AuditChange>> {
  const text = (value: PlanDetail[PlanField]) => (Array.isArray(value) ? value.join('\n') : String(value));
  const fields = (Object.keys(after) as (keyof PlanDetail)[]).filter((key): key is PlanField => key !== 'id');
  return Object.fromEntries(
    fields.flatMap((key) => (text(before[key]) === text(after[key]) ? [] : [[key, { from: text(before[key]), to: text(after[key]) }]])),
  );
}
