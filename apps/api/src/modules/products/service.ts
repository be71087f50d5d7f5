import type {
  Allergen,
  BackOfficeSearchResults,
  DietaryTag,
  OptionGroup,
  Product,
  SaveProduct,
  SetSoldOut,
} from '@food/contract';
import { fromMinor, toMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import type { categories, productVariants, taxes } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { decimalOrNull } from '../../lib/money.ts';
import { nameIn, textIn, type ReadingLanguage } from '../../lib/translations.ts';
import { isSoldOut, soldOutColumns, soldOutFields } from '../../lib/sold-out.ts';
import { categoryToReference } from '../categories/service.ts';
import { FOREIGN_IMAGE_MESSAGE, isStoreImage } from '../images/service.ts';
import { optionGroupsOfProducts, setProductOptionGroups } from '../option-groups/service.ts';
import { getStore } from '../stores/service.ts';
import { FOREIGN_TAX_MESSAGE, taxToReference, toTaxRef } from '../taxes/service.ts';
import {
  deleteProductRow,
  deleteVariantsExcept,
  findOrderableProducts,
  findProductWithRelations,
  findVariantsById,
  findVariantsOf,
  insertProduct,
  insertVariants,
  listActiveProductsOfCategory,
  listProductsOfStore,
  lockProduct,
  searchProductsOfStore,
  setProductSoldOut,
  updateProductRow,
  updateVariant,
  type OrderableProduct,
  type ProductRow,
  type ProductValues,
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

const missing = (id: number) => notFound(`Product ${id} does not exist`);

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
  if (!row) throw missing(id);
  const [product] = await withDetails(db, [row], now);
  return product!;
}

/**
 * Refuses a category, tax or picture that is not the store's, and keeps the category and tax from being
 * deleted until commit.
 */
async function checkReferences(db: Database, storeId: number, input: SaveProduct) {
  const fields: Record<string, string[]> = {};
  if (!(await categoryToReference(db, storeId, input.category_id))) {
    fields.category_id = ['Choose a category of your store'];
  }
  if (!(await taxToReference(db, storeId, input.tax_id))) fields.tax_id = [FOREIGN_TAX_MESSAGE];
  if (!(await isStoreImage(db, storeId, input.image_url))) fields.image_url = [FOREIGN_IMAGE_MESSAGE];
  const [first] = Object.values(fields);
  if (first) throw invalid(first[0]!, fields);
}

/** Entries with an id must name variants this product already has. */
function checkVariantIds(input: SaveProduct, existingIds: Set<number>) {
  if (input.type !== 'variable') return;
  const message = 'This variant does not belong to this product';
  const fields: Record<string, string[]> = {};
  input.variants.forEach((variant, index) => {
    if (variant.id !== undefined && !existingIds.has(variant.id)) fields[`variants.${index}.id`] = [message];
  });
  if (Object.keys(fields).length > 0) throw invalid(message, fields);
}

function toValues(input: SaveProduct, isActive: boolean): ProductValues {
  return {
    name: input.name,
    itemCode: input.item_code,
    description: input.description,
    translations: input.translations,
    categoryId: input.category_id,
    taxId: input.tax_id,
    type: input.type,
    priceMinor: input.type === 'variable' || input.price === null ? null : toMinor(input.price),
    imageUrl: input.image_url,
    isActive,
    allergens: input.allergens,
    dietary: input.dietary,
  };
}

/**
 * Makes the product's variants those of the payload, in its order: listed ids are kept and changed, new
 * entries added, the others deleted. A simple product has none.
 */
async function syncVariants(db: Database, productId: number, input: SaveProduct) {
  const wanted = input.type === 'variable' ? input.variants : [];
  await deleteVariantsExcept(
    db,
    productId,
    wanted.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])),
  );
  const added = [];
  for (const [index, variant] of wanted.entries()) {
    const values = {
      name: variant.name,
      translations: variant.translations,
      priceMinor: toMinor(variant.price),
      description: variant.description,
      position: index + 1,
    };
    if (variant.id === undefined) added.push(values);
    else await updateVariant(db, productId, variant.id, values);
  }
  await insertVariants(db, productId, added);
}

/** Runs a product write, turning a taken item code into 409 (the transaction is over by then). */
async function savingItemCode<T>(itemCode: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'products_store_item_code_unique')) {
      throw conflict(`Another product already uses the item code ${itemCode}.`);
    }
    throw err;
  }
}

/** A new product is always active and goes to the end of its category. */
export function createProduct(
  db: Database,
  storeId: number,
  input: SaveProduct,
  now: Date,
): Promise<Product> {
  return savingItemCode(input.item_code, () =>
    db.transaction(async (tx) => {
      await checkReferences(tx, storeId, input);
      checkVariantIds(input, new Set());
      const product = await insertProduct(tx, storeId, toValues(input, true));
      await syncVariants(tx, product.id, input);
      await setProductOptionGroups(tx, storeId, product.id, input.option_group_ids);
      return getProduct(tx, storeId, product.id, now);
    }),
  );
}

/** Saves the whole payload in one transaction; a product moved to another category goes to its end. */
export function updateProduct(
  db: Database,
  storeId: number,
  id: number,
  input: SaveProduct,
  now: Date,
): Promise<Product> {
  return savingItemCode(input.item_code, () =>
    db.transaction(async (tx) => {
      const current = await lockProduct(tx, storeId, id);
      if (!current) throw missing(id);
      await checkReferences(tx, storeId, input);
      const existing = await findVariantsOf(tx, [id]);
      checkVariantIds(input, new Set(existing.map((variant) => variant.id)));
      await updateProductRow(tx, storeId, id, toValues(input, input.isActive), {
        toEndOfCategory: current.categoryId !== input.category_id,
      });
      await syncVariants(tx, id, input);
      await setProductOptionGroups(tx, storeId, id, input.option_group_ids);
      return getProduct(tx, storeId, id, now);
    }),
  );
}

/** Past orders keep their copies of name and price; their items just lose the link to the product. */
export async function deleteProduct(db: Database, storeId: number, id: number): Promise<void> {
  if (!(await deleteProductRow(db, storeId, id))) throw missing(id);
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
    throw missing(id);
  return getProduct(db, storeId, id, now);
}
