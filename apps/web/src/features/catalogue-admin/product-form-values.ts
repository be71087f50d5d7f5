import {
  ALLERGENS,
  DescriptionSchema,
  type AgeLimit,
  DIETARY_TAGS,
  SaveProductSchema,
  type Allergen,
  type DietaryTag,
  type Product,
  type ProductType,
  type SaveProduct,
  validationMessage,
} from '@food/contract';
import { z } from 'zod';
import { parseDecimal } from '@/components/ui/decimal-input.ts';
import { selectedId } from './selected-id.ts';
import { toTranslations, translationValues, type TranslationValues } from './translation-form-values.ts';

/** One row of the variant editor. `variantId` is the saved variant's id, kept so the server updates it. */
export type VariantFormValues = {
  variantId: number | null;
  name: string;
  price: string;
  description: string;
  translations: TranslationValues;
};

/** What the product form holds: text for the selects and prices, as the inputs give them. */
export type ProductFormValues = {
  name: string;
  item_code: string;
  description: string;
  /** The name and description in other languages (the language tabs). */
  translations: TranslationValues;
  category_id: string;
  tax_id: string;
  type: ProductType;
  price: string;
  isActive: boolean;
  image_url: string | null;
  store_id: number;
  variants: VariantFormValues[];
  /** The chosen option groups, in the order customers see them. */
  option_group_ids: number[];
  allergens: Allergen[];
  dietary: DietaryTag[];
  /** The age limit's select: '' for none. */
  age_limit: AgeLimitValue;
};

type AgeLimitValue = '' | `${AgeLimit}`;
const ageLimitValue = (limit: AgeLimit | null): AgeLimitValue => (limit === null ? '' : `${limit}`);

export function emptyVariant(): VariantFormValues {
  return {
    variantId: null,
    name: '',
    price: '',
    description: '',
    translations: translationValues(undefined),
  };
}

export function productFormValues(storeId: number, product: Product | null): ProductFormValues {
  if (!product) {
    return {
      name: '',
      item_code: '',
      description: '',
      translations: translationValues(undefined),
      category_id: '',
      tax_id: '',
      type: 'simple',
      price: '',
      // A new product is always created active (spec §4).
      isActive: true,
      image_url: null,
      store_id: storeId,
      variants: [],
      option_group_ids: [],
      allergens: [],
      dietary: [],
      age_limit: '',
    };
  }
  return {
    name: product.name,
    item_code: product.item_code,
    description: product.description,
    translations: translationValues(product.translations),
    category_id: String(product.category_id),
    tax_id: String(product.tax_id),
    type: product.type,
    price: product.price === null ? '' : product.price.toFixed(2),
    isActive: product.isActive,
    image_url: product.image_url,
    store_id: storeId,
    variants: product.variants.map((variant) => ({
      variantId: variant.id,
      name: variant.name,
      price: variant.price.toFixed(2),
      description: variant.description,
      translations: translationValues(variant.translations),
    })),
    option_group_ids: product.option_groups.map((group) => group.id),
    allergens: product.allergens,
    dietary: product.dietary,
    age_limit: ageLimitValue(product.age_limit),
  };
}

/** A typed price as a number; NaN while empty, so the shared PriceSchema answers "Enter a price". */
function priceInput(text: string): number {
  return parseDecimal(text.trim()) ?? Number.NaN;
}

/** Ticked codes in the order of their list, however they were ticked. */
function inListOrder<T extends string>(list: readonly T[], ticked: readonly T[]): T[] {
  return list.filter((code) => ticked.includes(code));
}

/**
 * The form's values in the shape of the wire payload, for the shared schema to check: a simple product
 * sends its price and no variants, a variable one no price and its variants in display order.
 */
export function toSaveProductInput(values: ProductFormValues) {
  const { variants, price, translations, age_limit, ...rest } = values;
  const isSimple = values.type === 'simple';
  return {
    ...rest,
    translations: toTranslations(translations),
    allergens: inListOrder(ALLERGENS, values.allergens),
    dietary: inListOrder(DIETARY_TAGS, values.dietary),
    age_limit: age_limit === '' ? null : Number(age_limit),
    price: isSimple ? priceInput(price) : null,
    variants: isSimple
      ? []
      : variants.map((variant) => ({
          ...(variant.variantId === null ? {} : { id: variant.variantId }),
          name: variant.name,
          price: priceInput(variant.price),
          description: variant.description,
          translations: toTranslations(variant.translations),
        })),
  };
}

/**
 * The shared SaveProductSchema applied to the form. The form adds what the spec asks of the screen only:
 * the placeholder options of the selects, and a description (spec §5: required).
 */
export const ProductFormSchema = z.preprocess(
  (values: ProductFormValues) => toSaveProductInput(values),
  SaveProductSchema.safeExtend({
    category_id: selectedId('Select Category'),
    tax_id: selectedId('Select Tax'),
    description: DescriptionSchema.min(1, validationMessage('validation.required')),
  }),
);

/** A saved product as its own save payload, e.g. to flip its status with everything else unchanged. */
export function productSavePayload(product: Product, changes: Partial<SaveProduct> = {}): SaveProduct {
  const isSimple = product.type === 'simple';
  return {
    name: product.name,
    item_code: product.item_code,
    description: product.description,
    category_id: product.category_id,
    tax_id: product.tax_id,
    type: product.type,
    price: isSimple ? product.price : null,
    isActive: product.isActive,
    image_url: product.image_url,
    store_id: product.store_id,
    variants: isSimple
      ? []
      : product.variants.map(({ id, name, price, description }) => ({ id, name, price, description })),
    option_group_ids: product.option_groups.map((group) => group.id),
    allergens: product.allergens,
    dietary: product.dietary,
    age_limit: product.age_limit,
    ...changes,
  };
}

/** A typed price shown with 2 decimals once the field is left ("6.5" → "6.50"); anything else stays as typed. */
export function normalizedPrice(text: string): string {
  const value = parseDecimal(text.trim());
  return value === undefined ? text : value.toFixed(2);
}
