import type { ApprovalStatus, BackOfficeSearchResults } from '@food/contract';
import { fromMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import { searchStoreOrders } from './search-repository.ts';

/** The header search's order hits: newest first. */
export async function searchOrders(
  db: Database,
  storeId: number,
  query: string,
  limit: number,
): Promise<BackOfficeSearchResults['orders']> {
  const rows = await searchStoreOrders(db, storeId, query, limit);
  return rows.map((row) => ({
    id: row.id,
    // Only orders on the desk are searched: they have their number.
    number: row.number!,
    customer_name: row.customerName,
    phone: row.phone,
    approval_status: row.approvalStatus as ApprovalStatus,
    currency: row.currency,
    total: fromMinor(row.totalMinor),
    created_at: row.createdAt.toISOString(),
  }));
}
