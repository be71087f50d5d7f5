import {
  discountCodeFor,
  isDelivery,
  normaliseCouponCode,
  type Coupon,
  type CouponCheck,
  type CouponKind,
  type Language,
  type SavedCoupon,
} from '@food/contract';
import { formatLocale } from '@food/i18n';
import { formatMoney, fromMinor, orderTotals, toMinor, type CouponSaving } from '@food/money';
import { localDateOf } from '@food/opening-hours';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, fieldError, type ErrorParams } from '../../lib/errors.ts';
import type { AskedLanguage } from '../../lib/reader-language.ts';
import { discountsOn } from '../discounts/service.ts';
import { findDeliveryPostcode } from '../postcodes/service.ts';
import { getStore } from '../stores/service.ts';
import { judgeCoupon, type CouponRefusal, type CouponTerms, type CouponUse } from './coupon-rules.ts';
import {
  countRedemptions,
  deleteCoupon,
  findCoupon,
  findCouponByCode,
  insertCoupon,
  insertRedemption,
  listCoupons,
  lockCoupon,
  updateCoupon,
  type CouponCustomer,
  type CouponRow,
  type CouponValues,
  type CouponWithUse,
} from './repository.ts';

export type { CouponCustomer };

/** What a coupon's refusal names: the store's region and currency write its day and amount. */
type CouponStore = { timezone: string; currency: string; locale: string };

const couponNotFound = (id: number) => new AppError('coupon_not_found', { id: String(id) });

const termsOf = (row: CouponRow): CouponTerms => ({ ...row, kind: row.kind as CouponKind });

function toCoupon(row: CouponWithUse): Coupon {
  return {
    id: row.id,
    store_id: row.storeId,
    code: row.code,
    kind: row.kind as CouponKind,
    value: fromMinor(row.valueHundredths),
    min_subtotal: fromMinor(row.minSubtotalMinor),
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    max_redemptions: row.maxRedemptions,
    max_per_customer: row.maxPerCustomer,
    first_order_only: row.firstOrderOnly,
    order_type: row.orderType as Coupon['order_type'],
    active: row.active,
    redemptions: row.redemptions,
    given_away: fromMinor(row.givenAwayMinor),
    created_at: row.createdAt.toISOString(),
  };
}

const toValues = (input: SavedCoupon): CouponValues => ({
  code: input.code,
  codeNormalised: normaliseCouponCode(input.code),
  kind: input.kind,
  valueHundredths: input.kind === 'free_delivery' ? 0 : toMinor(input.value),
  minSubtotalMinor: toMinor(input.min_subtotal),
  validFrom: input.valid_from,
  validUntil: input.valid_until,
  maxRedemptions: input.max_redemptions,
  maxPerCustomer: input.max_per_customer,
  firstOrderOnly: input.first_order_only,
  orderType: input.order_type,
  active: input.active,
});

export async function listStoreCoupons(db: Database, storeId: number): Promise<Coupon[]> {
  return (await listCoupons(db, storeId)).map(toCoupon);
}

export async function getCoupon(db: Database, storeId: number, id: number): Promise<Coupon> {
  const row = await findCoupon(db, storeId, id);
  if (!row) throw couponNotFound(id);
  return toCoupon(row);
}

// The unique (store, normalised code) constraint decides, so two saves racing for one code cannot both win.
async function refuseDuplicateCode<T>(code: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('coupon_code_taken', 'code', { code });
    throw error;
  }
}

export async function createCoupon(db: Database, storeId: number, input: SavedCoupon): Promise<Coupon> {
  const row = await refuseDuplicateCode(input.code, insertCoupon(db, storeId, toValues(input)));
  return getCoupon(db, storeId, row.id);
}

export async function changeCoupon(
  db: Database,
  storeId: number,
  id: number,
  input: SavedCoupon,
): Promise<Coupon> {
  const row = await refuseDuplicateCode(input.code, updateCoupon(db, storeId, id, toValues(input)));
  if (!row) throw couponNotFound(id);
  return getCoupon(db, storeId, id);
}

/** Orders that used the coupon keep its code and saving (their own copies). */
export async function removeCoupon(db: Database, storeId: number, id: number) {
  if (!(await deleteCoupon(db, storeId, id))) throw couponNotFound(id);
}

/** The refusal's values, written in the reader's language in the store's region. */
function refusalParams(refusal: CouponRefusal, row: CouponRow, store: CouponStore): ErrorParams | undefined {
  const locale = (language: Language) => formatLocale(language, store.locale);
  if (refusal === 'coupon_not_started' && row.validFrom) {
    const day = new Date(`${row.validFrom}T00:00:00Z`);
    return {
      date: (language) =>
        new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
          day,
        ),
    };
  }
  if (refusal === 'coupon_below_minimum') {
    return {
      minimum: (language) =>
        formatMoney(row.minSubtotalMinor, { currency: store.currency, locale: locale(language) }),
    };
  }
  return undefined;
}

const refused = (refusal: CouponRefusal, row: CouponRow, store: CouponStore) =>
  fieldError(refusal, 'coupon_code', refusalParams(refusal, row, store));

