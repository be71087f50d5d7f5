import type { Store, UpdateStore } from '@food/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** PUT /stores/{id}: the store as GET answers it, changed. */
export function useSaveStore(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (store: UpdateStore) => api.put<{ msg: string; data: Store }>(`/stores/${storeId}`, store),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(storeKeys.detail(storeId), data);
      // The order desk's settings carry the phone number too.
      void queryClient.invalidateQueries({ queryKey: storeKeys.settings(storeId) });
    },
  });
}
