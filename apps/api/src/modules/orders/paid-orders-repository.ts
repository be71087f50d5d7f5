import { and, eq, isNull, sql } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { orderNumbers, orders } from '../../db/schema/index.ts';
import type { ArrivalValues } from '../payments/service.ts';
import type { OrderRow } from './orders-repository.ts';

/**
 * The order paid for takes the store's next number and arrives on the desk, in the transaction (`tx`)
 * where its payment moved on from pending; the number is taken there, so none is lost to a failure.
 */
export async function numberPaidOrder(
  tx: Database,
  orderId: number,
  arrival: (order: OrderRow) => ArrivalValues,
): Promise<OrderRow> {
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
    .set({ number: taken!.number, ...arrival(order) })
    .where(and(eq(orders.id, orderId), isNull(orders.number)))
    .returning();
  return numbered!;
}

/** The order whose checkout ended unpaid, never numbered, is cancelled: its slot is free again. */
export async function cancelUnpaidOrder(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ approvalStatus: APPROVAL_STATUS.cancelled })
    .where(and(eq(orders.id, orderId), isNull(orders.number)));
}
