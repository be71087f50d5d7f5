import { SaveCategorySchema, type Category, type CategoryStatus } from '@food/contract';
import type { z } from 'zod';
import { selectedId } from './selected-id.ts';

/** The shared save rules; only the tax select's text becomes an id here (spec §5: placeholder "Select Tax"). */
export const CategoryFormSchema = SaveCategorySchema.extend({ tax_id: selectedId('Select Tax') });
export type CategoryFormValues = z.input<typeof CategoryFormSchema>;

export function categoryFormValues(storeId: number, category: Category | null): CategoryFormValues {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
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
