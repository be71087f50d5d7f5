import type { Product } from '@food/contract';
import { ITEM_NOTE_MAX, ORDER_QUANTITY_MAX } from '@food/contract/constants';
import { fromMinor, orderTotals, toMinor, type OrderTotals } from '@food/money';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';

/**
 * The cart's rules (spec §3 and §4), free of React and of the browser: every function takes a cart
 * and answers a new one. Bringing it in line with the menu is cart-freshness.ts, its stored form
 * stored-cart.ts; the storage and the hook around them live in cart-store.ts and use-cart.ts.
 */

export type CartVariant = { id: number; name: string; price: number };

/** Extras are part of a line's identity (spec §4); the storefront has none to offer yet. */
export type CartExtra = { id: number; name: string; price: number };

/**
 * A chosen option of one of the product's option groups, copied as it was chosen; whether it is sold
 * out follows the menu (refreshCart).
 */
export type CartOption = {
  id: number;
  name: string;
  price: number;
  group: string;
  sold_out: boolean;
  sold_out_until: string | null;
};

/** A cart line: the product's fields plus what was chosen (spec §3). Prices are wire decimals (12.5). */
export type CartLine = Omit<Product, 'tax'> & {
  quantity: number;
  extras: CartExtra[];
  /** The chosen options, in the order of the product's groups; a line of the previous version has none. */
  options: CartOption[];
  /** The unit price before options and extras: the variant's price, else the product's. */
  basePrice: number;
  /** The product's tax percentage, kept for the order; menu prices include it (decisions §2). */
  tax: number;
  selectedVariant: CartVariant | null;
  /** "Wiener Schnitzel (Large)", or the product name alone. */
  displayName: string;
  /** The unit price shown and charged: the variant's price, else the product's, plus the options'. */
  displayPrice: number;
  /** The customer's note for the kitchen about this line ("no onions"); '' for none. */
  note: string;
};

export type Cart = readonly CartLine[];

/**
 * Identifies a line: the product, its variant (null for none), its extras, its options and its note;
 * extras, options or note left out match any.
 */
export type LineKey = {
  productId: number;
  variantId: number | null;
  extras?: readonly CartExtra[];
  options?: readonly Pick<CartOption, 'id'>[];
  note?: string;
};

function extrasKey(extras: readonly CartExtra[] | undefined): string {
  return JSON.stringify(
    [...(extras ?? [])].sort((a, b) => a.id - b.id).map((extra) => [extra.id, extra.name, extra.price]),
  );
}

/** Options compare as a set of ids: their names and prices follow the menu (refreshCart). */
function optionsKey(options: readonly Pick<CartOption, 'id'>[]): string {
  return options
    .map((option) => option.id)
    .sort((a, b) => a - b)
    .join(',');
}

function matches(line: CartLine, key: LineKey): boolean {
  return (
    line.id === key.productId &&
    (line.selectedVariant?.id ?? null) === key.variantId &&
    (key.extras === undefined || extrasKey(line.extras) === extrasKey(key.extras)) &&
    (key.options === undefined || optionsKey(line.options) === optionsKey(key.options)) &&
    (key.note === undefined || line.note === key.note)
  );
}

/** The key of exactly this line. */
export function keyOf(line: CartLine): LineKey {
  return {
    productId: line.id,
    variantId: line.selectedVariant?.id ?? null,
    extras: line.extras,
    options: line.options,
    note: line.note,
  };
}

/** The unit price: base + options, added in minor units so that no float noise creeps in. */
export function unitPrice(basePrice: number, options: readonly CartOption[]): number {
  return fromMinor(options.reduce((sum, option) => sum + toMinor(option.price), toMinor(basePrice)));
}

export function clampQuantity(quantity: number): number {
  return Math.min(ORDER_QUANTITY_MAX, Math.floor(quantity));
}

/** A note as a line keeps it: trimmed and cut to the order's limit. */
export function lineNote(note: string): string {
  return note.trim().slice(0, ITEM_NOTE_MAX);
}

/** A cart line for a product, with its variant when it has one, its chosen options and its note. */
export function createCartLine(
  product: Product,
  variant: CartVariant | null,
  quantity: number,
  {
    options = [],
    extras = [],
    note = '',
  }: { options?: CartOption[]; extras?: CartExtra[]; note?: string } = {},
): CartLine {
  const { tax, ...fields } = product;
  const chosen = variant ? { id: variant.id, name: variant.name, price: variant.price } : null;
  const basePrice = chosen ? chosen.price : (product.price ?? 0);
  return {
    ...fields,
    quantity,
    extras,
    options,
    basePrice,
    tax: tax?.percentage ?? product.category?.tax?.percentage ?? 0,
    selectedVariant: chosen,
    displayName: chosen ? `${product.name} (${chosen.name})` : product.name,
    displayPrice: unitPrice(basePrice, options),
    note: lineNote(note),
  };
}

/** A product whose options are chosen in the product dialog, one line at a time. */
export function hasOptionGroups(product: Pick<Product, 'option_groups'>): boolean {
  // Products cached by the previous version have no option_groups.
  return (product.option_groups?.length ?? 0) > 0;
}

