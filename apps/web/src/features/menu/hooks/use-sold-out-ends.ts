import type { Category } from '@food/contract';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nextSoldOutEnd } from '@/lib/sold-out.ts';
import { productKeys } from '@/features/store/api/query-keys.ts';
import { categoryProductsQueryOptions } from '../api/get-category-products.ts';

/** setTimeout's limit is about 24 days; a later end is waited for in steps of a day. */
const MAX_WAIT_MS = 86_400_000;
/** Read a moment after the end, once the server's clock has passed it too. */
const AFTER_END_MS = 1_000;

/**
 * Reads the menu's products again when the first "sold out until" among them ends, so that the dish
 * comes back by itself (the menu-change notice covers changes someone makes).
 */
export function useSoldOutEnds(storeId: number, categories: readonly Category[]) {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: categories.map((category) => categoryProductsQueryOptions({ storeId, categoryId: category.id })),
  });
  const dataKey = results.map((result) => result.dataUpdatedAt).join(',');
  useEffect(() => {
    const now = Date.now();
    const end = nextSoldOutEnd(
      results.flatMap((result) => result.data ?? []),
      now,
    );
    if (end === null) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: productKeys.allByCategory() }),
      Math.min(MAX_WAIT_MS, end - now + AFTER_END_MS),
    );
    return () => clearTimeout(timer);
    // results is a new array on every render; its data changes are tracked by dataKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataKey, queryClient]);
}
