import type { Category, CategoryStatus, Message, SaveCategory } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import { invalidateCatalogue } from './taxes.ts';

type Saved<T> = { msg: string; data: T };

function getAdminCategories(storeId: number, signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/categories/', { query: { store_id: storeId }, signal });
}

/** Every category of the store, inactive ones included (the server shows those to the store's own admin). */
function adminCategoriesQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: categoryKeys.admin(storeId),
    queryFn: ({ signal }) => getAdminCategories(storeId, signal),
  });
}

export function useAdminCategories(storeId: number) {
  return useQuery(adminCategoriesQueryOptions(storeId));
}

/** Creates a category, or updates it when an id is given. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, category }: { id?: number; category: SaveCategory }) =>
      id === undefined
        ? api.post<Saved<Category>>('/categories/', category)
        : api.put<Saved<Category>>(`/categories/${id}`, category),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

/** Shows or hides a category; the answer's `msg` is the sentence to show (spec §4). */
export function useSetCategoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CategoryStatus }) =>
      api.post<Saved<Category>>(`/categories/${id}/status`, status),
    onSettled: () => invalidateCatalogue(queryClient),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<Message>(`/categories/${id}`),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
