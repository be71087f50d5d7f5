import type { Category } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '@/testing/i18n.ts';
import { CategoryFormSchema, categoryFormValues, categoryStatusPayload } from './category-form-values.ts';

const starters: Category = {
  id: 5,
  name: 'Starters',
  translations: {},
  description: 'Small plates',
  image_url: '/uploads/9/starters.webp',
  isActive: true,
  store_id: 9,
  tax_id: 3,
  tax: { id: 3, name: 'Standard VAT', percentage: 19 },
};

describe('CategoryFormSchema', () => {
  it('needs a name and a tax ("Select Tax"); description and image are optional', () => {
    const result = CategoryFormSchema.safeParse(categoryFormValues(9, null));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), inEnglish(issue.message)]),
    );
    expect(messages).toEqual({ name: 'Required', tax_id: 'Select Tax' });
  });

  it('gives the save payload', () => {
    expect(
      CategoryFormSchema.parse({ ...categoryFormValues(9, null), name: ' Desserts ', tax_id: '3' }),
    ).toEqual({
      name: 'Desserts',
      description: '',
      translations: {},
      tax_id: 3,
      image_url: null,
      store_id: 9,
    });
    expect(CategoryFormSchema.parse(categoryFormValues(9, starters))).toMatchObject({
      tax_id: 3,
      image_url: '/uploads/9/starters.webp',
    });
  });
});

describe('categoryStatusPayload', () => {
  it('sends the whole category with its new state', () => {
    expect(categoryStatusPayload(starters, false)).toEqual({
      name: 'Starters',
      description: 'Small plates',
      store_id: 9,
      tax_id: 3,
      image_url: '/uploads/9/starters.webp',
      isActive: false,
    });
  });
});
