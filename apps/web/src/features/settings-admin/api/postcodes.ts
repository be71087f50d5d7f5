import type { Message, Postcode, SavePostcode } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postcodeKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

type Saved<T> = { msg: string; data: T };

function postcodesQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: postcodeKeys.admin(storeId),
    queryFn: ({ signal }) => api.get<Postcode[]>(`/postcodes/store/${storeId}`, { signal }),
  });
}

export function usePostcodes(storeId: number) {
  return useQuery(postcodesQueryOptions(storeId));
}

/** Adds a delivery postcode, or updates it when an id is given. */
export function useSavePostcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, postcode }: { id?: number; postcode: SavePostcode }) =>
      id === undefined
        ? api.post<Saved<Postcode>>('/postcodes/', postcode)
        : api.put<Saved<Postcode>>(`/postcodes/${id}`, postcode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postcodeKeys.all }),
  });
}

export function useDeletePostcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/postcodes/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postcodeKeys.all }),
  });
}
