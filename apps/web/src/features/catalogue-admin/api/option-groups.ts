import type { Message, OptionGroup, SaveOptionGroup, SetSoldOut } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

type Saved<T> = { msg: string; data: T };

/** Only the back office reads option groups on their own; the storefront gets them inside its products. */
const optionGroupKeys = {
  all: ['option-groups'] as const,
  list: (storeId: number) => [...optionGroupKeys.all, storeId] as const,
};

function optionGroupsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: optionGroupKeys.list(storeId),
    queryFn: ({ signal }) =>
      api.get<{ data: OptionGroup[] }>('/option-groups/', { query: { store_id: storeId }, signal }),
    select: (answer) => answer.data,
  });
}

export function useOptionGroups(storeId: number) {
  return useQuery(optionGroupsQueryOptions(storeId));
}

/** Products embed their option groups, so a change to a group reads them again too. */
function useInvalidateOptionGroups() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [optionGroupKeys.all, productKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Creates an option group, or replaces it when an id is given (options with an id are kept, in array order). */
export function useSaveOptionGroup() {
  const invalidate = useInvalidateOptionGroups();
  return useMutation({
    mutationFn: ({ id, group }: { id?: number; group: SaveOptionGroup }) =>
      id === undefined
        ? api.post<Saved<OptionGroup>>('/option-groups/', group)
        : api.put<Saved<OptionGroup>>(`/option-groups/${id}`, group),
    onSuccess: invalidate,
  });
}

/** Refused with 409 while a product uses the group; its detail says so. */
export function useDeleteOptionGroup() {
  const invalidate = useInvalidateOptionGroups();
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/option-groups/${id}`),
    onSuccess: invalidate,
  });
}

export function useSetOptionSoldOut() {
  const invalidate = useInvalidateOptionGroups();
  return useMutation({
    mutationFn: ({ groupId, optionId, until }: { groupId: number; optionId: number } & SetSoldOut) =>
      api.put<Saved<OptionGroup>>(`/option-groups/${groupId}/options/${optionId}/sold-out`, { until }),
    onSuccess: invalidate,
  });
}
