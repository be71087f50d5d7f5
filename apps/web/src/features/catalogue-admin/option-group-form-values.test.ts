import type { OptionGroup } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '@/testing/i18n.ts';
import {
  emptyOption,
  optionGroupFormValues,
  OptionGroupFormSchema,
  toSaveOptionGroupInput,
  type OptionGroupFormValues,
} from './option-group-form-values.ts';

const toppings: OptionGroup = {
  id: 3,
  name: 'Toppings',
  translations: {},
  min: 0,
  max: 3,
  options: [
    { id: 30, name: 'Olives', translations: {}, price: 1, sold_out: false, sold_out_until: null },
    { id: 31, name: 'Basil', translations: {}, price: 0, sold_out: true, sold_out_until: null },
  ],
};

function filled(changes: Partial<OptionGroupFormValues> = {}): OptionGroupFormValues {
  return {
    ...optionGroupFormValues(9, null),
    name: 'Sauce',
    min: '1',
    max: '1',
    options: [
      { ...emptyOption(), name: 'Tomato', price: '0' },
      { ...emptyOption(), name: 'Garlic', price: '0.5' },
    ],
    ...changes,
  };
}

function issues(values: OptionGroupFormValues): Record<string, string> {
  const result = OptionGroupFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), inEnglish(issue.message)]),
  );
}

describe('optionGroupFormValues', () => {
  it('starts a new group as an optional choice of one, with one empty option', () => {
    expect(optionGroupFormValues(9, null)).toEqual({
      name: '',
      translations: { de: { name: '' }, en: { name: '' } },
      min: '0',
      max: '1',
      options: [
        { optionId: null, name: '', translations: { de: { name: '' }, en: { name: '' } }, price: '' },
      ],
      store_id: 9,
    });
  });

  it('fills the form from a saved group, keeping each option id', () => {
    expect(optionGroupFormValues(9, toppings)).toEqual({
      name: 'Toppings',
      translations: { de: { name: '' }, en: { name: '' } },
      min: '0',
      max: '3',
      options: [
        { optionId: 30, name: 'Olives', translations: { de: { name: '' }, en: { name: '' } }, price: '1.00' },
        { optionId: 31, name: 'Basil', translations: { de: { name: '' }, en: { name: '' } }, price: '0.00' },
      ],
      store_id: 9,
    });
  });
});

describe('toSaveOptionGroupInput', () => {
  it('sends the options in order, with ids only for saved ones', () => {
    const values = optionGroupFormValues(9, toppings);
    values.options = [
      values.options[1]!,
      { ...emptyOption(), name: 'Ham', price: '1.5' },
      values.options[0]!,
    ];
    const input = toSaveOptionGroupInput(values);
    expect(input.options).toEqual([
      { id: 31, name: 'Basil', translations: {}, price: 0 },
      { name: 'Ham', translations: {}, price: 1.5 },
      { id: 30, name: 'Olives', translations: {}, price: 1 },
    ]);
  });
});

describe('OptionGroupFormSchema', () => {
  it('gives the wire payload', () => {
    expect(OptionGroupFormSchema.parse(filled())).toEqual({
      name: 'Sauce',
      translations: {},
      min: 1,
      max: 1,
      options: [
        { name: 'Tomato', translations: {}, price: 0 },
        { name: 'Garlic', translations: {}, price: 0.5 },
      ],
      store_id: 9,
    });
  });

  it('asks for the name, the counts and each option', () => {
    expect(
      issues(filled({ name: '', min: '', max: '', options: [{ ...emptyOption(), name: ' ', price: '' }] })),
    ).toEqual({
      name: 'Required',
      min: 'Enter the minimum',
      max: 'Enter the maximum',
      'options.0.name': 'Required',
      'options.0.price': 'Enter a price',
    });
  });

  it('needs at least one option and a maximum of at least 1', () => {
    expect(issues(filled({ min: '0', max: '0', options: [] }))).toEqual({
      max: 'Allow at least 1',
      options: 'Add at least one option',
    });
  });

  it('keeps the minimum within the maximum and the number of options', () => {
    expect(issues(filled({ min: '2', max: '1' }))).toEqual({
      min: 'The minimum cannot be above the maximum',
    });
    expect(issues(filled({ min: '3', max: '3' }))).toEqual({
      min: 'The minimum cannot be above the number of options',
    });
  });
});
