import {
  SOCKET_IO_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@food/contract/realtime';
import { io, type Socket } from 'socket.io-client';

export type OrderSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Connection = {
  token: string;
  socket: OrderSocket;
  users: number;
  /** The stores asked for, with how many users asked: each is joined again after every reconnect. */
  stores: Map<number, number>;
  closeTimer?: ReturnType<typeof setTimeout>;
};

/** A page that lets go of the socket and takes it again at once (a route change) keeps the connection. */
const CLOSE_DELAY_MS = 2000;

let connection: Connection | null = null;

function open(token: string): Connection {
  const socket: OrderSocket = io({
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    auth: { token },
  });
  const created: Connection = { token, socket, users: 0, stores: new Map() };
  // Registered before any user's own listener: the rooms are joined before they refetch on connect.
  socket.on('connect', () => {
    for (const storeId of created.stores.keys()) socket.emit('join_store', { store_id: storeId });
  });
  return created;
}

/**
 * The page's one socket.io connection for order events (decisions §7): websocket transport, the
 * session token in the handshake's `auth`, and `join_store` for every store a user of it asked for,
 * on every (re)connect. Each caller gets the shared socket and must `release` it; the connection
 * closes shortly after the last release, and a different token (another login) opens a new one.
 */
export function acquireOrderSocket(
  token: string,
  storeId: number,
): { socket: OrderSocket; release: () => void } {
  if (connection && connection.token !== token) {
    clearTimeout(connection.closeTimer);
    connection.socket.disconnect();
    connection = null;
  }
  connection ??= open(token);
  const current = connection;
  clearTimeout(current.closeTimer);
  current.users += 1;
  const askedBefore = current.stores.get(storeId) ?? 0;
  current.stores.set(storeId, askedBefore + 1);
  if (askedBefore === 0 && current.socket.connected) current.socket.emit('join_store', { store_id: storeId });

  let released = false;
  return {
    socket: current.socket,
    release: () => {
      if (released) return;
      released = true;
      current.users -= 1;
      const asked = (current.stores.get(storeId) ?? 1) - 1;
      if (asked > 0) current.stores.set(storeId, asked);
      else current.stores.delete(storeId);
      if (current.users > 0) return;
      current.closeTimer = setTimeout(() => {
        current.socket.disconnect();
        if (connection === current) connection = null;
      }, CLOSE_DELAY_MS);
    },
  };
}
