import { and, asc, count, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'storeId' | 'createdAt' | 'updatedAt'>;
export type CouponWithUse = CouponRow & { redemptions: number; givenAwayMinor: number };

/** Whose redemptions count together: an account, or a guest by their normalised e-mail. */
export type CouponCustomer = { kind: 'account'; userId: number } | { kind: 'guest'; email: string };

const redemptionsOf = (customer: CouponCustomer): SQL =>
  customer.kind === 'account'
    ? eq(couponRedemptions.userId, customer.userId)
    : eq(couponRedemptions.guestEmail, customer.email);

/** Each coupon's redemptions not given back, and what they saved. */
const use = {
  redemptions: sql<number>`(select count(*) from ${couponRedemptions} r where r.coupon_id = "coupons"."id" and r.released_at is null)::int`,
  givenAwayMinor: sql<number>`(select coalesce(sum(r.saving_minor), 0) from ${couponRedemptions} r where r.coupon_id = "coupons"."id" and r.released_at is null)::int`,
};

export function listCoupons(db: Database, storeId: number): Promise<CouponWithUse[]> {
  return db
    .select({ ...getTableColumns(coupons), ...use })
    .from(coupons)
    .where(eq(coupons.storeId, storeId))
    .orderBy(asc(coupons.codeNormalised));
}

export async function findCoupon(
  db: Database,
  storeId: number,
  id: number,
): Promise<CouponWithUse | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(coupons), ...use })
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.storeId, storeId)));
  return row;
}

export async function findCouponByCode(
  db: Database,
  storeId: number,
  codeNormalised: string,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), eq(coupons.codeNormalised, codeNormalised)));
  return row;
}

/** The coupon's row, locked until the caller's transaction ends: its redemptions take turns. */
export async function lockCoupon(db: Database, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** The coupon's redemptions not given back: in all, and the customer's (when known). */
export async function countRedemptions(
  db: Database,
  couponId: number,
  customer: CouponCustomer | null,
): Promise<{ redeemed: number; byCustomer: number | null }> {
  const live = and(eq(couponRedemptions.couponId, couponId), isNull(couponRedemptions.releasedAt));
  const [row] = await db
    .select({
      redeemed: count(),
      byCustomer: customer
        ? sql<number>`(count(*) filter (where ${redemptionsOf(customer)}))::int`
        : sql<null>`null`,
    })
    .from(couponRedemptions)
    .where(live);
  return { redeemed: row?.redeemed ?? 0, byCustomer: row?.byCustomer ?? (customer ? 0 : null) };
}

export async function insertRedemption(
  db: Database,
  values: { couponId: number; orderId: number; customer: CouponCustomer; savingMinor: number },
): Promise<void> {
  await db.insert(couponRedemptions).values({
    couponId: values.couponId,
    orderId: values.orderId,
    userId: values.customer.kind === 'account' ? values.customer.userId : null,
    guestEmail: values.customer.kind === 'guest' ? values.customer.email : null,
    savingMinor: values.savingMinor,
  });
}

export async function insertCoupon(db: Database, storeId: number, values: CouponValues): Promise<CouponRow> {
  const [row] = await db
    .insert(coupons)
    .values({ storeId, ...values })
    .returning();
  if (!row) throw new Error('insert into coupons returned no row');
  return row;
}

export async function updateCoupon(
  db: Database,
  storeId: number,
  id: number,
  values: CouponValues,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set(values)
    .where(and(eq(coupons.id, id), eq(coupons.storeId, storeId)))
    .returning();
  return row;
}

export async function deleteCoupon(db: Database, storeId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.storeId, storeId)))
    .returning({ id: coupons.id });
  return deleted.length > 0;
}
