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

/**
 * socket.io retries a lost connection by itself, but not one the server closed on purpose (a restart)
 * or refused: those are retried here, a little later each time.
 */
const MANUAL_RETRY_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * A connection that opens but never completes socket.io's handshake (a proxy that accepts the upgrade
 * and then drops it) is given up after this long and retried; socket.io's own default waits 20 s.
 */
const HANDSHAKE_TIMEOUT_MS = 5_000;

let connection: Connection | null = null;

/**
 * A socket that joins its rooms on every (re)connect (`join`, registered before any user's own listener,
 * so that the rooms are joined before they refetch on connect), and that connects again after the server
 * closed or refused it, as long as `wanted` says the page still uses it.
 */
function openSocket(
  auth: { token: string } | undefined,
  join: (socket: OrderSocket) => void,
  wanted: () => boolean,
) {
  const socket: OrderSocket = io({
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    timeout: HANDSHAKE_TIMEOUT_MS,
    ...(auth ? { auth } : {}),
  });
  let retries = 0;
  const retryLater = () => {
    if (socket.active) return;
    const delay = MANUAL_RETRY_MS[Math.min(retries, MANUAL_RETRY_MS.length - 1)];
    retries += 1;
    setTimeout(() => {
      if (wanted() && !socket.connected && !socket.active) socket.connect();
    }, delay);
  };
  socket.on('connect', () => {
    retries = 0;
    join(socket);
  });
  socket.on('disconnect', retryLater);
  socket.on('connect_error', retryLater);
  return socket;
}

function open(token: string): Connection {
  const stores = new Map<number, number>();
  const created: Connection = {
    token,
    users: 0,
    stores,
    socket: openSocket(
      { token },
      (socket) => {
        for (const storeId of stores.keys()) socket.emit('join_store', { store_id: storeId });
      },
      // A connection closed by the page itself (released, or another login) is no longer the current one.
      () => connection === created,
    ),
  };
  return created;
}

/**
 * A guest's socket for the one order they placed without an account: no token, `join_order` with the
 * order's key on every (re)connect. Its own connection, closed on release.
 */
export function acquireGuestOrderSocket(
  orderId: number,
  key: string,
): { socket: OrderSocket; release: () => void } {
  let released = false;
  const socket = openSocket(
    undefined,
    (joined) => joined.emit('join_order', { order_id: orderId, key }),
    () => !released,
  );
  return {
    socket,
    release: () => {
      released = true;
      socket.disconnect();
    },
  };
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
