import type { SavedStoreLegal, StoreLegal } from '@food/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

export function useSaveStoreLegal(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (legal: SavedStoreLegal) =>
      api.put<{ msg: string; data: StoreLegal }>(`/stores/${storeId}/legal`, legal),
    onSuccess: ({ data }) => queryClient.setQueryData(storeKeys.legal(storeId), data),
  });
}
