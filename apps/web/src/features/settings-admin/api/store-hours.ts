import type { Message, SaveStoreHours, StoreHoursEntry } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeHoursKeys, storeKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

type Saved<T> = { msg: string; data: T };

function storeHoursQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: storeHoursKeys.list(storeId),
    queryFn: ({ signal }) => api.get<StoreHoursEntry[]>(`/store-hours/store/${storeId}`, { signal }),
  });
}

export function useStoreHours(storeId: number) {
  return useQuery(storeHoursQueryOptions(storeId));
}

/** The public store carries its hours too (GET /stores/{id}), so it refreshes with them. */
function invalidateHours(queryClient: ReturnType<typeof useQueryClient>, storeId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: storeHoursKeys.list(storeId) }),
    queryClient.invalidateQueries({ queryKey: storeKeys.detail(storeId) }),
  ]);
}

/**
 * Adds one range on each chosen day, or, given the id of an entry of an existing group, replaces
 * that whole group (same name and times) in one transaction on the server.
 */
export function useSaveStoreHours(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, hours }: { groupId?: number; hours: SaveStoreHours }) => {
      const body = { ...hours, store_id: storeId };
      return groupId === undefined
        ? api.post<Saved<StoreHoursEntry[]>>(`/store-hours/store/${storeId}`, body)
        : api.put<Saved<StoreHoursEntry[]>>(`/store-hours/${groupId}/group`, body);
    },
    onSuccess: () => invalidateHours(queryClient, storeId),
  });
}

/** Deletes the whole group that entry `id` belongs to. */
export function useDeleteStoreHoursGroup(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/store-hours/${id}/group`),
    onSuccess: () => invalidateHours(queryClient, storeId),
  });
}
