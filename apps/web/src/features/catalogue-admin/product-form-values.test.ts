import type { Product } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '@/testing/i18n.ts';
import {
  emptyVariant,
  normalizedPrice,
  productFormValues,
  ProductFormSchema,
  productSavePayload,
  toSaveProductInput,
  type ProductFormValues,
} from './product-form-values.ts';

const tax = { id: 3, name: 'Standard VAT', percentage: 19 };

const pizza: Product = {
  id: 41,
  name: 'Margherita',
  translations: {},
  item_code: 'PZ-01',
  description: 'Tomato, mozzarella, basil',
  price: null,
  category_id: 7,
  tax_id: 3,
  type: 'variable',
  isActive: false,
  image_url: '/uploads/9/pizza.webp',
  store_id: 9,
  category: { id: 7, name: 'Pizza', tax },
  tax,
  variants: [
    { id: 100, name: 'Small', translations: {}, price: 8.5, description: '' },
    { id: 101, name: 'Large', translations: {}, price: 12, description: '32 cm' },
  ],
  option_groups: [
    {
      id: 5,
      name: 'Sauce',
      translations: {},
      min: 1,
      max: 1,
      options: [
        { id: 50, name: 'Tomato', translations: {}, price: 0, sold_out: false, sold_out_until: null },
      ],
    },
    { id: 6, name: 'Toppings', translations: {}, min: 0, max: 3, options: [] },
  ],
  allergens: ['gluten', 'milk'],
  dietary: ['vegetarian'],
  age_limit: null,
  sold_out: false,
  sold_out_until: null,
};

function filled(changes: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...productFormValues(9, null),
    name: 'Lemonade',
    item_code: 'DR-02',
    description: 'Home-made',
    category_id: '7',
    tax_id: '3',
    price: '3.5',
    ...changes,
  };
}

function issues(values: ProductFormValues): Record<string, string> {
  const result = ProductFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), inEnglish(issue.message)]),
  );
}

describe('productFormValues', () => {
  it('starts a new product empty, simple and active', () => {
    expect(productFormValues(9, null)).toMatchObject({
      name: '',
      type: 'simple',
      price: '',
      isActive: true,
      category_id: '',
      tax_id: '',
      variants: [],
      store_id: 9,
      option_group_ids: [],
      allergens: [],
      dietary: [],
    });
  });

  it('fills the form from a saved product, keeping each variant id', () => {
    const values = productFormValues(9, pizza);
    expect(values).toMatchObject({ category_id: '7', tax_id: '3', price: '', isActive: false });
    expect(values.variants).toEqual([
      {
        variantId: 100,
        name: 'Small',
        price: '8.50',
        description: '',
        translations: { de: { name: '', description: '' }, en: { name: '', description: '' } },
      },
      {
        variantId: 101,
        name: 'Large',
        price: '12.00',
        description: '32 cm',
        translations: { de: { name: '', description: '' }, en: { name: '', description: '' } },
      },
    ]);
  });

  it("keeps the product's option groups in order, and its allergens and dietary tags", () => {
    expect(productFormValues(9, pizza)).toMatchObject({
      option_group_ids: [5, 6],
      allergens: ['gluten', 'milk'],
      dietary: ['vegetarian'],
    });
  });
});

describe('toSaveProductInput', () => {
  it('sends the price of a simple product and no variants', () => {
    const input = toSaveProductInput(filled({ variants: [{ ...emptyVariant(), name: 'Left over' }] }));
    expect(input).toMatchObject({ price: 3.5, variants: [] });
  });

  it('sends the variants of a variable product in order, with ids only for saved ones, and no price', () => {
    const values = productFormValues(9, pizza);
    values.variants = [
      values.variants[1]!,
      { ...emptyVariant(), name: 'Medium', price: '10.25' },
      values.variants[0]!,
    ];
    values.price = '9';
    expect(toSaveProductInput(values)).toMatchObject({
      price: null,
      variants: [
        { id: 101, name: 'Large', price: 12, description: '32 cm' },
        { name: 'Medium', price: 10.25, description: '' },
        { id: 100, name: 'Small', price: 8.5, description: '' },
      ],
    });
    expect(toSaveProductInput(values).variants[1]).not.toHaveProperty('id');
  });

  it('sends the option groups in the chosen order, and the ticked codes in the order of their lists', () => {
    const input = toSaveProductInput(
      filled({ option_group_ids: [6, 5], allergens: ['sesame', 'gluten'], dietary: ['spicy', 'vegan'] }),
    );
    expect(input).toMatchObject({
      option_group_ids: [6, 5],
      allergens: ['gluten', 'sesame'],
      dietary: ['vegan', 'spicy'],
    });
  });
});

