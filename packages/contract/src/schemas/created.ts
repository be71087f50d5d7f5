import { z } from 'zod';

/** What a create or update answers: a sentence for people and the saved row. */
export function savedSchema<T extends z.ZodType>(data: T) {
  return z.object({ msg: z.string(), data });
}
