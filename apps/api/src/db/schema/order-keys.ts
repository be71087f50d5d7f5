import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** Idempotency-Key records (IETF draft): one per user and key, written with the order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial().primaryKey(),
    /** Whose key it is: an account's, or a guest's by their normalised e-mail (exactly one of them). */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text(),
    key: text().notNull(),
    requestHash: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('idempotency_keys_user_key_unique').on(t.userId, t.key),
    unique('idempotency_keys_guest_key_unique').on(t.guestEmail, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    check('idempotency_keys_one_owner', sql`(${t.userId} is null) <> (${t.guestEmail} is null)`),
  ],
);

/**
 * The keys that open a guest order without an account (its status page, receipt and socket), as SHA-256
 * hashes of 32 random bytes: one made with the order, and one for each of its e-mails' links. Each opens
 * it until `expiresAt`, 30 days from the order's placement.
 */
export const orderGuestKeys = pgTable(
  'order_guest_keys',
  {
    keyHash: text().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('order_guest_keys_order_idx').on(t.orderId)],
);
