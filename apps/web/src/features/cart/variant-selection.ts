import type { Product } from '@food/contract';
import { ORDER_QUANTITY_MAX } from '@food/contract/constants';
import { readKey, writeKey, type KeyValueStorage } from './browser-storage.ts';
import { createCartLine, removeLine, type Cart, type CartLine } from './cart.ts';

/** Chosen variants of one product in the variant modal: variant id → quantity (at least 1). */
export type VariantSelection = Readonly<Record<number, number>>;

/** Browser storage key of a product's selection while its modal is open (spec §3). */
function variantSelectionKey(productId: number): string {
  return `variant_selection:${productId}`;
}

function clamp(quantity: number): number {
  return Math.min(ORDER_QUANTITY_MAX, Math.max(1, Math.floor(quantity)));
}

/** A stored selection, keeping only variants the product still has and whole quantities of 1 or more. */
export function parseSelection(
  raw: string | null,
  product: Pick<Product, 'variants'>,
): VariantSelection | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const selection: Record<number, number> = {};
  for (const variant of product.variants) {
    const quantity = (data as Record<string, unknown>)[String(variant.id)];
    if (typeof quantity === 'number' && Number.isFinite(quantity) && quantity >= 1) {
      selection[variant.id] = clamp(quantity);
    }
  }
  return selection;
}

/** What the cart holds of the product's variants. */
export function selectionFromCart(cart: Cart, product: Pick<Product, 'id' | 'variants'>): VariantSelection {
  const selection: Record<number, number> = {};
  for (const line of cart) {
    const variantId = line.selectedVariant?.id;
    if (line.id !== product.id || variantId === undefined) continue;
    if (product.variants.some((variant) => variant.id === variantId)) selection[variantId] = line.quantity;
  }
  return selection;
}

export function hasChoice(selection: VariantSelection): boolean {
  return Object.keys(selection).length > 0;
}

/**
 * Where the modal starts: the selection kept from before (until it was closed or submitted), else
 * what the cart holds of the product, else the option the product card had selected, once.
 */
export function initialSelection({
  stored,
  cart,
  product,
  suggestedVariantId,
}: {
  stored: VariantSelection | null;
  cart: Cart;
  product: Pick<Product, 'id' | 'variants'>;
  suggestedVariantId: number | null;
}): VariantSelection {
  if (stored && hasChoice(stored)) return stored;
  const inCart = selectionFromCart(cart, product);
  if (hasChoice(inCart)) return inCart;
  if (suggestedVariantId !== null && product.variants.some((variant) => variant.id === suggestedVariantId)) {
    return { [suggestedVariantId]: 1 };
  }
  return {};
}

export function withQuantity(selection: VariantSelection, variantId: number, quantity: number | null) {
  const next: Record<number, number> = { ...selection };
  if (quantity === null) delete next[variantId];
  else next[variantId] = clamp(quantity);
  return next;
}

/**
 * The cart after submitting: every chosen variant with its quantity, and the product's other variants
 * taken out, since the modal started from what the cart held.
 */
export function applySelection(cart: Cart, product: Product, selection: VariantSelection): CartLine[] {
  let next: CartLine[] = [...cart];
  for (const variant of product.variants) {
    const quantity = selection[variant.id];
    if (quantity === undefined) {
      next = removeLine(next, { productId: product.id, variantId: variant.id });
      continue;
    }
    const line = createCartLine(product, variant, quantity);
    const index = next.findIndex(
      (existing) => existing.id === product.id && existing.selectedVariant?.id === variant.id,
    );
    if (index === -1) next.push(line);
    else next[index] = line;
  }
  return next;
}

export function loadSelection(storage: KeyValueStorage | null, product: Product): VariantSelection | null {
  return parseSelection(readKey(storage, variantSelectionKey(product.id)), product);
}

export function saveSelection(
  storage: KeyValueStorage | null,
  productId: number,
  selection: VariantSelection,
) {
  writeKey(storage, variantSelectionKey(productId), JSON.stringify(selection));
}

export function forgetSelection(storage: KeyValueStorage | null, productId: number) {
  writeKey(storage, variantSelectionKey(productId), null);
}
