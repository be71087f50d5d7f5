import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { browserStorage } from '@/features/cart/browser-storage.ts';
import { orderPlacedFlagSet } from '@/features/cart/order-placed-flag.ts';

/**
 * Going back to the menu after an order was placed (the logo, the store's name, a Home link) starts
 * with an empty cart (spec §4: the logo clears the cart while the flag is set). Watching the
 * location covers every way home, the logo included. The code that finishes the order is not in the
 * first script: it is fetched only when the flag is set.
 */
export function useFinishOrderOnHome(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === paths.home.path && orderPlacedFlagSet(browserStorage())) {
      void import('@/features/cart/order-placed.ts').then(({ orderPlaced }) => orderPlaced.finishIfSet());
    }
  }, [pathname]);
}
