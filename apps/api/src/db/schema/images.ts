import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { storeRef } from './stores.ts';
import { users } from './users.ts';

export const images = pgTable(
  'images',
  {
    id: serial().primaryKey(),
    storeId: storeRef(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Server-relative URL, e.g. /uploads/9/4f1c….webp */
    url: text().notNull().unique(),
    mimeType: text().notNull().default('image/webp'),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_store_idx').on(t.storeId),
    check('images_dimensions_positive', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`),
  ],
);
