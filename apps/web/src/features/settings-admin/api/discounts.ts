import type { Discount, DiscountCode, SaveDiscount } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { discountKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

type Saved<T> = { msg: string; data: T };

function discountsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: discountKeys.admin(storeId),
    // The store's own administrator gets expired discounts too.
    queryFn: ({ signal }) => api.get<Discount[]>('/discounts/', { query: { store_id: storeId }, signal }),
  });
}

export function useDiscounts(storeId: number) {
  return useQuery(discountsQueryOptions(storeId));
}

export type DiscountValues = { value: number; expires_at: string };

/**
 * Saves the delivery and the pickup discount together: each code's existing row is updated, a
 * missing one is created. `current` is the list the form was filled from.
 */
export function useSaveDiscounts(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      current,
      values,
    }: {
      current: readonly Discount[];
      values: Record<DiscountCode, DiscountValues>;
    }) =>
      Promise.all(
        (Object.keys(values) as DiscountCode[]).map((code) => {
          const body: SaveDiscount = { code, type: 'percentage', ...values[code], store_id: storeId };
          const existing = current.find((discount) => discount.code === code);
          return existing
            ? api.put<Saved<Discount>>(`/discounts/${existing.id}`, body)
            : api.post<Saved<Discount>>('/discounts/', body);
        }),
      ),
    // Refresh even after a partial failure, so the next save updates what was created.
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