/** A coupon an order is priced with: what it saves, judged on its row as read before the order's transaction. */
export interface OrderCoupon {
  id: number;
  code: string;
  saving: CouponSaving;
  use: CouponUse;
  store: CouponStore;
}

/**
 * The coupon an order names, judged on everything but its redemptions (which `claimCoupon` counts in the
 * order's transaction): 422 on `coupon_code` with the reason when it does not apply.
 */
export async function priceOrderCoupon(
  db: Database,
  store: CouponStore & { id: number },
  code: string,
  use: Omit<CouponUse, 'today'>,
  now: Date,
): Promise<OrderCoupon> {
  const row = await findCouponByCode(db, store.id, normaliseCouponCode(code));
  if (!row) throw fieldError('coupon_unknown', 'coupon_code');
  const fullUse = { ...use, today: localDateOf(store.timezone, now) };
  const judged = judgeCoupon(termsOf(row), fullUse, {
    redeemed: null,
    byCustomer: null,
    hasEarlierOrder: null,
  });
  if (!judged.ok) throw refused(judged.refusal, row, store);
  return { id: row.id, code: row.code, saving: judged.saving, use: fullUse, store };
}

const sameSaving = (a: CouponSaving, b: CouponSaving) =>
  a.discountMinor === b.discountMinor &&
  a.deliveryFeeMinor === b.deliveryFeeMinor &&
  a.savingMinor === b.savingMinor;

/**
 * In the order's transaction: locks the coupon's row, so its redemptions take turns, judges it again with
 * its redemptions so far and the customer's, and answers how to record the order's redemption once the
 * order is written. A coupon changed since the order was priced is refused (409): the customer tries again.
 */
export async function claimCoupon(
  tx: Database,
  coupon: OrderCoupon,
  customer: CouponCustomer,
  hasEarlierOrder: () => Promise<boolean | null>,
): Promise<(orderId: number) => Promise<void>> {
  const row = await lockCoupon(tx, coupon.id);
  if (!row) throw fieldError('coupon_unknown', 'coupon_code');
  const counts = await countRedemptions(tx, row.id, customer);
  const earlier = row.firstOrderOnly ? await hasEarlierOrder() : false;
  const judged = judgeCoupon(termsOf(row), coupon.use, { ...counts, hasEarlierOrder: earlier });
  if (!judged.ok) throw refused(judged.refusal, row, coupon.store);
  if (!sameSaving(judged.saving, coupon.saving)) throw new AppError('coupon_changed');
  return (orderId) =>
    insertRedemption(tx, { couponId: row.id, orderId, customer, savingMinor: judged.saving.savingMinor });
}

/** What the cart's "Add a code" asks. */
export interface CouponQuestion {
  storeId: number;
  code: string;
  orderType: number;
  subtotalMinor: number;
  deliveryPostcodeId: number | null;
  customer: CouponCustomer | null;
  /** Whether the customer has ordered from the store before (an order neither rejected nor cancelled). */
  hasEarlierOrder: (customer: CouponCustomer) => Promise<boolean | null>;
}

/**
 * What the code would save on the cart, after the store's discount for the order type, or why not (the
 * reason an order would get, in the reader's language). Without a customer, the per-customer rules wait
 * for the order.
 */
export async function checkCoupon(
  db: Database,
  question: CouponQuestion,
  now: Date,
  askedLanguage: AskedLanguage,
): Promise<CouponCheck> {
  const store = await getStore(db, question.storeId);
  const language = askedLanguage(store);
  const no = (error: AppError): CouponCheck => ({
    valid: false,
    reason: error.code,
    detail: error.detailIn(language),
  });
  const row = await findCouponByCode(db, store.id, normaliseCouponCode(question.code));
  if (!row) return no(new AppError('coupon_unknown'));
  const [discounts, postcode] = await Promise.all([
    discountsOn(db, store, now),
    isDelivery(question.orderType) && question.deliveryPostcodeId
      ? findDeliveryPostcode(db, store.id, question.deliveryPostcodeId)
      : undefined,
  ]);
  const totals = orderTotals({
    lines: [{ unitMinor: question.subtotalMinor, quantity: 1 }],
    discountPercent: discounts.find((d) => d.code === discountCodeFor(question.orderType))?.value ?? 0,
    deliveryFeeMinor: postcode?.deliveryFeeMinor ?? 0,
    freeDeliveryOverMinor: postcode?.freeDeliveryOverMinor ?? null,
  });
  const { customer } = question;
  const counts = customer
    ? {
        ...(await countRedemptions(db, row.id, customer)),
        hasEarlierOrder: row.firstOrderOnly ? await question.hasEarlierOrder(customer) : false,
      }
    : { ...(await countRedemptions(db, row.id, null)), hasEarlierOrder: null };
  const judged = judgeCoupon(
    termsOf(row),
    {
      orderType: question.orderType,
      subtotalMinor: totals.subtotalMinor,
      storeDiscountMinor: totals.discountMinor,
      deliveryFeeMinor: totals.deliveryFeeMinor,
      today: localDateOf(store.timezone, now),
    },
    counts,
  );
  if (!judged.ok) return no(refused(judged.refusal, row, store));
  return {
    valid: true,
    code: row.code,
    kind: row.kind as CouponKind,
    saving: fromMinor(judged.saving.savingMinor),
  };
}
