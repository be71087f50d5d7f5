import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Keys the server makes for itself, once, and every process reads from here: the HMAC key of the
 * known-device cookies. They are in no file of the repository and no environment variable.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
