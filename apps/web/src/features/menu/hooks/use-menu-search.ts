import type { Category } from '@food/contract';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { refreshCart } from '@/features/cart/cart-freshness.ts';
import { cartStore } from '@/features/cart/use-cart.ts';
import { createSignal } from '@/lib/signal.ts';
import { categoryProductsQueryOptions } from '../api/get-category-products.ts';

const searchTerm = createSignal('');

/**
 * The search term, shared by the header's box, the phone's search dialog and the menu. It is kept
 * in memory, not in the address: a controlled input needs its value back at once, and router
 * navigations arrive in a transition.
 */
export function useSearchQuery() {
  const query = useSyncExternalStore(searchTerm.subscribe, searchTerm.get, searchTerm.get);
  return { query, setQuery: searchTerm.set, isSearching: query.trim() !== '' };
}

/**
 * Keeps the cart in line with the menu once every category has been fetched from the server:
 * current names and prices, and no products or options that are gone (decisions §9).
 */
export function useCartFollowsMenu(storeId: number, categories: readonly Category[]) {
  const results = useQueries({
    queries: categories.map((category) => categoryProductsQueryOptions({ storeId, categoryId: category.id })),
  });
  const complete = results.length > 0 && results.every((result) => result.isSuccess && result.isFetched);
  const dataKey = results.map((result) => result.dataUpdatedAt).join(',');
  useEffect(() => {
    if (!complete) return;
    const products = results.flatMap((result) => result.data ?? []);
    cartStore.apply((cart) => refreshCart(cart, products, true));
    // results is a new array on every render; its data changes are tracked by dataKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete, dataKey]);
}
