import type { Order } from '@food/contract';
import { APPROVAL_STATUS, type ApprovalStatus } from '@food/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderQueryOptions } from '../api/orders.ts';
import { orderKeys } from '../api/query-keys.ts';
import { currentStatus } from '../order-status.ts';
import { useOrderEvents } from './use-order-events.ts';

/** While the restaurant has not answered, the order is also read every 15 seconds (in case the socket is down). */
export const PENDING_POLL_MS = 15_000;

/**
 * An order and its approval status, live: the socket's `order_updated` shows an answer at once, every
 * (re)connect reads the order again so that a missed event never leaves the customer waiting, and a
 * poll every 15 seconds covers a socket that cannot connect at all. `connectionLost` is true while the
 * socket is down, for the waiting view to say so (issue 15).
 */
export function useLiveOrder(orderId: number, initial?: Order) {
  const queryClient = useQueryClient();
  const [pushed, setPushed] = useState<ApprovalStatus | null>(null);
  const query = useQuery({
    ...orderQueryOptions(orderId),
    initialData: initial,
    refetchInterval: (q) =>
      q.state.data && q.state.data.approval_status !== APPROVAL_STATUS.pending ? false : PENDING_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const status = currentStatus(query.data?.approval_status, pushed);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) });
  const connectionLost = useOrderEvents(
    status === APPROVAL_STATUS.pending,
    {
      onUpdate: (event) => {
        if (event.order_id !== orderId) return;
        setPushed(event.approval_status);
        refresh();
        void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
      },
      onConnect: refresh,
    },
    orderId,
  );

  return { order: query.data, status, query, connectionLost };
}