describe('ProductFormSchema', () => {
  it('gives the wire payload', () => {
    expect(ProductFormSchema.parse(filled())).toEqual({
      name: 'Lemonade',
      item_code: 'DR-02',
      description: 'Home-made',
      translations: {},
      category_id: 7,
      tax_id: 3,
      type: 'simple',
      price: 3.5,
      isActive: true,
      image_url: null,
      store_id: 9,
      variants: [],
      option_group_ids: [],
      allergens: [],
      dietary: [],
      age_limit: null,
    });
  });

  it('sends the languages typed in, without the empty ones or an empty description', () => {
    const values = filled({
      translations: {
        de: { name: 'Zitronenlimonade', description: 'Hausgemacht' },
        en: { name: '', description: '' },
      },
      type: 'variable',
      variants: [
        {
          ...emptyVariant(),
          name: 'Klein',
          price: '3',
          translations: { de: { name: '', description: '' }, en: { name: 'Small', description: '' } },
        },
      ],
    });
    const payload = ProductFormSchema.parse(values);
    expect(payload.translations).toEqual({ de: { name: 'Zitronenlimonade', description: 'Hausgemacht' } });
    expect(payload.variants[0]?.translations).toEqual({ en: { name: 'Small' } });
  });

  it('asks for the name of a language that has only a description', () => {
    const values = filled({
      translations: { de: { name: ' ', description: 'Hausgemacht' }, en: { name: '', description: '' } },
    });
    expect(issues(values)).toEqual({ 'translations.de.name': 'Required' });
  });

  it('asks for every required field at once', () => {
    expect(issues(productFormValues(9, null))).toEqual({
      name: 'Required',
      item_code: 'Required',
      description: 'Required',
      category_id: 'Select Category',
      tax_id: 'Select Tax',
      price: 'Enter a price',
    });
  });

  it('checks each variant name and price', () => {
    const values = filled({
      type: 'variable',
      variants: [
        { ...emptyVariant(), name: 'Small', price: '4' },
        { ...emptyVariant(), name: ' ', price: '' },
      ],
    });
    expect(issues(values)).toEqual({ 'variants.1.name': 'Required', 'variants.1.price': 'Enter a price' });
  });

  it('needs at least one variant for a variable product', () => {
    expect(issues(filled({ type: 'variable', variants: [] }))).toEqual({
      variants: 'Add at least one variant',
    });
  });

  it('ignores the price field of a variable product', () => {
    const values = filled({
      type: 'variable',
      price: '.',
      variants: [{ ...emptyVariant(), name: 'One', price: '2' }],
    });
    expect(ProductFormSchema.parse(values)).toMatchObject({
      price: null,
      variants: [{ name: 'One', price: 2 }],
    });
  });
});

describe('productSavePayload', () => {
  it('sends the whole product with the change, keeping variant ids', () => {
    expect(productSavePayload(pizza, { isActive: true })).toEqual({
      name: 'Margherita',
      item_code: 'PZ-01',
      description: 'Tomato, mozzarella, basil',
      category_id: 7,
      tax_id: 3,
      type: 'variable',
      price: null,
      isActive: true,
      image_url: '/uploads/9/pizza.webp',
      store_id: 9,
      variants: [
        { id: 100, name: 'Small', price: 8.5, description: '' },
        { id: 101, name: 'Large', price: 12, description: '32 cm' },
      ],
      option_group_ids: [5, 6],
      allergens: ['gluten', 'milk'],
      dietary: ['vegetarian'],
      age_limit: null,
    });
  });

  it('sends no variants for a simple product', () => {
    const simple: Product = { ...pizza, type: 'simple', price: 7, variants: [] };
    expect(productSavePayload(simple)).toMatchObject({ price: 7, variants: [], isActive: false });
  });
});

describe('normalizedPrice', () => {
  it('shows a typed price with 2 decimals', () => {
    expect(normalizedPrice('6.5')).toBe('6.50');
    expect(normalizedPrice('12')).toBe('12.00');
    expect(normalizedPrice('0.')).toBe('0.00');
  });

  it('leaves an empty field alone', () => {
    expect(normalizedPrice('')).toBe('');
    expect(normalizedPrice('.')).toBe('.');
  });
});
