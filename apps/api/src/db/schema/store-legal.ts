import type { Language } from '@food/contract/languages';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { storeRef } from './stores.ts';

type LegalTexts = { imprint: string; privacy: string; terms: string };

/** Who runs a store, for its imprint, receipts and e-mails, and its legal texts; one row per store once set. */
export const storeLegal = pgTable('store_legal', {
  storeId: storeRef().primaryKey(),
  legalName: text().notNull(),
  representative: text().notNull(),
  address: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  vatId: text(),
  registerCourt: text(),
  registerNumber: text(),
  /** Markdown per language. */
  texts: jsonb().$type<Partial<Record<Language, LegalTexts>>>().notNull().default({}),
  /**
   * The fields still holding a placeholder (`legal_name`, `texts.en.imprint`…): the demo's made-up details.
   * A field leaves the list when it is saved with another value.
   */
  placeholders: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