/**
 * The chosen options of a product as cart options, in the order of its groups (null when one of the
 * ids is not among the product's options).
 */
export function chosenOptions(
  product: Pick<Product, 'option_groups'>,
  optionIds: readonly number[],
): CartOption[] | null {
  const wanted = new Set(optionIds);
  const options: CartOption[] = [];
  for (const group of product.option_groups ?? []) {
    for (const option of group.options) {
      if (wanted.delete(option.id)) {
        const { id, name, price, sold_out, sold_out_until } = option;
        options.push({ id, name, price, group: group.name, sold_out, sold_out_until });
      }
    }
  }
  return wanted.size === 0 ? options : null;
}

/**
 * Adds a line. A line that matches an existing one (same product, same variant or both none, same
 * extras, the same set of options) sets that line's quantity to the new quantity rather than adding to it (spec §4); a
 * quantity of 0 or less removes it.
 */
export function addToCart(cart: Cart, line: CartLine): CartLine[] {
  const key = keyOf(line);
  if (!(line.quantity >= 1)) return cart.filter((existing) => !matches(existing, key));
  const next = { ...line, quantity: clampQuantity(line.quantity) };
  const index = cart.findIndex((existing) => matches(existing, key));
  if (index === -1) return [...cart, next];
  return cart.map((existing, at) => (at === index ? next : existing));
}

/** Sets the quantity of a line that is in the cart; 0 or less removes it. */
export function setLineQuantity(cart: Cart, key: LineKey, quantity: number): CartLine[] {
  if (!(quantity >= 1)) return removeLine(cart, key);
  return cart.map((line) => (matches(line, key) ? { ...line, quantity: clampQuantity(quantity) } : line));
}

/**
 * Gives the line its note. A line that the new note makes the same as another is merged into it (the
 * quantities added up).
 */
export function setLineNote(cart: Cart, key: LineKey, note: string): CartLine[] {
  const line = cart.find((candidate) => matches(candidate, key));
  if (!line) return [...cart];
  const noted = { ...line, note: lineNote(note) };
  const twin = cart.find((candidate) => candidate !== line && matches(candidate, keyOf(noted)));
  const merged = twin ? { ...noted, quantity: clampQuantity(noted.quantity + twin.quantity) } : noted;
  return cart.flatMap((candidate) => (candidate === twin ? [] : candidate === line ? [merged] : [candidate]));
}

/** Removes the line of a product and variant (null: the product without a variant), any options unless given. */
export function removeLine(cart: Cart, key: LineKey): CartLine[] {
  return cart.filter((line) => !matches(line, key));
}

/** Removes every line of a product, whatever its variant. */
export function removeProduct(cart: Cart, productId: number): CartLine[] {
  return cart.filter((line) => line.id !== productId);
}

export function lineQuantity(cart: Cart, key: LineKey): number {
  return cart.find((line) => matches(line, key))?.quantity ?? 0;
}

/** How many of a product are in the cart, over all its variants. */
export function productQuantity(cart: Cart, productId: number): number {
  return cart.reduce((sum, line) => (line.id === productId ? sum + line.quantity : sum), 0);
}

/** The number of items (the sum of the quantities), as the cart bar counts them. */
export function itemCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

export function itemCountText(count: number, intl: IntlShape = getIntl()): string {
  return intl.formatMessage({ id: 'cart.items' }, { count });
}

/** A line's options as the cart and the checkout show them under its name: "Tomato, Olives, Ham". */
export function optionsText(options: readonly CartOption[]): string {
  return options.map((option) => option.name).join(', ');
}

export function lineTotalMinor(line: CartLine): number {
  return toMinor(line.displayPrice) * line.quantity;
}

/**
 * The totals in minor units (decisions §2): subtotal = Σ unit × quantity; discount = round(subtotal ×
 * percent / 100); grand total = subtotal − discount + delivery fee, and no fee once subtotal − discount
 * reaches the postcode's free-delivery threshold.
 */
export function cartTotals(
  cart: Cart,
  {
    discountPercent,
    deliveryFeeMinor,
    freeDeliveryOverMinor = null,
  }: { discountPercent: number; deliveryFeeMinor: number; freeDeliveryOverMinor?: number | null },
): OrderTotals {
  return orderTotals({
    lines: cart.map((line) => ({ unitMinor: toMinor(line.displayPrice), quantity: line.quantity })),
    discountPercent,
    deliveryFeeMinor,
    freeDeliveryOverMinor,
  });
}

export type ProductGroup = { productId: number; name: string; imageUrl: string | null; lines: CartLine[] };

/** The lines grouped by product, in the order the products were first added (the cart modal's list). */
export function groupByProduct(cart: Cart): ProductGroup[] {
  const groups = new Map<number, ProductGroup>();
  for (const line of cart) {
    let group = groups.get(line.id);
    if (!group) {
      group = { productId: line.id, name: line.name, imageUrl: line.image_url ?? null, lines: [] };
      groups.set(line.id, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}
