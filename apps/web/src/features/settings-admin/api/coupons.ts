import type { Coupon, Message, SaveCoupon } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

type Saved<T> = { msg: string; data: T };

const couponKeys = { list: () => ['coupons'] as const };

export function useCoupons() {
  return useQuery(
    queryOptions({
      queryKey: couponKeys.list(),
      queryFn: ({ signal }) => api.get<Coupon[]>('/coupons', { signal }),
    }),
  );
}

/** Adds a coupon, or changes it when an id is given. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, coupon }: { id?: number; coupon: SaveCoupon }) =>
      id === undefined
        ? api.post<Saved<Coupon>>('/coupons', coupon)
        : api.put<Saved<Coupon>>(`/coupons/${id}`, coupon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.list() }),
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/coupons/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.list() }),
  });
}
