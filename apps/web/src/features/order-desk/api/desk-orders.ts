import type { DeskOrdersPage, Order } from '@food/contract';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deskKeys, type DeskQuery } from './query-keys.ts';

export const DESK_PAGE_SIZE = 20;
/** A safety net under the socket: the desk reads its lists again this often anyway. */
const DESK_POLL_MS = 30_000;
/**
 * A list just read is not read again for a page's other parts mounting a moment later (the sidebar's
 * count, the desk, the reminders): one request per query per page. The socket's news reads it at once.
 */
const DESK_FRESH_MS = 10_000;
/** The most orders one read answers: the pending and the accepted orders the desk watches. */
const WATCHED_PAGE_SIZE = 100;

function getDeskOrders(query: DeskQuery & { pageSize?: number }, signal?: AbortSignal) {
  return api.get<DeskOrdersPage>('/orders/desk', {
    query: {
      filter: query.filter,
      search: query.search.trim() || undefined,
      page: query.page,
      page_size: query.pageSize ?? DESK_PAGE_SIZE,
    },
    signal,
  });
}

export function deskOrdersQueryOptions(query: DeskQuery) {
  return queryOptions({
    queryKey: deskKeys.list(query),
    queryFn: ({ signal }) => getDeskOrders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: DESK_FRESH_MS,
    refetchInterval: DESK_POLL_MS,
  });
}

/** Every pending order, for the sidebar's count, the highlight and the new-order alert. */
export function pendingOrdersQueryOptions() {
  return queryOptions({
    queryKey: deskKeys.pending(),
    queryFn: ({ signal }) =>
      getDeskOrders({ filter: 'pending', search: '', page: 1, pageSize: WATCHED_PAGE_SIZE }, signal),
    staleTime: DESK_FRESH_MS,
    refetchInterval: DESK_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

/**
 * The latest accepted orders, newest first: orders the store accepted by itself as they came in (to
 * ring for them) and scheduled orders to remind the kitchen of.
 */
export function acceptedOrdersQueryOptions() {
  return queryOptions({
    queryKey: deskKeys.accepted(),
    queryFn: ({ signal }) =>
      getDeskOrders({ filter: 'accepted', search: '', page: 1, pageSize: WATCHED_PAGE_SIZE }, signal),
    staleTime: DESK_FRESH_MS,
    refetchInterval: DESK_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

export function deskOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: deskKeys.order(id),
    queryFn: ({ signal }) => api.get<Order>(`/orders/${id}`, { signal }),
    staleTime: 0,
  });
}

/**
 * After anything changed orders: every list, the count, the open order and the dashboard read again;
 * with `readBefore`, only those last read before that instant and not being read now.
 */
export function refreshDesk(queryClient: QueryClient, readBefore?: number) {
  void queryClient.invalidateQueries({
    queryKey: deskKeys.all,
    predicate:
      readBefore === undefined
        ? undefined
        : (query) => query.state.fetchStatus === 'idle' && query.state.dataUpdatedAt < readBefore,
  });
}
