import { guestOrderPath, type OrderCreated, type OrderRequest } from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type AskedLanguage } from '../../lib/reader-language.ts';
import type { OrderCounter } from '../../lib/metrics.ts';
import type { OrderEvents } from '../../realtime/order-events.ts';
import { claimOpenOrder, limitsOpenOrders, type OrderingCustomer } from './open-orders.ts';
import { claimOrderSlot, slotHasCapacity } from './slots.ts';
import {
  keptKey,
  isKeyRace,
  keyInProgress,
  lockAndFindKey,
  previousAnswer,
  type IdempotentRequest,
  type KeptAnswer,
  type KeyOwner,
} from './idempotency.ts';
import { guestKeyExpiry, newGuestKey } from './guest-keys.ts';
import { toOrder } from './order-mapper.ts';
import { type OrderRow } from './orders-repository.ts';
import { writeOrder, type KeyToWrite, type OrderToWrite } from './write-order.ts';
import {
  claimUnpaidCheckout,
  clientAddressKey,
  type CheckoutClient,
  type OnlinePayments,
} from '../payments/service.ts';
import type { StoreTermsCache } from './store-terms.ts';

import { prepareOrder, type OrderCustomer } from './prepare-order.ts';
import { claimCoupon } from '../coupons/service.ts';
import { hasEarlierOrder } from './order-coupon.ts';

export interface PlaceOrderResult extends KeptAnswer {
  /** The answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

export interface OrderDeps {
  db: Database;
  clock: Clock;
  storeTerms: StoreTermsCache;
  events: OrderEvents;
  /** Wakes the deadline scheduler for a new order. */
  deadlines: { orderPlaced(order: Pick<OrderRow, 'createdAt' | 'answerDeadline'>): void };
  counter: OrderCounter;
  /** Online payment; null without the provider's keys (cash only). */
  onlinePayments: OnlinePayments | null;
  /** The client's address and its limit of unpaid online checkouts; null: no limit. */
  checkoutClient: CheckoutClient | null;
}

/** Tries to write the order (in `db`, the pool or the order's transaction); null to try again. */
async function writeOnce(
  db: Database,
  rows: OrderToWrite,
  body: OrderCreated,
  idempotent: IdempotentRequest | undefined,
  key: KeyToWrite | undefined,
): Promise<PlaceOrderResult | null> {
  const written = await writeOrder(db, rows, key);
  if (written.written) {
    body.data.id = written.orderId;
    body.data.number = written.number;
    body.data.items.forEach((item, index) => (item.id = written.itemIds[index]!));
    return { status: 201, body, replayed: false };
  }
  if (!written.locked) throw keyInProgress();
  if (!idempotent || !written.previous) throw new Error('the order was not written, though its key was free');
  const replay = await previousAnswer(db, idempotent, written.previous);
  return replay && { ...replay, replayed: true };
}

/**
 * decisions §5: the order, its items, its payment and its Idempotency-Key are written by one statement,
 * so a refused or failed request leaves nothing behind, and its key can be retried. That statement also
 * takes the key's lock and reads its row, and writes nothing when another request holds the key or has
 * answered it. Only an online payment (the client's unpaid checkouts are limited), a slot with a
 * capacity, a store that limits a customer's unanswered orders or a coupon needs a transaction around
 * it, to count the checkouts, the slot's or the customer's orders or the coupon's redemptions under
 * their lock (the checkouts' first, then the customer's, the slot's, the coupon's, in every order); the
 * redemption is written there too, so a coupon with n redemptions left gives exactly n.
 */
