import type { Order } from '@food/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/orders/${id}`, { signal });
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
