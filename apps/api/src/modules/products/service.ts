import type {
  AgeLimit,
  Allergen,
  BackOfficeSearchResults,
  DietaryTag,
  OptionGroup,
  Product,
  SetSoldOut,
} from '@food/contract';
import { fromMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import type { categories, productVariants, taxes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { decimalOrNull } from '../../lib/money.ts';
import { nameIn, textIn, type ReadingLanguage } from '../../lib/translations.ts';
import { isSoldOut, soldOutColumns, soldOutFields } from '../../lib/sold-out.ts';
import { optionGroupsOfProducts } from '../option-groups/service.ts';
import { getStore } from '../stores/service.ts';
import { toTaxRef } from '../taxes/service.ts';
import {
  deleteProductRow,
  findOrderableProducts,
  findProductWithRelations,
  findVariantsById,
  findVariantsOf,
  listActiveProductsOfCategory,
  listProductsOfStore,
  searchProductsOfStore,
  setProductSoldOut,
  type OrderableProduct,
  type ProductRow,
} from './repository.ts';

type TaxRow = typeof taxes.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
interface ProductWithRelations {
  product: ProductRow;
  tax: TaxRow;
  category: typeof categories.$inferSelect;
  categoryTax: TaxRow;
}

function toProduct(
  row: ProductWithRelations,
  variants: VariantRow[],
  optionGroups: OptionGroup[],
  now: Date,
  language: ReadingLanguage,
): Product {
  const { product } = row;
  return {
    id: product.id,
    ...textIn(product, language),
    translations: product.translations,
    item_code: product.itemCode,
    price: decimalOrNull(product.priceMinor),
    category_id: product.categoryId,
    tax_id: product.taxId,
    type: product.type === 'variable' ? 'variable' : 'simple',
    isActive: product.isActive,
    image_url: product.imageUrl,
    store_id: product.storeId,
    category: { id: row.category.id, name: nameIn(row.category, language), tax: toTaxRef(row.categoryTax) },
    tax: toTaxRef(row.tax),
    variants: variants.map((v) => ({
      id: v.id,
      ...textIn(v, language),
      translations: v.translations,
      price: fromMinor(v.priceMinor),
    })),
    option_groups: optionGroups,
    allergens: product.allergens as Allergen[],
    dietary: product.dietary as DietaryTag[],
    age_limit: product.ageLimit as AgeLimit | null,
    ...soldOutFields(product, now),
  };
}

/**
 * The products on the wire, with the variants and option groups of all of them loaded in two queries each;
 * their texts in `language`, or the defaults for the back office.
 */
async function withDetails(
  db: Database,
  rows: ProductWithRelations[],
  now: Date,
  language: ReadingLanguage = undefined,
): Promise<Product[]> {
  const ids = rows.map((row) => row.product.id);
  const variants = groupBy(await findVariantsOf(db, ids), (variant) => variant.productId);
  const groups = await optionGroupsOfProducts(db, ids, now, language);
  return rows.map((row) =>
    toProduct(row, variants.get(row.product.id) ?? [], groups.get(row.product.id) ?? [], now, language),
  );
}

export const productNotFound = (id: number) => new AppError('product_not_found', { id: String(id) });

export interface OrderableItems {
  products: (OrderableProduct & { soldOutNow: boolean; optionGroups: OptionGroup[] })[];
  variants: VariantRow[];
}

/**
 * What an order needs to know of the products and variants its cart names, whichever store they are of:
 * prices, tax, availability now and each product's option groups.
 */
export async function findOrderableItems(
  db: Database,
  cart: { productIds: number[]; variantIds: number[] },
  now: Date,
): Promise<OrderableItems> {
  // Side by side: the groups and variants of ids that name no product are simply never asked for.
  const [rows, groups, variants] = await Promise.all([
    findOrderableProducts(db, cart.productIds),
    optionGroupsOfProducts(db, cart.productIds, now),
    findVariantsById(db, cart.variantIds),
  ]);
  const products = rows.map((row) => ({
    ...row,
    soldOutNow: isSoldOut(row, now),
    optionGroups: groups.get(row.id) ?? [],
  }));
  return { products, variants };
}

/** One page of a category's active products, in the reader's language. */
export async function listStorefrontProducts(
  db: Database,
  query: { storeId: number; categoryId: number; limit: number; offset: number },
  now: Date,
  language: ReadingLanguage,
): Promise<Product[]> {
  await getStore(db, query.storeId);
  return withDetails(db, await listActiveProductsOfCategory(db, query), now, language);
}

/** The back office's list: every product of the store, inactive ones included. */
export async function listProducts(db: Database, storeId: number, now: Date): Promise<Product[]> {
  return withDetails(db, await listProductsOfStore(db, storeId), now);
}

/** The header search's product hits: name in any language or item code, in menu order, named in `language`. */
export async function searchProducts(
  db: Database,
  storeId: number,
  query: string,
  limit: number,
  language: ReadingLanguage,
): Promise<BackOfficeSearchResults['products']> {
  const rows = await searchProductsOfStore(db, storeId, containsPattern(query), limit);
  return rows.map((row) => ({
    id: row.id,
    name: nameIn(row, language),
    item_code: row.itemCode,
    category_name: nameIn({ name: row.categoryName, translations: row.categoryTranslations }, language),
    isActive: row.isActive,
  }));
}

export async function getProduct(db: Database, storeId: number, id: number, now: Date): Promise<Product> {
  const row = await findProductWithRelations(db, storeId, id);
  if (!row) throw productNotFound(id);
  const [product] = await withDetails(db, [row], now);
  return product!;
}

/** Past orders keep their copies of name and price; their items just lose the link to the product. */
export async function deleteProduct(db: Database, storeId: number, id: number): Promise<void> {
  if (!(await deleteProductRow(db, storeId, id))) throw productNotFound(id);
}

export async function markProductSoldOut(
  db: Database,
  storeId: number,
  id: number,
  until: SetSoldOut['until'],
  now: Date,
): Promise<Product> {
  const store = await getStore(db, storeId);
  if (!(await setProductSoldOut(db, storeId, id, soldOutColumns(until, store.timezone, now))))
    throw productNotFound(id);
  return getProduct(db, storeId, id, now);
}
