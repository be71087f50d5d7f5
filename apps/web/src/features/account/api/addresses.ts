import type { Address, AddressList, SaveAddress } from '@food/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

type Saved = { msg: string; data: Address };

export const addressKeys = { all: ['addresses'] as const };

function getAddresses(signal?: AbortSignal): Promise<AddressList> {
  return api.get<AddressList>('/addresses/', { signal });
}

export function addressesQueryOptions() {
  return queryOptions({
    queryKey: addressKeys.all,
    queryFn: ({ signal }) => getAddresses(signal),
    staleTime: 5 * 60_000,
  });
}

/** POST when the customer has no address yet, PUT to change the one they have (spec §7). */
export function saveAddress(id: number | null, payload: SaveAddress): Promise<Saved> {
  return id === null ? api.post<Saved>('/addresses/', payload) : api.put<Saved>(`/addresses/${id}`, payload);
}
