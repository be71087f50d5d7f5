import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { stores } from './stores.ts';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    roleId: smallint().notNull(),
    storeId: integer().references(() => stores.id, { onDelete: 'cascade' }),
    customerName: text().notNull().default(''),
    phone: text().notNull().default(''),
    /** The language the user chose in the header; null: the browser's, else the store's. */
    language: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role_known', sql`${t.roleId} in (1, 2, 3)`),
    check('users_admin_has_store', sql`${t.roleId} <> 3 or ${t.storeId} is not null`),
  ],
);

/** Bearer sessions, e-mail verification and password-reset tokens; only a hash is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_user_idx').on(t.userId, t.kind),
    check('auth_tokens_kind_known', sql`${t.kind} in ('session', 'verify_email', 'reset_password')`),
  ],
);
