import { APPROVAL_STATUS } from '@food/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { priceOrderCoupon, type CouponCustomer, type OrderCoupon } from '../coupons/service.ts';
import type { OrderPrice } from './pricing.ts';

/** What the order keeps of its coupon. */
export interface CouponPrice {
  couponCode: string | null;
  couponDiscountMinor: number;
  couponSavingMinor: number;
  deliveryFeeMinor: number;
  totalMinor: number;
}

/**
 * The order's price with the coupon it names, applied after the store's discount; no code, no change.
 * The coupon's redemptions are counted later, in the order's transaction (`claimCoupon`).
 */
export async function priceWithCoupon(
  db: Database,
  store: { id: number; timezone: string; currency: string; locale: string },
  code: string | null,
  orderType: number,
  price: OrderPrice,
  now: Date,
): Promise<{ coupon: OrderCoupon | null; price: CouponPrice }> {
  const none = { couponCode: null, couponDiscountMinor: 0, couponSavingMinor: 0 };
  if (code === null) {
    return {
      coupon: null,
      price: { ...none, deliveryFeeMinor: price.deliveryFeeMinor, totalMinor: price.totalMinor },
    };
  }
  const coupon = await priceOrderCoupon(
    db,
    store,
    code,
    {
      orderType,
      subtotalMinor: price.subtotalMinor,
      storeDiscountMinor: price.discountMinor,
      deliveryFeeMinor: price.deliveryFeeMinor,
    },
    now,
  );
  const { discountMinor, deliveryFeeMinor, savingMinor } = coupon.saving;
  return {
    coupon,
    price: {
      couponCode: coupon.code,
      couponDiscountMinor: discountMinor,
      couponSavingMinor: savingMinor,
      deliveryFeeMinor,
      totalMinor: price.subtotalMinor - price.discountMinor - discountMinor + deliveryFeeMinor,
    },
  };
}

/**
 * Whether the customer has an order with the store that counts (neither rejected nor cancelled), for
 * a first-order coupon: an account's own, or those placed as a guest with the e-mail.
 */
export async function hasEarlierOrder(
  db: Database,
  storeId: number,
  customer: CouponCustomer,
): Promise<boolean | null> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        customer.kind === 'account'
          ? eq(orders.userId, customer.userId)
          : eq(orders.guestEmail, customer.email),
        inArray(orders.approvalStatus, [APPROVAL_STATUS.pending, APPROVAL_STATUS.accepted]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