export async function placeOrder(
  { db, clock, events, deadlines, storeTerms, counter, onlinePayments, checkoutClient }: OrderDeps,
  customer: OrderCustomer,
  input: OrderRequest,
  /** The customer's language, once their store is known: the order keeps its names in it. */
  language: AskedLanguage,
  idempotent?: IdempotentRequest,
): Promise<PlaceOrderResult> {
  const now = clock.now();
  // A guest is one by their e-mail: their keys, unanswered orders and coupon uses count together.
  const owner: KeyOwner =
    customer.kind === 'account'
      ? { userId: customer.user.id, guestEmail: null }
      : { userId: null, guestEmail: customer.guest.email };
  const ordering: OrderingCustomer =
    customer.kind === 'account'
      ? { kind: 'account', userId: customer.user.id }
      : { kind: 'guest', email: customer.guest.email };
  // A refusal waits until the key is checked: a retry of an order placed before the store closed replays it.
  const outcome = await prepareOrder({ db, storeTerms, onlinePayments }, customer, input, language, now).then(
    (order) => ({ order }),
    (error: unknown) => ({ error }),
  );
  if (!('order' in outcome)) {
    const replay =
      idempotent && (await previousAnswer(db, idempotent, await lockAndFindKey(db, owner, idempotent, now)));
    if (replay) return { ...replay, replayed: true };
    throw outcome.error;
  }
  const { day, slot, values, items, payment, coupon } = outcome.order;
  const online = payment.paymentMethod === 'online';
  const guestKey = customer.kind === 'guest' ? newGuestKey() : null;
  const limitsCheckouts = online && checkoutClient !== null;
  const rows = {
    order: { ...values, updatedAt: new Date() },
    items,
    payment: { ...payment, clientAddress: limitsCheckouts ? clientAddressKey(checkoutClient.address) : null },
    numbered: !online,
    guestKey: guestKey && { hash: guestKey.hash, expiresAt: guestKeyExpiry(now) },
  };
  // Complete but for the ids and the number, which the statement sets in the key's copy and answers. A
  // guest's key is in it too: a retry must get the link of the order it answers (the copy ends in 24 hours).
  const body: OrderCreated = {
    msg: 'Order placed',
    data: {
      ...toOrder(
        {
          order: { ...rows.order, id: 0, number: 0 },
          items: items.map((item) => ({ ...item, id: 0, orderId: 0 })),
          payment,
          refunds: [],
        },
        'customer',
      ),
      ...(guestKey && { guest_key: guestKey.key }),
    },
  };
  const key = idempotent && keptKey(owner, idempotent, { status: 201, body }, now);
  const once =
    limitsCheckouts || slotHasCapacity(day, values.orderType) || limitsOpenOrders(day.store) || coupon
      ? () =>
          db.transaction(async (tx) => {
            if (idempotent) {
              const replay = await previousAnswer(
                tx,
                idempotent,
                await lockAndFindKey(tx, owner, idempotent, now),
              );
              if (replay) return { ...replay, replayed: true };
            }
            // A replay above answers even a customer at the limit: the order it answers is already counted.
            if (limitsCheckouts) await claimUnpaidCheckout(tx, checkoutClient, ordering, now);
            await claimOpenOrder(tx, day.store, ordering);
            await claimOrderSlot(tx, day, values.orderType, slot, now);
            const redeem =
              coupon &&
              (await claimCoupon(tx, coupon, ordering, () => hasEarlierOrder(tx, day.store.id, ordering)));
            const written = await writeOnce(tx, rows, body, idempotent, key);
            if (redeem && written && !written.replayed) await redeem(written.body.data.id);
            return written;
          })
      : () => writeOnce(db, rows, body, idempotent, key);
  let result: PlaceOrderResult | null = null;
  // Again when a request with the key committed after this one's snapshot (it replays), or its row had expired.
  for (let tries = 0; !result && tries < 3; tries++) {
    result = await once().catch((error: unknown) => {
      if (isKeyRace(error)) return null;
      throw error;
    });
  }
  if (!result) throw keyInProgress();
  const { guest_key: answeredKey } = result.body.data;
  // Its path names the order's id, which the statement set (a replay's is in the kept answer).
  if (answeredKey !== undefined)
    result.body.data.status_url = guestOrderPath(result.body.data.id, answeredKey);
  if (online) {
    return withCheckout(onlinePayments, result, {
      ...rows,
      order: { ...rows.order, id: result.body.data.id },
      customerEmail: customer.kind === 'account' ? customer.user.email : customer.guest.email,
    });
  }
  if (!result.replayed) {
    const { guest_key: _key, status_url: _link, ...order } = result.body.data;
    const { id, store_id: storeId, created_at: createdAt, answer_deadline: deadline, number } = order;
    events.created({
      id,
      storeId,
      approvalStatus: order.approval_status,
      // A cash order is numbered by the statement that wrote it.
      placed:
        number === null
          ? undefined
          : {
              order: { ...order, number },
              language: rows.order.language,
              email: customer.kind === 'account' ? customer.user.email : customer.guest.email,
              guest: customer.kind === 'guest',
            },
    });
    counter.count('placed');
    deadlines.orderPlaced({
      createdAt: new Date(createdAt),
      answerDeadline: deadline === null ? null : new Date(deadline),
    });
  }
  return result;
}

/**
 * An order paid online answers with the page to pay on: its checkout, created now for a new order, or
 * the one created before for a retry (created now if the provider did not answer the first time).
 * It is not on the desk yet: the desk hears of it once the payment completes.
 */
async function withCheckout(
  onlinePayments: OnlinePayments | null,
  result: PlaceOrderResult,
  rows: Parameters<OnlinePayments['openCheckout']>[0],
): Promise<PlaceOrderResult> {
  if (!onlinePayments) throw new AppError('payment_method_not_offered');
  const url = result.replayed
    ? await onlinePayments.checkoutUrlOf(result.body.data.id, rows.customerEmail)
    : await onlinePayments.openCheckout(rows);
  result.body.data.payment.checkout_url = url;
  return result;
}
