import type { Message, Product, SaveProduct, SetSoldOut } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateCatalogue } from './taxes.ts';

type Saved<T> = { msg: string; data: T };

/** Every product of the store with its category, tax and variants, inactive ones included. */
function adminProductsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: productKeys.admin(storeId),
    queryFn: ({ signal }) => api.get<Product[]>('/products/', { query: { store_id: storeId }, signal }),
  });
}

export function useAdminProducts(storeId: number) {
  return useQuery(adminProductsQueryOptions(storeId));
}

/** One product, read fresh when its edit form opens: it may have changed or gone since the list loaded. */
function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.get<Product>(`/products/${id}`, { signal }),
    staleTime: 0,
  });
}

export function useProduct(id: number) {
  return useQuery({ ...productQueryOptions(id), refetchOnWindowFocus: false });
}

/** Creates a product, or replaces it when an id is given (variants with an id are kept, in array order). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: { id?: number; product: SaveProduct }) =>
      id === undefined
        ? api.post<Saved<Product>>('/products/', product)
        : api.put<Saved<Product>>(`/products/${id}`, product),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/products/${id}`),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

/** Sold out until the store's midnight or until turned back on; `until: null` makes it available again. */
export function useSetProductSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, until }: { id: number } & SetSoldOut) =>
      api.put<Saved<Product>>(`/products/${id}/sold-out`, { until }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
