import { isLanguage, type PersonalData } from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { listOwnAddresses } from '../addresses/service.ts';
import type { AuthUser } from '../auth/service.ts';
import { listOrdersOf } from '../orders/service.ts';
import { getStore } from '../stores/service.ts';
import { findUser } from '../users/service.ts';

/** More orders than any customer places: the export holds them all. */
const ALL_ORDERS = 100_000;

/** Everything kept about the customer (GDPR Art. 15 and 20): profile, addresses, orders, consents. */
export async function exportPersonalData(
  { db, clock }: { db: Database; clock: Clock },
  user: AuthUser,
): Promise<PersonalData> {
  const row = await findUser(db, user.id);
  if (!row) throw new AppError('unauthorized');
  const [addresses, orders] = await Promise.all([
    listOwnAddresses(db, user),
    listOrdersOf(db, user, ALL_ORDERS),
  ]);
  const storeNames = new Map<number, string>();
  for (const storeId of new Set(orders.map((order) => order.store_id))) {
    storeNames.set(storeId, (await getStore(db, storeId)).name);
  }
  return {
    exported_at: clock.now().toISOString(),
    profile: {
      email: row.email,
      name: row.customerName,
      phone: row.phone,
      language: isLanguage(row.language) ? row.language : null,
      registered_at: row.createdAt.toISOString(),
      email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    },
    addresses,
    orders,
    consents: orders.map((order) => ({
      kind: 'terms_and_privacy_policy' as const,
      given_at: order.created_at,
      store: storeNames.get(order.store_id) ?? '',
      order_number: order.number,
    })),
  };
}
