import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { APPROVAL_STATUS, type PaymentMove } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { orders, paymentEvents, paymentRefunds, payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** The payments of the orders (one each), for the orders' own answers. */
export function paymentsOf(db: Database, orderIds: number[]): Promise<PaymentRow[]> {
  return db.select().from(payments).where(inArray(payments.orderId, orderIds));
}

/**
 * The order's payment with what decides its money calls: the order's answer and store. The joins read
 * these columns of the orders, never write them (see decisions, "Payments own their code").
 */
export interface OnlinePaymentRow {
  payment: PaymentRow;
  order: Pick<OrderRow, 'id' | 'storeId' | 'approvalStatus' | 'number' | 'currency'>;
}

const paymentWithOrder = {
  payment: payments,
  order: {
    id: orders.id,
    storeId: orders.storeId,
    approvalStatus: orders.approvalStatus,
    number: orders.number,
    currency: orders.currency,
  },
};

export async function findOnlinePayment(
  db: Database,
  orderId: number,
): Promise<OnlinePaymentRow | undefined> {
  const [row] = await db
    .select(paymentWithOrder)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.orderId, orderId), eq(payments.paymentMethod, 'online')));
  return row;
}

export async function findPaymentByCheckout(
  db: Database,
  checkoutId: string,
): Promise<OnlinePaymentRow | undefined> {
  const [row] = await db
    .select(paymentWithOrder)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.checkoutId, checkoutId));
  return row;
}

/** Keeps the checkout made for the order's payment, while it is still awaited. */
export async function saveCheckout(
  db: Database,
  orderId: number,
  checkout: { checkoutId: string; checkoutUrl: string },
): Promise<void> {
  await db
    .update(payments)
    .set(checkout)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

/** Moves the payment only if it is still in the move's `from` state: of two racing moves one wins. */
export async function movePayment(
  db: Database,
  orderId: number,
  move: PaymentMove,
  values: Partial<Pick<PaymentRow, 'paidAt' | 'providerPaymentId'>> = {},
): Promise<boolean> {
  // A checkout that ends, paid or not, forgets the client's address it was counted by.
  const rows = await db
    .update(payments)
    .set({ ...values, status: move.to, ...(move.from === 'pending' && { clientAddress: null }) })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, move.from)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * The checkout completed (held or charged): in one transaction the payment moves on from pending and
 * the order, through `arrive`, takes the store's next number and arrives on the desk. Only the caller
 * whose move changed the payment does it, so racing webhooks (and return pages) number the order once;
 * the number is taken inside the transaction, so none is lost to a failure.
 */
export async function confirmCheckout(
  db: Database,
  orderId: number,
  move: Extract<PaymentMove, { from: 'pending'; to: 'authorized' | 'paid' }>,
  values: { providerPaymentId: string; paidAt: Date | null },
  arrive: (tx: Database) => Promise<OrderRow>,
): Promise<OrderRow | null> {
  return db.transaction(async (tx) => ((await movePayment(tx, orderId, move, values)) ? arrive(tx) : null));
}

/**
 * The checkout ended unpaid: the payment is expired or failed, and the order, never numbered, is
 * cancelled through `cancelOrder`, which frees its slot. Only the caller whose move changed the payment
 * does it.
 */
export async function endCheckout(
  db: Database,
  orderId: number,
  move: Extract<PaymentMove, { from: 'pending'; to: 'expired' | 'failed' }>,
  cancelOrder: (tx: Database) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await movePayment(tx, orderId, move))) return false;
    await cancelOrder(tx);
    return true;
  });
}

/** Online payments still awaited whose checkout has ended by now: the provider is asked about them. */
export function listOverdueCheckouts(db: Database, now: Date) {
  return db
    .select({ orderId: payments.orderId, checkoutId: payments.checkoutId })
    .from(payments)
    .where(
      and(
        eq(payments.paymentMethod, 'online'),
        eq(payments.status, 'pending'),
        lte(payments.checkoutExpiresAt, now),
      ),
    )
    .orderBy(asc(payments.orderId));
}

/**
 * Orders whose answer still owes a money call: accepted with the money held (capture), rejected or
 * cancelled with it held (release) or charged (refund of what is left).
 */
export async function listUnsettledOrders(db: Database): Promise<number[]> {
  const rows = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        isNotNull(payments.checkoutId),
        isNotNull(orders.number),
        sql`(
          (${payments.status} = 'authorized' and ${orders.approvalStatus} <> ${APPROVAL_STATUS.pending})
          or (${payments.status} in ('paid', 'partially_refunded')
            and ${orders.approvalStatus} in (${APPROVAL_STATUS.rejected}, ${APPROVAL_STATUS.cancelled})
            and not exists (select from ${paymentRefunds} r where r.order_id = ${payments.orderId} and r.status = 'pending'))
        )`,
      ),
    )
    .orderBy(asc(payments.orderId));
  return rows.map((row) => row.orderId);
}

/** Whether the provider's event was processed already. */
export async function eventSeen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  return row !== undefined;
}

export async function recordEvent(db: Database, eventId: string): Promise<void> {
  await db.insert(paymentEvents).values({ eventId }).onConflictDoNothing();
}
