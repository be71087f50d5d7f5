import type { Product } from '@food/contract';
import { choiceProblems } from '@food/contract/option-choice';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';
import { isSoldOut } from '@/lib/sold-out.ts';
import { soldOutLabel } from '@/lib/sold-out-label.ts';
import { chosenOptions, createCartLine, type Cart, type CartLine } from './cart.ts';

/**
 * Brings the cart in line with the live menu: names, prices and sold out as they are now (the server
 * charges those anyway), and out with variants and options that no longer exist or choices the groups' rules
 * no longer allow. When `menuIsComplete` (every category loaded), a product missing from the menu is
 * inactive or deleted and leaves the cart too (decisions §9). Answers the same array when nothing changed.
 */
export function refreshCart(cart: Cart, products: readonly Product[], menuIsComplete: boolean): Cart {
  const byId = new Map(products.map((product) => [product.id, product]));
  let changed = false;
  const next: CartLine[] = [];
  for (const line of cart) {
    const product = byId.get(line.id);
    if (!product) {
      if (menuIsComplete) changed = true;
      else next.push(line);
      continue;
    }
    const variant = line.selectedVariant
      ? product.variants.find((candidate) => candidate.id === line.selectedVariant?.id)
      : null;
    if (variant === undefined || (product.type === 'variable') !== (variant !== null)) {
      changed = true;
      continue;
    }
    const optionIds = line.options.map((option) => option.id);
    const options = chosenOptions(product, optionIds);
    // A sold-out option stays: the customer sees it marked and the server refuses it, until it is back.
    const broken = choiceProblems(product.option_groups ?? [], optionIds).some(
      (problem) => problem.kind !== 'sold_out',
    );
    if (options === null || broken) {
      changed = true;
      continue;
    }
    const fresh = createCartLine(product, variant, line.quantity, {
      options,
      extras: line.extras,
      note: line.note,
    });
    const same =
      fresh.displayPrice === line.displayPrice &&
      fresh.displayName === line.displayName &&
      fresh.image_url === line.image_url &&
      fresh.tax === line.tax &&
      fresh.sold_out === line.sold_out &&
      fresh.sold_out_until === line.sold_out_until &&
      fresh.age_limit === line.age_limit &&
      JSON.stringify(fresh.options) === JSON.stringify(line.options);
    if (same) next.push(line);
    else {
      changed = true;
      next.push(fresh);
    }
  }
  return changed ? next : cart;
}

/** What a line says about being sold out at `now`, in the store's time zone; empty when it can be ordered. */
export function soldOutNotes(
  line: CartLine,
  now: number,
  timeZone: string,
  intl: IntlShape = getIntl(),
): string[] {
  const notes = isSoldOut(line, now) ? [soldOutLabel(line.sold_out_until, now, timeZone, intl)] : [];
  for (const option of line.options) {
    if (isSoldOut(option, now))
      notes.push(intl.formatMessage({ id: 'cart.option_sold_out' }, { name: option.name }));
  }
  return notes;
}

/** A line whose product or one of whose options is sold out at `now`: the server refuses it. */
export function isLineSoldOut(line: CartLine, now: number): boolean {
  return isSoldOut(line, now) || line.options.some((option) => isSoldOut(option, now));
}

/** Why Place Order is off while the cart holds a sold-out line. */
export const soldOutLinesText = (intl: IntlShape = getIntl()) =>
  intl.formatMessage({ id: 'cart.sold_out_lines' });
