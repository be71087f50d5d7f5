type SoldOutFields = { sold_out: boolean; sold_out_until: string | null };

/**
 * Sold out at `now`: as the menu says, unless the time it was sold out until has passed (it ends by
 * itself, and the next read of the menu says so too).
 */
export function isSoldOut(item: SoldOutFields, now: number): boolean {
  if (!item.sold_out) return false;
  return item.sold_out_until === null || !(Date.parse(item.sold_out_until) <= now);
}

type WithOptions = SoldOutFields & { option_groups?: { options: SoldOutFields[] }[] };

/** The earliest time after `now` at which a product or one of its options stops being sold out, or null. */
export function nextSoldOutEnd(products: readonly WithOptions[], now: number): number | null {
  let earliest: number | null = null;
  for (const product of products) {
    const items = [product, ...(product.option_groups ?? []).flatMap((group) => group.options)];
    for (const item of items) {
      const end =
        item.sold_out && item.sold_out_until !== null ? Date.parse(item.sold_out_until) : Number.NaN;
      if (end > now && (earliest === null || end < earliest)) earliest = end;
    }
  }
  return earliest;
}
