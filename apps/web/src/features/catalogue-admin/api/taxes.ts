import type { Message, SaveTax, Tax } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryKeys, productKeys, taxKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

type Saved<T> = { msg: string; data: T };

function taxesQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: taxKeys.list(storeId),
    queryFn: ({ signal }) => api.get<Tax[]>('/taxes/', { query: { store_id: storeId }, signal }),
  });
}

export function useTaxes(storeId: number) {
  return useQuery(taxesQueryOptions(storeId));
}

/** Creates a tax, or updates it when an id is given; categories and products embed taxes, so they refresh too. */
export function useSaveTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tax }: { id?: number; tax: SaveTax }) =>
      id === undefined ? api.post<Saved<Tax>>('/taxes/', tax) : api.put<Saved<Tax>>(`/taxes/${id}`, tax),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

export function useDeleteTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/taxes/${id}`),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

export function invalidateCatalogue(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [taxKeys.all, categoryKeys.all, productKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
