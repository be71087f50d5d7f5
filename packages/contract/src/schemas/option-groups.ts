import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { OPTION_GROUP_OPTIONS_MAX } from '../constants.ts';
import { IdSchema, NameSchema, PriceSchema } from './common.ts';
import { soldOutFields } from './sold-out.ts';
import { NameTranslationsSchema } from './translations.ts';

const OptionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    translations: NameTranslationsSchema.optional(),
    /** An extra charge, tax included; 0 for a free choice. */
    price: z.number(),
    ...soldOutFields,
  })
  .meta({ id: 'Option' });
export type Option = z.infer<typeof OptionSchema>;

/** A reusable choice ("Sauce", "Extra toppings"): a customer picks from `min` to `max` of its options. */
export const OptionGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    translations: NameTranslationsSchema.optional(),
    min: z.number().int(),
    max: z.number().int(),
    options: z.array(OptionSchema),
  })
  .meta({ id: 'OptionGroup' });
export type OptionGroup = z.infer<typeof OptionGroupSchema>;

export const OptionGroupAnswerSchema = z.object({ data: OptionGroupSchema });
export const OptionGroupListSchema = z.object({ data: z.array(OptionGroupSchema) });

const SaveOptionSchema = z.object({
  /** An existing option of this group to keep (and change); without it a new option is made. */
  id: IdSchema.optional(),
  name: NameSchema,
  translations: NameTranslationsSchema.optional(),
  price: PriceSchema,
});

const countSchema = (required: string) =>
  z
    .number({ error: required })
    .int(validationMessage('validation.whole_number'))
    .min(0, validationMessage('validation.not_negative'))
    .max(50);

export const SaveOptionGroupSchema = z
  .object({
    name: NameSchema,
    translations: NameTranslationsSchema.optional(),
    min: countSchema(validationMessage('validation.minimum_required')),
    max: countSchema(validationMessage('validation.maximum_required')).min(
      1,
      validationMessage('validation.allow_at_least_one'),
    ),
    options: z
      .array(SaveOptionSchema)
      .min(1, validationMessage('validation.option_required'))
      .max(
        OPTION_GROUP_OPTIONS_MAX,
        validationMessage('validation.max_options', { max: OPTION_GROUP_OPTIONS_MAX }),
      ),
    store_id: IdSchema.optional(),
  })
  .superRefine((group, ctx) => {
    if (group.min > group.max) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: validationMessage('validation.min_above_max') });
    }
    if (group.min > group.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['min'],
        message: validationMessage('validation.min_above_options'),
      });
    }
    const ids = group.options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: validationMessage('validation.option_twice'),
      });
    }
  });
export type SaveOptionGroup = z.infer<typeof SaveOptionGroupSchema>;

export const OptionParamsSchema = z.object({ group: IdSchema, id: IdSchema });
