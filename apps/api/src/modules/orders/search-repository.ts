import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { onTheDesk } from './orders-repository.ts';
import { usersWithEmailLike } from '../users/service.ts';

/** At least this many digits are searched in phone numbers, whatever spaces or dashes they were written with. */
const MIN_PHONE_DIGITS = 3;

function matches(db: Database, query: string): SQL {
  const pattern = containsPattern(query);
  const conditions: (SQL | undefined)[] = [
    ilike(orders.customerName, pattern),
    ilike(orders.phone, pattern),
    inArray(orders.userId, usersWithEmailLike(db, pattern)),
  ];
  const number = /^#?(\d{1,9})$/.exec(query)?.[1];
  if (number) conditions.push(eq(orders.number, Number(number)));
  const digits = query.replace(/[\s()+./-]/g, '');
  if (/^\d+$/.test(digits) && digits.length >= MIN_PHONE_DIGITS) {
    conditions.push(sql`regexp_replace(${orders.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...conditions)!;
}

/** The store's newest orders with that number, or whose customer's name, e-mail or phone contains the query. */
export function searchStoreOrders(db: Database, storeId: number, query: string, limit: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      customerName: orders.customerName,
      phone: orders.phone,
      approvalStatus: orders.approvalStatus,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), onTheDesk, matches(db, query)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
