import { SaveOptionGroupSchema, type OptionGroup } from '@food/contract';
import { z } from 'zod';
import { parseDecimal } from '@/components/ui/decimal-input.ts';
import {
  nameTranslationValues,
  toNameTranslations,
  type NameTranslationValues,
} from './translation-form-values.ts';

/** One row of the options editor. `optionId` is the saved option's id, kept so the server updates it. */
export type OptionFormValues = {
  optionId: number | null;
  name: string;
  translations: NameTranslationValues;
  price: string;
};

/** What the option group form holds: the counts and prices as text, as the inputs give them. */
export type OptionGroupFormValues = {
  name: string;
  /** The name in other languages (the language tabs). */
  translations: NameTranslationValues;
  min: string;
  max: string;
  options: OptionFormValues[];
  store_id: number;
};

export function emptyOption(): OptionFormValues {
  return { optionId: null, name: '', translations: nameTranslationValues(undefined), price: '' };
}

/** A new group starts as a free choice of one, with one option row to fill in. */
export function optionGroupFormValues(storeId: number, group: OptionGroup | null): OptionGroupFormValues {
  if (!group) {
    return {
      name: '',
      translations: nameTranslationValues(undefined),
      min: '0',
      max: '1',
      options: [emptyOption()],
      store_id: storeId,
    };
  }
  return {
    name: group.name,
    translations: nameTranslationValues(group.translations),
    min: String(group.min),
    max: String(group.max),
    options: group.options.map((option) => ({
      optionId: option.id,
      name: option.name,
      translations: nameTranslationValues(option.translations),
      price: option.price.toFixed(2),
    })),
    store_id: storeId,
  };
}

/** Typed text as a number; NaN while empty, so the shared schema asks for it. */
function numberInput(text: string): number {
  return parseDecimal(text.trim()) ?? Number.NaN;
}

/** The form's values in the shape of the wire payload: options in display order, ids only for saved ones. */
export function toSaveOptionGroupInput(values: OptionGroupFormValues) {
  return {
    name: values.name,
    translations: toNameTranslations(values.translations),
    min: numberInput(values.min),
    max: numberInput(values.max),
    options: values.options.map((option) => ({
      ...(option.optionId === null ? {} : { id: option.optionId }),
      name: option.name,
      translations: toNameTranslations(option.translations),
      price: numberInput(option.price),
    })),
    store_id: values.store_id,
  };
}

/** The shared SaveOptionGroupSchema applied to the form, so the form and the server apply the same rules. */
export const OptionGroupFormSchema = z.preprocess(
  (values: OptionGroupFormValues) => toSaveOptionGroupInput(values),
  SaveOptionGroupSchema,
);
