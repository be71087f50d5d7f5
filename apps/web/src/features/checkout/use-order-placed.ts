import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { browserStorage } from '@/features/cart/browser-storage.ts';
import { cartUi, loadCartModal } from '@/features/cart/cart-ui.ts';
import { cartStore } from '@/features/cart/use-cart.ts';
import { createOrderPlacedStore } from './order-placed.ts';

/** This browser's order-placed flag. */
export const orderPlaced = createOrderPlacedStore(browserStorage(), cartStore.clear);

/**
 * Going back to the menu after an order was placed (the logo, the store's name, a Home link) starts
 * with an empty cart (spec §4: the logo clears the cart while the flag is set). Watching the
 * location covers every way home, the logo included.
 */
export function useFinishOrderOnHome(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === paths.home.path) orderPlaced.finishIfSet();
  }, [pathname]);
}

/** The end of a placed order's journey (spec §4): the cart emptied, the flag removed, the menu shown. */
export function useFinishOrder(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    orderPlaced.finish();
    void navigate(paths.home.getHref(), { replace: true });
  }, [navigate]);
}

/**
 * "Edit my order" of a rejected order: the cart it was placed from stays (it is only emptied when the
 * journey ends), without the products the restaurant named as sold out, and opens on the menu.
 */
export function useEditOrder(): (soldOutProductIds: readonly number[]) => void {
  const navigate = useNavigate();
  return useCallback(
    (soldOutProductIds) => {
      cartStore.apply((cart) => cart.filter((line) => !soldOutProductIds.includes(line.id)));
      orderPlaced.remove();
      void navigate(paths.home.getHref(), { replace: true });
      void loadCartModal();
      cartUi.openCart();
    },
    [navigate],
  );
}
