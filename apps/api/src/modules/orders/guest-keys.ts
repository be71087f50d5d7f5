import { GUEST_KEY_DAYS, guestOrderPath } from '@food/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { findGuestKey, insertGuestKey } from './guest-keys-repository.ts';

/** A key that opens one guest order: what the guest holds, and what the database keeps of it. */
export interface GuestKey {
  key: string;
  hash: string;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** 32 random bytes, base64url; only its SHA-256 is stored. */
export function newGuestKey(): GuestKey {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashOf(key) };
}

/** Until when a guest order's keys open it: `GUEST_KEY_DAYS` days from its placement. */
export const guestKeyExpiry = (placedAt: Date) =>
  new Date(placedAt.getTime() + GUEST_KEY_DAYS * 24 * 60 * 60 * 1000);

/**
 * Whether `key` opens the order at `now`, looked up by the key's hash (so no secret is compared byte by
 * byte); false for a wrong or expired key, or one of another order.
 */
export const hasGuestKey = (db: Database, orderId: number, key: string, now: Date) =>
  findGuestKey(db, orderId, hashOf(key), now);

/**
 * A new key to a guest order for its e-mail's link (the one made with the order is only in its answer),
 * valid as long as the order's first: the web app's path of the order's page with it.
 */
export async function newGuestOrderLink(db: Database, orderId: number, placedAt: Date): Promise<string> {
  const { key, hash } = newGuestKey();
  await insertGuestKey(db, { keyHash: hash, orderId, expiresAt: guestKeyExpiry(placedAt) });
  return guestOrderPath(orderId, key);
}
