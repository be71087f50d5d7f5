import {
  choiceProblems,
  type AgeLimit,
  type ChoiceProblem,
  type ErrorCode,
  type Language,
  type OrderRequest,
  type Translations,
} from '@food/contract';
import { toMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import { fieldsError, type ErrorParams } from '../../lib/errors.ts';
import { nameIn } from '../../lib/translations.ts';
import { findOrderableItems, type OrderableItems, type VariantRow } from '../products/service.ts';
import { type NewItemValues } from './orders-repository.ts';

type CartItem = OrderRequest['items'][number];

type OrderableProduct = OrderableItems['products'][number];

type LineProblem = {
  field: 'product_id' | 'variant_id' | 'option_ids';
  problem: ErrorCode;
  params: ErrorParams;
};

const lineProblem = (field: LineProblem['field'], problem: ErrorCode, params: ErrorParams): LineProblem => ({
  field,
  problem,
  params,
});

/** A refusal names the dish as the customer's menu does, in the language of the answer. */
const dishName = (product: OrderableProduct) => (language: Language) => nameIn(product, language);

/** The order's two languages: the customer's, and the store's default, which its kitchen reads. */
interface OrderLanguages {
  customer: Language;
  kitchen: Language;
}

/** A menu text copied into the order in both its languages. */
const namesOf = (text: { name: string; translations?: Translations }, languages: OrderLanguages) => {
  const texts = { name: text.name, translations: text.translations ?? {} };
  return { customer: nameIn(texts, languages.customer), kitchen: nameIn(texts, languages.kitchen) };
};

/** The code and values of a choice the product's option rules refuse. */
function choiceProblem(product: ErrorParams[string], problem: ChoiceProblem): LineProblem {
  switch (problem.kind) {
    case 'not_offered':
      return lineProblem('option_ids', 'option_not_offered', { product, option: String(problem.optionId) });
    case 'sold_out':
      return lineProblem('option_ids', 'option_sold_out', { product, option: problem.option.name });
    case 'too_few':
      return lineProblem('option_ids', 'too_few_choices', {
        product,
        min: problem.group.min,
        group: problem.group.name,
      });
    case 'too_many':
      return lineProblem('option_ids', 'too_many_choices', {
        product,
        max: problem.group.max,
        group: problem.group.name,
      });
  }
}

/** The product's price, or its chosen variant's, or why the line names no valid one. */
function basePrice(
  line: CartItem,
  product: OrderableProduct,
  variant: VariantRow | undefined,
): { variant: VariantRow | null; unitPriceMinor: number } | LineProblem {
  if (product.type === 'variable') {
    if (!line.variant_id)
      return lineProblem('variant_id', 'variant_required', { product: dishName(product) });
    if (variant?.productId !== product.id) {
      return lineProblem('variant_id', 'variant_not_offered', { product: dishName(product) });
    }
    return { variant, unitPriceMinor: variant.priceMinor };
  }
  if (line.variant_id)
    return lineProblem('variant_id', 'product_has_no_variants', { product: dishName(product) });
  // products_simple_has_price: a simple product always has its price.
  return { variant: null, unitPriceMinor: product.priceMinor! };
}

type ProductGroup = OrderableProduct['optionGroups'][number];
type ChosenOption = { group: ProductGroup; option: ProductGroup['options'][number] };

/** The chosen options in the product's group order, or the first rule the choice breaks. */
function chosenOptions(line: CartItem, product: OrderableProduct): ChosenOption[] | LineProblem {
  const [problem] = choiceProblems(product.optionGroups, line.option_ids);
  if (problem) return choiceProblem(dishName(product), problem);
  const chosen = new Set(line.option_ids);
  return product.optionGroups.flatMap((group) =>
    group.options.filter((option) => chosen.has(option.id)).map((option) => ({ group, option })),
  );
}

/**
 * A cart line checked and priced from the menu; `copy` writes its item with the names in the order's
 * languages, known once the store is read.
 */
export interface PricedLine {
  unitPriceMinor: number;
  quantity: number;
  /** The product's age limit; null: none. */
  ageLimit: AgeLimit | null;
  copy(languages: OrderLanguages): NewItemValues;
}

/** The line to write for a cart line, or why the line cannot be ordered. */
function resolveLine(
  storeId: number,
  line: CartItem,
  product: OrderableProduct | undefined,
  variant: VariantRow | undefined,
): PricedLine | LineProblem {
  if (!product || product.storeId !== storeId) {
    return lineProblem('product_id', 'product_not_on_menu', { id: String(line.product_id) });
  }
  if (!product.isActive || !product.categoryIsActive) {
    return lineProblem('product_id', 'product_unavailable', { product: dishName(product) });
  }
  if (product.soldOutNow)
    return lineProblem('product_id', 'product_sold_out', { product: dishName(product) });
  const base = basePrice(line, product, variant);
  if ('problem' in base) return base;
  const options = chosenOptions(line, product);
  if ('problem' in options) return options;
  const unitPriceMinor = options.reduce(
    (sum, { option }) => sum + toMinor(option.price),
    base.unitPriceMinor,
  );
  return {
    unitPriceMinor,
    quantity: line.quantity,
    // products_age_limit_known: 16, 18 or null.
    ageLimit: product.ageLimit as AgeLimit | null,
    copy(languages) {
      const productName = namesOf(product, languages);
      const variantName = base.variant && namesOf(base.variant, languages);
      return {
        productId: product.id,
        variantId: base.variant?.id ?? null,
        productName: productName.customer,
        kitchenProductName: productName.kitchen,
        variantName: variantName?.customer ?? null,
        kitchenVariantName: variantName?.kitchen ?? null,
        quantity: line.quantity,
        note: line.note,
        taxRateBasisPoints: product.taxRateBasisPoints,
        unitPriceMinor,
        options: options.map(({ group, option }) => {
          const name = namesOf(option, languages);
          return {
            optionId: option.id,
            groupName: namesOf(group, languages).kitchen,
            name: name.customer,
            kitchenName: name.kitchen,
            priceMinor: toMinor(option.price),
          };
        }),
      };
    },
  };
}

/** The cart priced from the menu as it is now: names, prices and tax rates are copied into the items. */
export async function pricedItems(
  db: Database,
  storeId: number,
  cart: CartItem[],
  now: Date,
): Promise<PricedLine[]> {
  const { products, variants } = await findOrderableItems(
    db,
    {
      productIds: [...new Set(cart.map((line) => line.product_id))],
      variantIds: [...new Set(cart.flatMap((line) => (line.variant_id ? [line.variant_id] : [])))],
    },
    now,
  );
  const productsById = new Map(products.map((product) => [product.id, product]));
  const variantsById = new Map(variants.map((variant) => [variant.id, variant]));
  const problems: { field: string; code: ErrorCode; params: ErrorParams }[] = [];
  const items: PricedLine[] = [];
  cart.forEach((line, index) => {
    const variant = line.variant_id ? variantsById.get(line.variant_id) : undefined;
    const resolved = resolveLine(storeId, line, productsById.get(line.product_id), variant);
    if ('problem' in resolved) {
      problems.push({
        field: `items.${index}.${resolved.field}`,
        code: resolved.problem,
        params: resolved.params,
      });
    } else items.push(resolved);
  });
  if (problems.length > 0) throw fieldsError(problems);
  return items;
}
