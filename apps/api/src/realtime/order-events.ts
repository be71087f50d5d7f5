import { storeRoom, userRoom, type ApprovalStatus } from '@food/contract';
import type { RealtimeServer } from './io.ts';

/** What the order routes announce once their write is committed (decisions §7). */
export interface OrderEvents {
  created(order: { id: number; storeId: number }): void;
  updated(order: {
    id: number;
    storeId: number;
    userId: number | null;
    approvalStatus: ApprovalStatus;
  }): void;
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
    updated({ id, storeId, userId, approvalStatus }) {
      const rooms = userId === null ? [storeRoom(storeId)] : [storeRoom(storeId), userRoom(userId)];
      io?.to(rooms).emit('order_updated', { order_id: id, approval_status: approvalStatus });
    },
  };
}
