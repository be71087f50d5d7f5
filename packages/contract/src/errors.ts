import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export * from './error-codes.ts';
export * from './error-code-for-status.ts';

const ErrorCodeSchema = z.enum(ERROR_CODES);

/** Every failure of the API (decisions §11). `fields` maps a field path to its problems. */
export const ApiErrorSchema = z
  .object({
    detail: z.string(),
    code: ErrorCodeSchema,
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** The values the code's sentence names, e.g. `{ missing: 3.2 }` with `order_below_minimum`. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** With `slot_full`: the next slot that has room, or null when there is none within the ordering-ahead days. */
    next_slot: z.object({ start: z.string(), end: z.string() }).nullable().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Actions that succeed with nothing to return. */
export const MessageSchema = z.object({ msg: z.string() }).meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;
