import type { Product } from '@food/contract';
import { useSyncExternalStore } from 'react';
import { createSignal } from '@/lib/signal.ts';

/** Which of the storefront's dialogs are open. The cart bar hides while the cart is open (spec §4). */
export type CartUiState = {
  cartOpen: boolean;
  postcodeOpen: boolean;
  /** The product being chosen in the product dialog, with the variant its card had selected. */
  productFor: { product: Product; suggestedVariantId: number | null } | null;
  searchOpen: boolean;
  /** What the cart says first when it opens: "Order again"'s lines that could not go in. */
  cartNotes: string[];
};

const closed: CartUiState = {
  cartOpen: false,
  postcodeOpen: false,
  productFor: null,
  searchOpen: false,
  cartNotes: [],
};
const state = createSignal<CartUiState>(closed);

function patch(next: Partial<CartUiState>) {
  state.set({ ...state.get(), ...next });
}

export const cartUi = {
  openCart: (notes: string[] = []) => patch({ cartOpen: true, cartNotes: notes }),
  closeCart: () => patch({ cartOpen: false, cartNotes: [] }),
  openPostcode: () => patch({ postcodeOpen: true }),
  closePostcode: () => patch({ postcodeOpen: false }),
  openProduct: (product: Product, suggestedVariantId: number | null = null) =>
    patch({ productFor: { product, suggestedVariantId } }),
  closeProduct: () => patch({ productFor: null }),
  openSearch: () => patch({ searchOpen: true }),
  closeSearch: () => patch({ searchOpen: false }),
};

/** The cart bar's View Cart, which the menu's "Skip to cart" link focuses. */
export const VIEW_CART_ID = 'view-cart';
/**
 * The id of a menu product's ADD, or of the + of the stepper that replaced it: where the focus goes
 * back to when the product dialog closes after the opener was replaced.
 */
export const addControlId = (productId: number) => `add-product-${productId}`;

export function useCartUi(): CartUiState {
  return useSyncExternalStore(state.subscribe, state.get, state.get);
}
