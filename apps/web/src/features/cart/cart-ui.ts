import type { Product } from '@food/contract';
import { useSyncExternalStore } from 'react';
import { createSignal } from '@/lib/signal.ts';

/** Which of the storefront's dialogs are open. The cart bar hides while the cart is open (spec §4). */
export type CartUiState = {
  cartOpen: boolean;
  postcodeOpen: boolean;
  /** The product whose variants are being chosen, with the option its card had selected. */
  variantFor: { product: Product; suggestedVariantId: number | null } | null;
  searchOpen: boolean;
};

const closed: CartUiState = { cartOpen: false, postcodeOpen: false, variantFor: null, searchOpen: false };
const state = createSignal<CartUiState>(closed);

function patch(next: Partial<CartUiState>) {
  state.set({ ...state.get(), ...next });
}

export const cartUi = {
  openCart: () => patch({ cartOpen: true }),
  closeCart: () => patch({ cartOpen: false }),
  openPostcode: () => patch({ postcodeOpen: true }),
  closePostcode: () => patch({ postcodeOpen: false }),
  openVariants: (product: Product, suggestedVariantId: number | null = null) =>
    patch({ variantFor: { product, suggestedVariantId } }),
  closeVariants: () => patch({ variantFor: null }),
  openSearch: () => patch({ searchOpen: true }),
  closeSearch: () => patch({ searchOpen: false }),
};

export function useCartUi(): CartUiState {
  return useSyncExternalStore(state.subscribe, state.get);
}

// The dialogs' code (and radix-ui) loads on first use, not with the menu; these start the download a
// moment earlier, when the pointer or focus reaches a button that opens one.
export const loadCartModal = () => import('./components/cart-modal.tsx');
export const loadPostcodeModal = () => import('./components/postcode-modal.tsx');
export const loadVariantModal = () => import('./components/variant-modal.tsx');
