import type { Dashboard } from '@food/contract';
import { queryOptions } from '@tanstack/react-query';
import { deskKeys } from '@/features/order-desk/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

export function dashboardQueryOptions() {
  return queryOptions({
    // Below the desk's key: every order event that refreshes the desk refreshes this too.
    queryKey: deskKeys.dashboard(),
    queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', { signal }),
    staleTime: 0,
    // Hours roll over and orders age even when nothing is pushed.
    refetchInterval: 60_000,
  });
}
