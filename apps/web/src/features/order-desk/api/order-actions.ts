import type { AnswerOrder, FulfilmentStatus, Order, RefundRequest } from '@food/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client.ts';
import { refreshDesk } from './desk-orders.ts';
import { deskKeys } from './query-keys.ts';

type Saved<T> = { msg: string; data: T };

function afterWrite(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(deskKeys.order(order.id), order);
  refreshDesk(queryClient);
}

/** 409: answered by someone else (or the timeout) meanwhile; show the truth behind the message. */
function afterRefusal(queryClient: QueryClient, error: unknown) {
  if (isApiError(error) && (error.status === 409 || error.status === 404)) refreshDesk(queryClient);
}

/** Accept (with a ready time) or reject (with a reason); an order is answered once. */
export function useAnswerOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: AnswerOrder }) =>
      api.patch<Saved<Order>>(`/orders/${id}`, answer),
    onSuccess: ({ data }) => afterWrite(queryClient, data),
    onError: (error) => afterRefusal(queryClient, error),
  });
}

/** Moves an accepted order to a later fulfilment step. */
export function useAdvanceFulfilment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: FulfilmentStatus }) =>
      api.post<Saved<Order>>(`/orders/${id}/fulfilment`, { status }),
    onSuccess: ({ data }) => afterWrite(queryClient, data),
    onError: (error) => afterRefusal(queryClient, error),
  });
}

/** Refunds part or all of what is left of an order paid online; a retry of the same refund refunds once. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, refund, key }: { id: number; refund: RefundRequest; key: string }) =>
      api.post<Saved<Order>>(`/orders/${id}/refunds`, refund, { headers: { 'Idempotency-Key': key } }),
    onSuccess: ({ data }) => afterWrite(queryClient, data),
    onError: (error) => afterRefusal(queryClient, error),
  });
}
