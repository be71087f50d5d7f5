import { orderRoom, storeRoom, userRoom, type ApprovalStatus, type Order } from '@food/contract';
import type { RealtimeServer } from './io.ts';

/** What an `order_updated` event is made of. */
export type OrderChange = Pick<
  Order,
  | 'id'
  | 'store_id'
  | 'user_id'
  | 'approval_status'
  | 'ready_at'
  | 'reject_reason_code'
  | 'reject_reason'
  | 'fulfilment_status'
>;

/** An order that has just reached the desk. */
export interface ArrivedOrder {
  id: number;
  storeId: number;
  approvalStatus: ApprovalStatus;
  /**
   * The order as the request that wrote it answered the customer, and their e-mail: what the
   * listeners would otherwise read back (issue 45). Absent where a payment's webhook brought it.
   */
  placed?: { order: Order & { number: number }; language: string; email: string; guest: boolean };
}

/** What the order routes announce once their write is committed (decisions §7), and who listens. */
export interface OrderEvents {
  created(order: ArrivedOrder): void;
  updated(order: OrderChange): void;
  /** To the store's desks: the store was paused (by its staff or by itself), or resumed. */
  storeUpdated(store: { storeId: number; paused: boolean; pausedUntil: string | null }): void;
  /** Whether an order desk of the store is connected, on any process (the Redis adapter asks them all). */
  deskConnected(storeId: number): Promise<boolean>;
}

/**
 * The socket.io server is attached after the routes are registered, so the routes get this object
 * first and buildApp binds the server to it before the app serves anything. With Redis the
 * adapter carries each event to the sockets of every process.
 */
export function createOrderEvents(): OrderEvents & { bind(io: RealtimeServer): void } {
  let io: RealtimeServer | undefined;
  return {
    bind(server) {
      io = server;
    },
    created({ id, storeId }) {
      io?.to(storeRoom(storeId)).emit('order_created', { order_id: id, store_id: storeId });
    },
    updated(order) {
      const rooms = [
        storeRoom(order.store_id),
        orderRoom(order.id),
        ...(order.user_id === null ? [] : [userRoom(order.user_id)]),
      ];
      io?.to(rooms).emit('order_updated', {
        order_id: order.id,
        approval_status: order.approval_status,
        ready_at: order.ready_at,
        reject_reason_code: order.reject_reason_code,
        reject_reason: order.reject_reason,
        fulfilment_status: order.fulfilment_status,
      });
    },
    storeUpdated({ storeId, paused, pausedUntil }) {
      io?.to(storeRoom(storeId)).emit('store_updated', {
        store_id: storeId,
        paused,
        paused_until: pausedUntil,
      });
    },
    async deskConnected(storeId) {
      if (!io) return false;
      // Only administrators of the store are let into its room (io.ts), so any socket there is a desk.
      // Without an answer from Redis, this process's sockets decide: a needless e-mail beats a missed order.
      const room = storeRoom(storeId);
      const desks = await io
        .in(room)
        .fetchSockets()
        .catch(() => io!.local.in(room).fetchSockets());
      return desks.length > 0;
    },
  };
}
