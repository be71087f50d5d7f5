import { SaveCategorySchema, type Category, type CategoryStatus } from '@food/contract';
import { z } from 'zod';
import { selectedId } from './selected-id.ts';
import { toTranslations, translationValues, type TranslationValues } from './translation-form-values.ts';

export type CategoryFormValues = {
  name: string;
  description: string;
  /** The name and description in other languages (the language tabs). */
  translations: TranslationValues;
  tax_id: string;
  image_url: string | null;
  store_id: number;
};

/**
 * The shared save rules; only the tax select's text becomes an id here (spec §5: placeholder "Select
 * Tax"), and the language tabs' empty languages are left out.
 */
export const CategoryFormSchema = z.preprocess(
  (values: CategoryFormValues) => ({ ...values, translations: toTranslations(values.translations) }),
  SaveCategorySchema.extend({ tax_id: selectedId('Select Tax') }),
);

export function categoryFormValues(storeId: number, category: Category | null): CategoryFormValues {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    translations: translationValues(category?.translations),
    tax_id: category ? String(category.tax_id) : '',
    image_url: category?.image_url ?? null,
    store_id: storeId,
  };
}

/** The status call sends the whole category with its new state (spec §3). */
export function categoryStatusPayload(category: Category, isActive: boolean): CategoryStatus {
  return {
    name: category.name,
    description: category.description,
    store_id: category.store_id,
    tax_id: category.tax_id,
    image_url: category.image_url,
    isActive,
  };
}
