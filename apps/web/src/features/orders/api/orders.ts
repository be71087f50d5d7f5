import type { Order } from '@food/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { guestKeyQuery } from '../guest-keys.ts';
import { orderKeys } from './query-keys.ts';

/** One order: the customer's own, or one this browser placed as a guest (opened by its key). */
function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/orders/${id}`, { query: guestKeyQuery(id), signal });
}

/** The customer's own orders, newest first. */
function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>('/orders/', { signal });
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });
}

export function myOrdersQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.mine(),
    queryFn: ({ signal }) => getMyOrders(signal),
    staleTime: 15_000,
  });
}

/**
 * The customer cancels their pending order. The answer is the cancelled order; a refusal (the
 * restaurant answered meanwhile) reads the order again, so that its answer shows.
 */
export function useCancelOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ msg: string; data: Order }>(`/orders/${id}/cancel`, undefined, { query: guestKeyQuery(id) }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(orderKeys.one(id), data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.one(id) }),
  });
}
