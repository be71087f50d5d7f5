import { PriceSchema } from '@food/contract';
import { z } from 'zod';

/** An amount typed into a DecimalField that may stay empty: empty is null (none), otherwise a price. */
export const optionalAmountText = z
  .string()
  .trim()
  .transform((text) => (text === '' || text === '.' ? null : Number(text)))
  .pipe(PriceSchema.nullable());

/** A saved optional amount as the field shows it. */
export function amountText(amount: number | null): string {
  return amount === null ? '' : amount.toFixed(2);
}
