import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { storeRef } from './stores.ts';
import { users } from './users.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: storeRef(),
    type: text().notNull().default('shipping'),
    line1: text().notNull(),
    area: text(),
    city: text().notNull(),
    zip: text().notNull(),
    country: text().notNull(),
    phone: text().notNull(),
    customerName: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
