import { and, asc, desc, eq, gt, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { onTheDesk, type DeskOrderRow, type OrderRow } from './orders-repository.ts';

/**
 * Rejects every pending order past its deadline, as not answered in time (`no_answer`); two processes
 * doing it at once reject each order once.
 */
export async function rejectOverdueOrders(db: Database, now: Date): Promise<OrderRow[]> {
  return db
    .update(orders)
    .set({
      approvalStatus: APPROVAL_STATUS.rejected,
      rejectReasonCode: 'no_answer',
      answeredAt: now,
      timedOut: true,
    })
    .where(and(eq(orders.approvalStatus, APPROVAL_STATUS.pending), lte(orders.answerDeadline, now)))
    .returning();
}

/** The store's latest answers since it was last resumed, newest first. */
export function latestAnswers(db: Database, storeId: number, since: Date | null, limit: number) {
  return db
    .select({ timedOut: orders.timedOut })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        isNotNull(orders.answeredAt),
        since ? gt(orders.answeredAt, since) : undefined,
      ),
    )
    .orderBy(desc(orders.answeredAt), desc(orders.id))
    .limit(limit);
}

/** Pending orders placed before `placedBefore` whose administrators have not been e-mailed. */
export async function listUnalertedPendingOrders(db: Database, placedBefore: Date): Promise<DeskOrderRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.approvalStatus, APPROVAL_STATUS.pending),
        onTheDesk,
        isNull(orders.deskAlertedAt),
        lte(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(asc(orders.id));
  return rows as DeskOrderRow[];
}

/** Marks the order's desk alert as sent; false when another process (or an answer) came first. */
export async function claimDeskAlert(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ deskAlertedAt: now })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.approvalStatus, APPROVAL_STATUS.pending),
        isNull(orders.deskAlertedAt),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The earliest deadline of a pending order, and the earliest placing time of one not yet due for its desk check. */
export async function findPendingTimes(db: Database, uncheckedAfter: Date) {
  const [row] = await db
    .select({
      nextDeadline: min(orders.answerDeadline),
      nextUncheckedPlacedAt: sql<
        Date | string | null
      >`min(${orders.createdAt}) filter (where ${orders.deskAlertedAt} is null and ${orders.createdAt} > ${uncheckedAfter.toISOString()}::timestamptz)`,
    })
    .from(orders)
    .where(and(eq(orders.approvalStatus, APPROVAL_STATUS.pending), onTheDesk));
  const asDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    nextDeadline: asDate(row?.nextDeadline),
    nextUncheckedPlacedAt: asDate(row?.nextUncheckedPlacedAt),
  };
}
