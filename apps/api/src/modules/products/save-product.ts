import type { ErrorCode, Product, SaveProduct } from '@food/contract';
import { toMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, fieldsError } from '../../lib/errors.ts';
import { categoryToReference } from '../categories/service.ts';
import { isStoreImage } from '../images/service.ts';
import { setProductOptionGroups } from '../option-groups/service.ts';
import { taxToReference } from '../taxes/service.ts';
import {
  deleteVariantsExcept,
  findVariantsOf,
  insertProduct,
  insertVariants,
  lockProduct,
  updateProductRow,
  updateVariant,
  type ProductValues,
} from './repository.ts';
import { getProduct, productNotFound } from './service.ts';

/**
 * Refuses a category, tax or picture that is not the store's, and keeps the category and tax from being
 * deleted until commit.
 */
async function checkReferences(db: Database, storeId: number, input: SaveProduct) {
  const problems: { field: string; code: ErrorCode }[] = [];
  if (!(await categoryToReference(db, storeId, input.category_id))) {
    problems.push({ field: 'category_id', code: 'category_not_of_store' });
  }
  if (!(await taxToReference(db, storeId, input.tax_id))) {
    problems.push({ field: 'tax_id', code: 'tax_not_of_store' });
  }
  if (!(await isStoreImage(db, storeId, input.image_url))) {
    problems.push({ field: 'image_url', code: 'image_not_of_store' });
  }
  if (problems.length > 0) throw fieldsError(problems);
}

/** Entries with an id must name variants this product already has. */
function checkVariantIds(input: SaveProduct, existingIds: Set<number>) {
  if (input.type !== 'variable') return;
  const problems = input.variants.flatMap((variant, index) =>
    variant.id !== undefined && !existingIds.has(variant.id)
      ? [{ field: `variants.${index}.id`, code: 'variant_not_of_product' as const }]
      : [],
  );
  if (problems.length > 0) throw fieldsError(problems);
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
    ageLimit: input.age_limit,
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
      throw new AppError('item_code_taken', { item_code: itemCode });
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
      if (!current) throw productNotFound(id);
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
