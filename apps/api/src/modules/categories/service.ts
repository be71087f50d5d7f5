import type { BackOfficeSearchResults, Category, CategoryStatus, SaveCategory } from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { taxes } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { nameIn, textIn, type ReadingLanguage } from '../../lib/translations.ts';
import { requireStoreImage } from '../images/service.ts';
import { getStore } from '../stores/service.ts';
import { FOREIGN_TAX_MESSAGE, taxToReference, toTaxRef } from '../taxes/service.ts';
import {
  countProductsOfCategory,
  deleteCategoryRow,
  findCategoryWithTax,
  insertCategory,
  listCategoriesWithTax,
  lockCategory,
  searchCategoriesOfStore,
  updateCategoryRow,
  type CategoryRow,
  type CategoryValues,
} from './repository.ts';

type TaxRow = typeof taxes.$inferSelect;

function toCategory(category: CategoryRow, tax: TaxRow, language: ReadingLanguage = undefined): Category {
  return {
    id: category.id,
    ...textIn(category, language),
    translations: category.translations,
    image_url: category.imageUrl,
    isActive: category.isActive,
    store_id: category.storeId,
    tax_id: category.taxId,
    tax: toTaxRef(tax),
  };
}

const missing = (id: number) => notFound(`Category ${id} does not exist`);

/**
 * The storefront sees active categories only, in its reader's language; the store's own administrators see
 * all of them, with their default texts.
 */
export async function listCategories(
  db: Database,
  storeId: number,
  options: { activeOnly: boolean; language: ReadingLanguage },
) {
  await getStore(db, storeId);
  const rows = await listCategoriesWithTax(db, storeId, options);
  return rows.map((row) => toCategory(row.category, row.tax, options.language));
}

/** The header search's category hits: by name in any language, in menu order, named in `language`. */
export async function searchCategories(
  db: Database,
  storeId: number,
  query: string,
  limit: number,
  language: ReadingLanguage,
): Promise<BackOfficeSearchResults['categories']> {
  const rows = await searchCategoriesOfStore(db, storeId, containsPattern(query), limit);
  return rows.map((row) => ({ id: row.id, name: nameIn(row, language), isActive: row.isActive }));
}

export async function getCategory(db: Database, storeId: number, id: number): Promise<Category> {
  const row = await findCategoryWithTax(db, storeId, id);
  if (!row) throw missing(id);
  return toCategory(row.category, row.tax);
}

/**
 * The store's category that a product being written points at, or undefined for another store's or a
 * missing one. Call it inside the write's transaction: the category then cannot be deleted before it commits.
 */
export function categoryToReference(db: Database, storeId: number, id: number) {
  return lockCategory(db, storeId, id, 'key share');
}

async function taxOfPayload(db: Database, storeId: number, taxId: number): Promise<TaxRow> {
  const tax = await taxToReference(db, storeId, taxId);
  if (!tax) throw invalid(FOREIGN_TAX_MESSAGE, { tax_id: [FOREIGN_TAX_MESSAGE] });
  return tax;
}

const toValues = (input: SaveCategory, isActive: boolean): CategoryValues => ({
  name: input.name,
  description: input.description,
  translations: input.translations,
  taxId: input.tax_id,
  imageUrl: input.image_url,
  isActive,
});

export function createCategory(db: Database, storeId: number, input: SaveCategory): Promise<Category> {
  return db.transaction(async (tx) => {
    const tax = await taxOfPayload(tx, storeId, input.tax_id);
    await requireStoreImage(tx, storeId, input.image_url);
    return toCategory(await insertCategory(tx, storeId, toValues(input, true)), tax);
  });
}

/** Saves the whole payload; with `isActive` (the status action) it also shows or hides the category. */
export function updateCategory(
  db: Database,
  storeId: number,
  id: number,
  input: SaveCategory | CategoryStatus,
): Promise<Category> {
  return db.transaction(async (tx) => {
    const current = await lockCategory(tx, storeId, id, 'update');
    if (!current) throw missing(id);
    const tax = await taxOfPayload(tx, storeId, input.tax_id);
    await requireStoreImage(tx, storeId, input.image_url);
    const isActive = 'isActive' in input ? input.isActive : current.isActive;
    const category = await updateCategoryRow(tx, storeId, id, toValues(input, isActive));
    if (!category) throw missing(id);
    return toCategory(category, tax);
  });
}

export async function deleteCategory(db: Database, storeId: number, id: number): Promise<void> {
  const productCount = await countProductsOfCategory(db, storeId, id);
  if (productCount > 0) {
    const products =
      productCount === 1 ? '1 product. Move or delete it' : `${productCount} products. Move or delete them`;
    throw conflict(`This category still has ${products} first.`);
  }
  let deleted: { id: number } | undefined;
  try {
    deleted = await deleteCategoryRow(db, storeId, id);
  } catch (err) {
    // A product added since the count above.
    if (isForeignKeyViolation(err))
      throw conflict('This category still has products. Move or delete them first.');
    throw err;
  }
  if (!deleted) throw missing(id);
}
