import type { Message, SavedSpecialDay, SpecialDay } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

type Saved<T> = { msg: string; data: T };

/** The administrator's own store's special days; only the back office reads them as a list. */
const specialDayKeys = {
  list: (storeId: number) => ['special-days', storeId] as const,
};

function specialDaysQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: specialDayKeys.list(storeId),
    queryFn: ({ signal }) => api.get<SpecialDay[]>('/special-days', { signal }),
  });
}

export function useSpecialDays(storeId: number) {
  return useQuery(specialDaysQueryOptions(storeId));
}

/** A special day changes when the store opens next and why it is closed: the public store is read again. */
function afterChange(queryClient: QueryClient, storeId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: specialDayKeys.list(storeId) }),
    queryClient.invalidateQueries({ queryKey: storeKeys.detail(storeId) }),
  ]);
}

/** Adds a special day, or changes it when an id is given. */
export function useSaveSpecialDay(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, day }: { id?: number; day: SavedSpecialDay }) => {
      const body = { ...day, store_id: storeId };
      return id === undefined
        ? api.post<Saved<SpecialDay>>('/special-days', body)
        : api.put<Saved<SpecialDay>>(`/special-days/${id}`, body);
    },
    onSuccess: () => afterChange(queryClient, storeId),
  });
}

export function useDeleteSpecialDay(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/special-days/${id}`),
    onSuccess: () => afterChange(queryClient, storeId),
  });
}
