import type { TaxRef } from '@food/contract';
import type { taxes } from '../../db/schema/index.ts';

/** The tax as categories and products embed it; the wire's percentage from the stored basis points. */
export function toTaxRef(tax: typeof taxes.$inferSelect): TaxRef {
  return { id: tax.id, name: tax.name, percentage: tax.rateBasisPoints / 100 };
}
