import type { ApprovalStatus } from './constants.ts';
import type { RejectReasonCode } from './reject-reasons.ts';
import type { ErrorCode } from './error-codes.ts';
import type { FulfilmentStatus } from './order-flow.ts';
import type { PrintJob } from './schemas/printers.ts';

/** socket.io events at /ws-sio/socket.io (decisions §7); the server decides who hears what. */
export interface OrderUpdatedEvent {
  order_id: number;
  approval_status: ApprovalStatus;
  /** The estimated ready time (ISO instant) of an accepted order. */
  ready_at: string | null;
  reject_reason_code: RejectReasonCode | null;
  reject_reason: string | null;
  fulfilment_status: FulfilmentStatus | null;
}

/** To the store's desks when the store pauses itself (orders left unanswered) or is resumed. */
export interface StoreUpdatedEvent {
  store_id: number;
  paused: boolean;
  /** When the pause ends by itself; null: not paused, or until an administrator resumes. */
  paused_until: string | null;
}

export interface ServerToClientEvents {
  joined_store: (payload: { room: string }) => void;
  /** The socket hears `order_updated` of this order from now on. */
  joined_order: (payload: { order_id: number }) => void;
  join_refused: (payload: { detail: string }) => void;
  /**
   * An event the server did not handle: the connection sent more than its budget (`socket_events_too_fast`:
   * 10 a second, 20 at once, for every event alike). A connection that goes on sending is closed.
   */
  event_refused: (payload: { detail: string; code: ErrorCode }) => void;
  order_created: (payload: { order_id: number; store_id: number }) => void;
  order_updated: (payload: OrderUpdatedEvent) => void;
  store_updated: (payload: StoreUpdatedEvent) => void;
  /** To the store's desks at every state change of a print job. */
  print_job_updated: (payload: PrintJob & { store_id: number }) => void;
  /** To the store's desks when a printer goes online or offline, or is added, changed or removed. */
  printer_updated: (payload: { store_id: number; printer_id: number }) => void;
}

export interface ClientToServerEvents {
  join_store: (payload: { store_id: number }) => void;
  /**
   * Follow one order: a guest with its key (a socket without a token may send only this), a customer their
   * own. A wrong or expired key, or another's order: `join_refused`.
   */
  join_order: (payload: { order_id: number; key?: string }) => void;
}

export const SOCKET_IO_PATH = '/ws-sio/socket.io';

export const storeRoom = (storeId: number) => `store:${storeId}`;
export const userRoom = (userId: number) => `user:${userId}`;
export const orderRoom = (orderId: number) => `order:${orderId}`;

/** Messages of the store-status WebSocket (decisions §7): on connect, at each opening and closing, on hours changes. */
export interface StoreStatusMessage {
  is_open: boolean;
  today_hours: { open_time: string; close_time: string }[];
  /** ISO instant of the next opening or closing, null when the hours hold none. */
  next_change_at: string | null;
  /** Present while the store is paused: closed whatever its hours, until `paused_until` or until it is resumed. */
  paused?: true;
  /** When the pause ends by itself; null: not paused, or until an administrator resumes (as in the store read). */
  paused_until: string | null;
  /** ISO instant at which the store next starts taking orders; null while it takes them, or with no opening ahead. */
  next_open_at: string | null;
  /** Why it is closed beyond its weekly hours (the pause's reason, today's special day's note); null: none. */
  closed_reason: string | null;
  /** ISO instant of the store's last menu change this server saw (sold out, prices, …): refetch the menu when it moves. */
  menu_changed_at?: string;
}

export const storeStatusPath = (storeId: number) => `/ws/store/${storeId}/status`;

/** Close code of the status socket for a store id that does not exist (4000–4999 are the application's). */
export const STORE_NOT_FOUND_CLOSE_CODE = 4404;

/** Close code of a websocket refused because its address holds too many open already; try again later. */
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4429;

/** Close code of the status socket for a client that sent it a message: it only speaks, it does not listen. */
export const STATUS_SOCKET_IS_READ_ONLY_CLOSE_CODE = 1008;

/** What a paused store (three orders in a row left unanswered) tells customers. */
export const STORE_PAUSED_MESSAGE = 'The restaurant is not taking orders right now';
