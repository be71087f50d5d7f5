import type { OrderItem, Product } from '@food/contract';
import { choiceProblems } from '@food/contract/option-choice';
import { isSoldOut } from '@/lib/sold-out.ts';
import { chosenOptions, createCartLine, type CartLine } from './cart.ts';

/** A line of the earlier order that cannot go into the cart: it is off the menu, or sold out now. */
export type LeftOut = { name: string; why: 'gone' | 'sold_out' };

/**
 * "Order again": an earlier order's lines as cart lines at today's prices (variants, options and notes
 * as chosen then). A line whose product, variant or option is gone, or whose choice the groups no
 * longer allow, or that is sold out at `now`, is left out and named.
 */
export function reorderLines(
  items: readonly OrderItem[],
  products: readonly Product[],
  now: number,
): { lines: CartLine[]; leftOut: LeftOut[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: CartLine[] = [];
  const leftOut: LeftOut[] = [];
  for (const item of items) {
    const name = item.variant_name ? `${item.product_name} (${item.variant_name})` : item.product_name;
    const product = item.product_id === null ? undefined : byId.get(item.product_id);
    const variant =
      product && item.variant_id !== null
        ? product.variants.find((candidate) => candidate.id === item.variant_id)
        : null;
    const optionIds = item.options.map((option) => option.option_id);
    const ids = optionIds.every((id) => id !== null) ? (optionIds as number[]) : null;
    const options = product && ids ? chosenOptions(product, ids) : null;
    const allowed =
      product && ids && (product.type === 'variable') === Boolean(variant)
        ? choiceProblems(product.option_groups ?? [], ids).every((problem) => problem.kind === 'sold_out')
        : false;
    if (!product || variant === undefined || !options || !allowed) {
      leftOut.push({ name, why: 'gone' });
    } else if (isSoldOut(product, now) || options.some((option) => isSoldOut(option, now))) {
      leftOut.push({ name, why: 'sold_out' });
    } else {
      lines.push(createCartLine(product, variant, item.quantity, { options, note: item.note ?? '' }));
    }
  }
  return { lines, leftOut };
}
