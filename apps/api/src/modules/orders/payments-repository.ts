import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { APPROVAL_STATUS, type PaymentMove } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { orderNumbers, orders, paymentEvents, paymentRefunds, payments } from '../../db/schema/index.ts';
import {
  withLines,
  type NewOrderValues,
  type OrderRow,
  type OrderWithLines,
  type RefundRow,
} from './orders-repository.ts';

type PaymentRow = typeof payments.$inferSelect;

/** The order's payment with what decides its money calls: the order's answer and store. */
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

/** How a paid order arrives on the desk: pending with its deadline, or accepted at once (auto-accept). */
export type ArrivalValues = Pick<
  NewOrderValues,
  'approvalStatus' | 'answeredAt' | 'readyAt' | 'answerDeadline'
>;

/**
 * The checkout completed (held or charged): in one transaction the payment moves on from pending and
 * the order takes the store's next number and arrives on the desk. Only the caller whose move changed
 * the payment does it, so racing webhooks (and return pages) number the order once; the number is
 * taken inside the transaction, so none is lost to a failure.
 */
export async function confirmCheckout(
  db: Database,
  orderId: number,
  move: Extract<PaymentMove, { from: 'pending'; to: 'authorized' | 'paid' }>,
  values: { providerPaymentId: string; paidAt: Date | null; arrival: (order: OrderRow) => ArrivalValues },
): Promise<OrderWithLines | null> {
  const confirmed = await db.transaction(async (tx) => {
    if (
      !(await movePayment(tx, orderId, move, {
        providerPaymentId: values.providerPaymentId,
        paidAt: values.paidAt,
      }))
    )
      return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order || order.number !== null) throw new Error(`order ${orderId} was numbered before its payment`);
    const [taken] = await tx
      .insert(orderNumbers)
      .values({ storeId: order.storeId, lastNumber: 1 })
      .onConflictDoUpdate({
        target: orderNumbers.storeId,
        set: { lastNumber: sql`${orderNumbers.lastNumber} + 1` },
      })
      .returning({ number: orderNumbers.lastNumber });
    const [numbered] = await tx
      .update(orders)
      .set({ number: taken!.number, ...values.arrival(order) })
      .where(and(eq(orders.id, orderId), isNull(orders.number)))
      .returning();
    return numbered!;
  });
  return confirmed ? ((await withLines(db, [confirmed]))[0] ?? null) : null;
}

/**
 * The checkout ended unpaid: the payment is expired or failed, and the order, never numbered, is
 * cancelled, which frees its slot. Only the caller whose move changed the payment does it.
 */
export async function endCheckout(
  db: Database,
  orderId: number,
  move: Extract<PaymentMove, { from: 'pending'; to: 'expired' | 'failed' }>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await movePayment(tx, orderId, move))) return false;
    await tx
      .update(orders)
      .set({ approvalStatus: APPROVAL_STATUS.cancelled })
      .where(and(eq(orders.id, orderId), isNull(orders.number)));
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

/** What is left to refund: the amount less the refunds that went through or are still on their way. */
const refundableMinor = async (db: Database, payment: PaymentRow) => {
  const [row] = await db
    .select({ claimed: sql<number>`coalesce(sum(${paymentRefunds.amountMinor}), 0)::int` })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.orderId, payment.orderId),
        inArray(paymentRefunds.status, ['pending', 'succeeded']),
      ),
    );
  return payment.amountMinor - Number(row?.claimed ?? 0);
};

/**
 * Writes a refund before the provider is asked for it, under the payment's row lock so that two refunds
 * at once never give back more than was paid: the new row, or what was left when the amount is more
 * (`amountMinor` null: all that is left). A key already written answers its row (a retried call).
 */
export async function claimRefund(
  db: Database,
  orderId: number,
  refund: {
    amountMinor: number | null;
    reason: string;
    idempotencyKey: string;
    createdBy: number | null;
    /** The app's clock: the reports count a refund on the local day it was made. */
    createdAt: Date;
  },
): Promise<{ refund: RefundRow } | { left: number }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
    if (!payment) throw new Error(`order ${orderId} has no payment row`);
    const [existing] = await tx
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.idempotencyKey, refund.idempotencyKey));
    if (existing) return { refund: existing };
    const left = await refundableMinor(tx, payment);
    const amountMinor = refund.amountMinor ?? left;
    if (amountMinor <= 0 || amountMinor > left) return { left };
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        orderId,
        amountMinor,
        reason: refund.reason,
        idempotencyKey: refund.idempotencyKey,
        createdBy: refund.createdBy,
        createdAt: refund.createdAt,
      })
      .returning();
    return { refund: row! };
  });
}

export function listPendingRefunds(db: Database): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'pending'))
    .orderBy(asc(paymentRefunds.id));
}

/**
 * The provider's answer to a refund: refused, or made; then the payment counts it (partially or wholly
 * refunded). Only the caller that moves the refund from pending counts it.
 */
export async function finishRefund(
  db: Database,
  refund: RefundRow,
  result: { done: true; providerId: string } | { done: false; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [finished] = await tx
      .update(paymentRefunds)
      .set(
        result.done
          ? { status: 'succeeded', providerRefundId: result.providerId }
          : { status: 'failed', failureReason: result.reason },
      )
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')))
      .returning();
    if (!finished || !result.done) return;
    await tx
      .update(payments)
      .set({
        refundedMinor: sql`${payments.refundedMinor} + ${refund.amountMinor}`,
        status: sql`case when ${payments.refundedMinor} + ${refund.amountMinor} >= ${payments.amountMinor} then 'refunded' else 'partially_refunded' end`,
      })
      .where(
        and(eq(payments.orderId, refund.orderId), inArray(payments.status, ['paid', 'partially_refunded'])),
      );
  });
}

/** Whether the provider's event was processed already. */
export async function eventSeen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  return row !== undefined;
}

export async function recordEvent(db: Database, eventId: string): Promise<void> {
  await db.insert(paymentEvents).values({ eventId }).onConflictDoNothing();
}
