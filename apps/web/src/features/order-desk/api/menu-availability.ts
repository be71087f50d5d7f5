import type { Product, SetSoldOut } from '@food/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

type Saved<T> = { msg: string; data: T };

/**
 * Every product of the store with its sold-out state, under the catalogue screen's own key: a switch
 * flipped at the desk shows there too, and the other way round.
 */
export function menuProductsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: productKeys.admin(storeId),
    queryFn: ({ signal }) => api.get<Product[]>('/products/', { query: { store_id: storeId }, signal }),
  });
}

/**
 * Marks one product sold out (`end_of_day`: until the store's midnight) or available again (`null`).
 * The row shows the wanted state while this runs; the answer then replaces the product in the list.
 */
export function useSetSoldOut(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, until }: { id: number } & SetSoldOut) =>
      api.put<Saved<Product>>(`/products/${id}/sold-out`, { until }),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<Product[]>(productKeys.admin(storeId), (products) =>
        products?.map((product) => (product.id === data.id ? data : product)),
      ),
  });
}
