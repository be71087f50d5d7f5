import type { OrderCreated, OrderRequestBody } from '@food/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@food/contract/constants';
import { api, isApiError } from '@/lib/api-client.ts';
import type { SlotTime } from '../schedule.ts';

export function postOrder(payload: OrderRequestBody, idempotencyKey: string): Promise<OrderCreated> {
  return api.post<OrderCreated>('/orders/', payload, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/**
 * Worth sending again with the same key: the answer was lost on the way (network), the server had
 * trouble, or the first try with this key is still running (409 conflict). A refusal (closed store,
 * invalid cart) would only be refused again.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 0 ||
    error.status >= 500 ||
    (error.status === 409 && error.code === 'idempotency_key_in_progress')
  );
}

/**
 * The slot a slot_full refusal offers instead (the next one with room, issue 13); null for any other
 * failure, or when no slot within the days ahead has room.
 */
export function nextSlotOf(error: unknown): SlotTime | null {
  if (!isApiError(error) || error.code !== 'slot_full') return null;
  return error.nextSlot ?? null;
}
