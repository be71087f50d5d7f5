import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  countUnpaidCheckouts,
  lockUnpaidCheckouts,
  type CheckoutCustomer,
} from './unpaid-checkouts-repository.ts';

/** Who starts an online payment, and the limit of their checkouts open at once (decisions). */
export interface CheckoutClient {
  /** The client's address as the rate limits key it (an IPv6 client by its /64). */
  address: string;
  limit: number;
}

/** What a payment keeps of the client's address while its checkout is open: not the address itself. */
export const clientAddressKey = (address: string) =>
  createHash('sha256').update(`unpaid-checkouts:${address}`).digest('base64url');

/**
 * Takes a place among the client's unpaid online checkouts, in the order's transaction: the address and
 * the customer (account or guest e-mail) are locked, address first so that two requests never wait for
 * each other in a circle, then their open checkouts counted; at the limit, 429
 * `too_many_unpaid_checkouts`. A checkout leaves the count once paid, cancelled or past its end.
 */
export async function claimUnpaidCheckout(
  db: Database,
  client: CheckoutClient,
  customer: CheckoutCustomer,
  now: Date,
): Promise<void> {
  const addressKey = clientAddressKey(client.address);
  await lockUnpaidCheckouts(db, `address:${addressKey}`);
  await lockUnpaidCheckouts(
    db,
    customer.kind === 'account' ? `account:${customer.userId}` : `guest:${customer.email}`,
  );
  const unpaid = await countUnpaidCheckouts(db, addressKey, customer, now);
  if (unpaid >= client.limit) throw new AppError('too_many_unpaid_checkouts', { limit: client.limit });
}
