import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema/index.ts';
import type { PaymentRow } from './payments-repository.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** The refunds of the orders, in the order they were made, for the orders' own answers. */
export function refundsOf(db: Database, orderIds: number[]): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.orderId, orderIds))
    .orderBy(asc(paymentRefunds.id));
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
