import { z } from 'zod';
import { AGE_LIMITS } from '../constants.ts';
import { validationMessage } from './messages.ts';

/** The youngest a buyer may be (16: beer and wine, 18: spirits, § 9 JuSchG); null: anyone. */
export const AgeLimitSchema = z
  .union([z.literal(AGE_LIMITS[0]), z.literal(AGE_LIMITS[1])], {
    error: validationMessage('validation.age_limit'),
  })
  .nullable();
