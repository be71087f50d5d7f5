import { IdSchema } from '@food/contract';
import { z } from 'zod';

// IdSchema coerces whatever it is given; here it is given the select's text, which its type does not say.
const IdFromText = IdSchema as unknown as z.ZodType<number, string>;

/** The value of a select whose placeholder option is empty: required (with the screen's own message), then an id. */
export function selectedId(required: string) {
  return z.string().min(1, required).pipe(IdFromText);
}
