import type { PauseStore, StoreSettings, UpdateStoreSettings } from '@food/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

type Saved<T> = { msg: string; data: T };

function afterSettings(queryClient: QueryClient, storeId: number, settings: StoreSettings) {
  queryClient.setQueryData(storeKeys.settings(storeId), settings);
  // The public store carries `paused` and the pickup minimum too.
  void queryClient.invalidateQueries({ queryKey: storeKeys.detail(storeId) });
}

export function useSaveStoreSettings(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UpdateStoreSettings) =>
      api.put<Saved<StoreSettings>>(`/stores/${storeId}/settings`, settings),
    onSuccess: ({ data }) => afterSettings(queryClient, storeId, data),
  });
}

/** Stops taking orders for some minutes or the rest of the day; pausing again replaces the end and reason. */
export function usePauseStore(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pause: PauseStore) => api.post<Saved<StoreSettings>>(`/stores/${storeId}/pause`, pause),
    onSuccess: ({ data }) => afterSettings(queryClient, storeId, data),
  });
}

/** Takes orders again: ends a pause early, also the one the store made itself. */
export function useResumeStore(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Saved<StoreSettings>>(`/stores/${storeId}/resume`),
    onSuccess: ({ data }) => afterSettings(queryClient, storeId, data),
  });
}
