import type { Slots } from '@food/contract';
import { queryOptions } from '@tanstack/react-query';
import { slotKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** A date's slots to order ahead for (issue 13), each with whether it still has room. */
export function slotsQueryOptions(storeId: number, orderType: number, date: string) {
  return queryOptions({
    queryKey: slotKeys.list(storeId, orderType, date),
    queryFn: ({ signal }) =>
      api.get<Slots>(`/stores/${storeId}/slots`, { query: { order_type: orderType, date }, signal }),
    select: (slots) => slots.data,
    // Slots fill up as others order and drop off as time passes.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
