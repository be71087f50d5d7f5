import type { AccountingSettings, UpdateAccountingSettings } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

type Saved<T> = { msg: string; data: T };

const accountingKey = (storeId: number) => ['store-accounting', storeId] as const;

export function useAccountingSettings(storeId: number) {
  return useQuery(
    queryOptions({
      queryKey: accountingKey(storeId),
      queryFn: ({ signal }) => api.get<AccountingSettings>(`/stores/${storeId}/accounting`, { signal }),
    }),
  );
}

export function useSaveAccountingSettings(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UpdateAccountingSettings) =>
      api.put<Saved<AccountingSettings>>(`/stores/${storeId}/accounting`, settings),
    onSuccess: ({ data }) => queryClient.setQueryData(accountingKey(storeId), data),
  });
}
