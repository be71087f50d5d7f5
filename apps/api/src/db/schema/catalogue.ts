import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, translations, updatedAt } from './columns.ts';
import { storeRef } from './stores.ts';

/**
 * Sold out while `soldOut` is set and `soldOutUntil` is null (until turned back on) or still ahead: the
 * state ends by itself at that instant, with nothing to clear.
 */
const soldOutColumns = () => ({
  soldOut: boolean().notNull().default(false),
  soldOutUntil: timestamp({ withTimezone: true }),
});

/** Percentages are kept in basis points (19 % = 1900) so that 7.25 % stays exact. */
export const taxes = pgTable(
  'taxes',
  {
    id: serial().primaryKey(),
    storeId: storeRef(),
    name: text().notNull(),
    rateBasisPoints: integer().notNull(),
    description: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('taxes_store_id_id_unique').on(t.storeId, t.id),
    check('taxes_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('taxes_rate_range', sql`${t.rateBasisPoints} between 0 and 10000`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    storeId: storeRef(),
    taxId: integer().notNull(),
    name: text().notNull(),
    translations: translations(),
    description: text().notNull().default(''),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('categories_store_id_id_unique').on(t.storeId, t.id),
    // A category can only use a tax of its own store; a tax in use cannot be deleted.
    foreignKey({
      name: 'categories_tax_same_store_fk',
      columns: [t.storeId, t.taxId],
      foreignColumns: [taxes.storeId, taxes.id],
    }).onDelete('restrict'),
    index('categories_store_position_idx').on(t.storeId, t.position, t.id),
    check('categories_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    storeId: storeRef(),
    categoryId: integer().notNull(),
    taxId: integer().notNull(),
    name: text().notNull(),
    translations: translations(),
    itemCode: text().notNull(),
    description: text().notNull().default(''),
    type: text().notNull().default('simple'),
    /** Price in minor units, tax included; null for variable products, whose variants carry prices. */
    priceMinor: integer(),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    /** EU allergen codes and dietary tags of the contract, in its order. */
    allergens: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietary: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The youngest a buyer may be (16 or 18, § 9 JuSchG); null: anyone. */
    ageLimit: smallint(),
    ...soldOutColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('products_store_item_code_unique').on(t.storeId, t.itemCode),
    foreignKey({
      name: 'products_category_same_store_fk',
      columns: [t.storeId, t.categoryId],
      foreignColumns: [categories.storeId, categories.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'products_tax_same_store_fk',
      columns: [t.storeId, t.taxId],
      foreignColumns: [taxes.storeId, taxes.id],
    }).onDelete('restrict'),
    index('products_category_position_idx').on(t.categoryId, t.position, t.id),
    check('products_type_known', sql`${t.type} in ('simple', 'variable')`),
    check('products_price_non_negative', sql`${t.priceMinor} is null or ${t.priceMinor} >= 0`),
    check('products_simple_has_price', sql`${t.type} <> 'simple' or ${t.priceMinor} is not null`),
    check('products_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('products_item_code_not_blank', sql`length(trim(${t.itemCode})) > 0`),
    check('products_age_limit_known', sql`${t.ageLimit} is null or ${t.ageLimit} in (16, 18)`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    translations: translations(),
    priceMinor: integer().notNull(),
    description: text().notNull().default(''),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_price_non_negative', sql`${t.priceMinor} >= 0`),
    check('product_variants_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

/** A reusable choice of a store ("Sauce", "Extra toppings"): from `min` to `max` of its options. */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: serial().primaryKey(),
    storeId: storeRef(),
    name: text().notNull(),
    translations: translations(),
    minChoices: integer().notNull().default(0),
    maxChoices: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('option_groups_store_id_id_unique').on(t.storeId, t.id),
    check('option_groups_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check(
      'option_groups_choices_range',
      sql`0 <= ${t.minChoices} and ${t.minChoices} <= ${t.maxChoices} and ${t.maxChoices} >= 1`,
    ),
  ],
);

export const options = pgTable(
  'options',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    translations: translations(),
    /** Extra charge in minor units, tax included. */
    priceMinor: integer().notNull(),
    position: integer().notNull().default(0),
    ...soldOutColumns(),
  },
  (t) => [
    index('options_group_idx').on(t.groupId, t.position),
    check('options_price_non_negative', sql`${t.priceMinor} >= 0`),
    check('options_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

/** The option groups a product offers, in its order; only groups of the product's store, kept while in use. */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    storeId: storeRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.groupId] }),
    foreignKey({
      name: 'product_option_groups_group_same_store_fk',
      columns: [t.storeId, t.groupId],
      foreignColumns: [optionGroups.storeId, optionGroups.id],
    }).onDelete('restrict'),
    index('product_option_groups_group_idx').on(t.groupId),
  ],
);
