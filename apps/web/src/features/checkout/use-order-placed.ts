import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { cartUi } from '@/features/cart/cart-ui.ts';
import { loadCartModal } from '@/features/cart/loaders/load-cart-modal.ts';
import { orderPlaced } from '@/features/cart/order-placed.ts';
import { cartStore } from '@/features/cart/use-cart.ts';

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
