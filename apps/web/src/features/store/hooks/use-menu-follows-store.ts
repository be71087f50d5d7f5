import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { categoryKeys, postcodeKeys, productKeys, storeKeys } from '../api/query-keys.ts';
import { onMenuChange } from './use-store-status.ts';

/**
 * Reads the menu again (categories, their products, the store, its postcodes) when the status socket
 * tells of a menu change, so that something sold out or back shows without a reload.
 */
export function useMenuFollowsStore(storeId: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onMenuChange(storeId, () => {
        for (const queryKey of [
          categoryKeys.storefront(storeId),
          productKeys.allByCategory(),
          storeKeys.detail(storeId),
          postcodeKeys.storefront(storeId),
        ]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }),
    [queryClient, storeId],
  );
}
