/** socket.io events at /ws-sio/socket.io (decisions §7); the server decides who hears what. */
export interface OrderUpdatedEvent {
  order_id: number;
  approval_status: 1 | 2 | 3;
}

export interface ServerToClientEvents {
  joined_store: (payload: { room: string }) => void;
  join_refused: (payload: { detail: string }) => void;
  order_created: (payload: { order_id: number; store_id: number }) => void;
  order_updated: (payload: OrderUpdatedEvent) => void;
}

export interface ClientToServerEvents {
  join_store: (payload: { store_id: number }) => void;
}

export const SOCKET_IO_PATH = '/ws-sio/socket.io';

export const storeRoom = (storeId: number) => `store:${storeId}`;
export const userRoom = (userId: number) => `user:${userId}`;
