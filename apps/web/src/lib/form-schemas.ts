import { z } from 'zod';

/**
 * A number typed into a text input (see DecimalField), checked by the shared wire schema once it is
 * a number, so the form and the server apply the same rule.
 */
export function decimalText<T extends z.ZodType<number, number>>(schema: T, required = 'Required') {
  return z.string().trim().min(1, required).transform(Number).pipe(schema);
}
