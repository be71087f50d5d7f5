import type { Dashboard } from '@food/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Same key as the order desk refreshes after every order event (order-desk/api/desk.ts). */
export const dashboardQueryKey = ['dashboard'] as const;

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', { signal }),
    staleTime: 0,
    // Hours roll over and orders age even when nothing is pushed.
    refetchInterval: 60_000,
  });
}
