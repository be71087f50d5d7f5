import type { Order } from '@food/contract';
import { APPROVAL_STATUS, type ApprovalStatus } from '@food/contract/constants';
import { isOrderInProgress } from '@food/contract/order-flow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderQueryOptions } from '../api/orders.ts';
import { orderKeys } from '../api/query-keys.ts';
import { currentStatus } from '../order-status.ts';
import { useOrderEvents } from './use-order-events.ts';

/** While the order can still change, it is also read every 15 seconds (in case the socket is down). */
export const PENDING_POLL_MS = 15_000;

/**
 * An order and its approval status, live until it is handed over: the socket's `order_updated` shows an
 * answer or a kitchen step at once, every (re)connect reads the order again so that a missed event never
 * leaves the customer waiting, and a poll every 15 seconds covers a socket that cannot connect at all.
 * `connectionLost` is true while the socket is down, for the waiting view to say so (issue 15).
 */
export function useLiveOrder(orderId: number, initial?: Order) {
  const queryClient = useQueryClient();
  const [pushed, setPushed] = useState<ApprovalStatus | null>(null);
  const query = useQuery({
    ...orderQueryOptions(orderId),
    initialData: initial,
    refetchInterval: (q) => (q.state.data && !isOrderInProgress(q.state.data) ? false : PENDING_POLL_MS),
    refetchIntervalInBackground: true,
  });
  const status = currentStatus(query.data?.approval_status, pushed);
  const following =
    status === APPROVAL_STATUS.pending || (query.data ? isOrderInProgress(query.data) : false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) });
  const connectionLost = useOrderEvents(
    following,
    {
      onUpdate: (event) => {
        if (event.order_id !== orderId) return;
        setPushed(event.approval_status);
        // The step shows at once; the read that follows brings the rest of the order.
        queryClient.setQueryData<Order>(
          orderKeys.one(orderId),
          (old) =>
            old && {
              ...old,
              approval_status: event.approval_status,
              fulfilment_status: event.fulfilment_status,
              ready_at: event.ready_at,
            },
        );
        refresh();
        void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
      },
      onConnect: refresh,
    },
    orderId,
  );

  return { order: query.data, status, query, connectionLost };
}
