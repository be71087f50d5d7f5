import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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

// drizzle-orm 0.45 has no bytea column; node-postgres reads it as a Buffer, PGlite as a Uint8Array.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of every picture file (a picture and each of its variants) when the server runs on
 * PostgreSQL, so that every process serves them; the embedded database keeps them in UPLOAD_DIR.
 */
export const imageFiles = pgTable(
  'image_files',
  {
    /** The path below /uploads/, e.g. 9/4f1c…-800x600.webp or 9/4f1c…-800x600-320w.avif */
    name: text().primaryKey(),
    contentType: text().notNull(),
    /** Hex SHA-256 of `data`: the file's ETag. */
    sha256: text().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('image_files_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`)],
);
