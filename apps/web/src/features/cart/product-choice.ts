import type { OptionGroup, Product } from '@food/contract';
import { isSingleChoice, ORDER_QUANTITY_MAX } from '@food/contract/constants';
import { toMinor } from '@food/money';
import { isSoldOut } from '@/lib/sold-out.ts';

/** What the product dialog has chosen for one cart line: a variant (variable products), options, a quantity. */
export type ProductChoice = { variantId: number | null; optionIds: readonly number[]; quantity: number };

/** Nothing chosen yet but the variant the card had selected (else the first), and a quantity of 1. */
export function initialChoice(product: Product, suggestedVariantId: number | null): ProductChoice {
  const variants = product.type === 'variable' ? product.variants : [];
  const variant = variants.find((candidate) => candidate.id === suggestedVariantId) ?? variants[0];
  return { variantId: variant?.id ?? null, optionIds: [], quantity: 1 };
}

/** The product's groups with each option's sold-out state as it is at `now`. */
export function liveGroups(product: Pick<Product, 'option_groups'>, now: number): OptionGroup[] {
  return product.option_groups.map((group) => ({
    ...group,
    options: group.options.map((option) => ({ ...option, sold_out: isSoldOut(option, now) })),
  }));
}

function pickedIn(group: OptionGroup, optionIds: readonly number[]): number {
  return group.options.filter((option) => optionIds.includes(option.id)).length;
}

/**
 * Ticks or unticks an option. A radio group (exactly 1) swaps its choice; a checkbox group takes no
 * more than its maximum.
 */
export function toggleOption(
  choice: ProductChoice,
  group: OptionGroup,
  optionId: number,
  checked: boolean,
): ProductChoice {
  const others = choice.optionIds.filter((id) => id !== optionId);
  if (!checked) return { ...choice, optionIds: others };
  if (isSingleChoice(group)) {
    const inGroup = new Set(group.options.map((option) => option.id));
    return { ...choice, optionIds: [...others.filter((id) => !inGroup.has(id)), optionId] };
  }
  if (pickedIn(group, others) >= group.max) return choice;
  return { ...choice, optionIds: [...others, optionId] };
}

/**
 * A sold-out option, or an unticked checkbox of a group that has its maximum already; a ticked one
 * can always be unticked.
 */
export function isOptionDisabled(
  group: OptionGroup,
  option: OptionGroup['options'][number],
  optionIds: readonly number[],
): boolean {
  if (optionIds.includes(option.id)) return false;
  if (option.sold_out) return true;
  return !isSingleChoice(group) && pickedIn(group, optionIds) >= group.max;
}

export function withChoiceQuantity(choice: ProductChoice, quantity: number): ProductChoice {
  return { ...choice, quantity: Math.min(ORDER_QUANTITY_MAX, Math.max(1, Math.floor(quantity))) };
}

/** The line's price in minor units: (variant or product price + Σ option prices) × quantity. */
export function choiceTotalMinor(product: Product, groups: readonly OptionGroup[], choice: ProductChoice) {
  const variant = product.variants.find((candidate) => candidate.id === choice.variantId);
  const base = toMinor(variant ? variant.price : (product.price ?? 0));
  const options = groups
    .flatMap((group) => group.options)
    .filter((option) => choice.optionIds.includes(option.id))
    .reduce((sum, option) => sum + toMinor(option.price), 0);
  return (base + options) * choice.quantity;
}
