import type {
  AnswerOrder,
  DeskFilter,
  DeskOrdersPage,
  FulfilmentStatus,
  Order,
  StoreSettings,
} from '@food/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client.ts';
import { announce, newOrdersText } from '../announcer.ts';
import { playChime } from '../chime.ts';

type Saved<T> = { msg: string; data: T };

export const DESK_PAGE_SIZE = 20;
/** A safety net under the socket: the desk reads its lists again this often anyway. */
export const DESK_POLL_MS = 30_000;

export type DeskQuery = { filter: DeskFilter; search: string; page: number };

export const deskKeys = {
  all: ['order-desk'] as const,
  list: (query: DeskQuery) => [...deskKeys.all, 'list', query] as const,
  pending: () => [...deskKeys.all, 'pending'] as const,
  order: (id: number) => [...deskKeys.all, 'order', id] as const,
};
export const dashboardKey = ['dashboard'] as const;
export const storeSettingsKey = (storeId: number) => ['store-settings', storeId] as const;

export function getDeskOrders(query: DeskQuery & { pageSize?: number }, signal?: AbortSignal) {
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
    staleTime: 0,
    refetchInterval: DESK_POLL_MS,
  });
}

/** The pending orders seen by the last read; null before the first one, which must not ring. */
let knownPending: ReadonlySet<number> | null = null;

/**
 * Every pending order (for the sidebar's count and the highlight). A pending order that the previous
 * read did not have is new: the chime rings and the live region says so, once per read, however many
 * parts of the page show the count. This also catches orders placed while the connection was down.
 */
async function getPendingOrders(signal?: AbortSignal): Promise<DeskOrdersPage> {
  const page = await getDeskOrders({ filter: 'pending', search: '', page: 1, pageSize: 100 }, signal);
  const ids = page.data.map((order) => order.id);
  const fresh = knownPending ? ids.filter((id) => !knownPending!.has(id)) : [];
  knownPending = new Set(ids);
  if (fresh.length > 0) {
    playChime();
    announce(newOrdersText(fresh.sort((a, b) => a - b)));
  }
  return page;
}

export function pendingOrdersQueryOptions() {
  return queryOptions({
    queryKey: deskKeys.pending(),
    queryFn: ({ signal }) => getPendingOrders(signal),
    staleTime: 0,
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

/** After anything changed orders: every list, the count, the open order and the dashboard read again. */
export function refreshDesk(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: deskKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKey });
}

function afterWrite(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(deskKeys.order(order.id), order);
  refreshDesk(queryClient);
}

/** 409: answered by someone else (or the timeout) meanwhile; show the truth behind the message. */
function afterRefusal(queryClient: QueryClient, error: unknown) {
  if (isApiError(error) && (error.status === 409 || error.status === 404)) refreshDesk(queryClient);
}

/** Accept (with a ready time) or reject (with a reason); an order is answered once. */
export function useAnswerOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: AnswerOrder }) =>
      api.patch<Saved<Order>>(`/orders/${id}`, answer),
    onSuccess: ({ data }) => afterWrite(queryClient, data),
    onError: (error) => afterRefusal(queryClient, error),
  });
}

/** Moves an accepted order to a later fulfilment step. */
export function useAdvanceFulfilment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: FulfilmentStatus }) =>
      api.post<Saved<Order>>(`/orders/${id}/fulfilment`, { status }),
    onSuccess: ({ data }) => afterWrite(queryClient, data),
    onError: (error) => afterRefusal(queryClient, error),
  });
}

export function storeSettingsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: storeSettingsKey(storeId),
    queryFn: ({ signal }) => api.get<StoreSettings>(`/stores/${storeId}/settings`, { signal }),
    staleTime: 0,
  });
}

function afterSettings(queryClient: QueryClient, storeId: number, settings: StoreSettings) {
  queryClient.setQueryData(storeSettingsKey(storeId), settings);
  // The public store carries `paused` too.
  void queryClient.invalidateQueries({ queryKey: ['stores', storeId] });
}

export function useSaveStoreSettings(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderTimeoutMinutes: number) =>
      api.put<Saved<StoreSettings>>(`/stores/${storeId}/settings`, {
        order_timeout_minutes: orderTimeoutMinutes,
      }),
    onSuccess: ({ data }) => afterSettings(queryClient, storeId, data),
  });
}

/** Takes orders again after the store paused itself. */
export function useResumeStore(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Saved<StoreSettings>>(`/stores/${storeId}/resume`),
    onSuccess: ({ data }) => afterSettings(queryClient, storeId, data),
  });
}
