import { STORE_NOT_FOUND_CLOSE_CODE, storeStatusPath } from '@food/contract/realtime';
import { useCallback, useSyncExternalStore } from 'react';
import {
  CLOSED_WITHOUT_TEXT,
  lostStatus,
  menuChangedAtFromMessage,
  reconnectDelay,
  statusFromMessage,
  statusSocketUrl,
  UNKNOWN_STATUS,
  type StoreStatus,
} from '../status.ts';

/** A socket that stays quiet is closed only after its last listener has been gone this long. */
const LINGER_MS = 2_000;

type Connection = {
  listeners: Set<() => void>;
  status: StoreStatus;
  socket: WebSocket | null;
  attempt: number;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  lingerTimer: ReturnType<typeof setTimeout> | undefined;
  /** The store does not exist (close code 4404): reconnecting would not help. */
  gone: boolean;
  /**
   * The last menu change the socket told of (null: a message without one, before any change), kept
   * across reconnections; undefined until the first message.
   */
  menuChangedAt: string | null | undefined;
  menuListeners: Set<() => void>;
};

const connections = new Map<number, Connection>();

function setStatus(connection: Connection, status: StoreStatus) {
  // The socket's first message mostly says what the page came with: nothing to render again. Both
  // come from statusFromMessage, so equal statuses are written alike.
  if (connection.status === status || JSON.stringify(connection.status) === JSON.stringify(status)) return;
  connection.status = status;
  for (const listener of connection.listeners) listener();
}

function connect(storeId: number, connection: Connection) {
  clearTimeout(connection.retryTimer);
  connection.retryTimer = undefined;
  if (connection.socket || connection.gone || connection.listeners.size === 0) return;

  let socket: WebSocket;
  try {
    socket = new WebSocket(statusSocketUrl(window.location, storeStatusPath(storeId)));
  } catch {
    scheduleReconnect(storeId, connection);
    return;
  }
  connection.socket = socket;
  socket.onmessage = (event) => {
    connection.attempt = 0;
    setStatus(connection, statusFromMessage(event.data));
    noteMenuChange(connection, menuChangedAtFromMessage(event.data));
  };
  socket.onclose = (event) => {
    if (connection.socket !== socket) return;
    connection.socket = null;
    if (event.code === STORE_NOT_FOUND_CLOSE_CODE) {
      connection.gone = true;
      setStatus(connection, CLOSED_WITHOUT_TEXT);
      return;
    }
    // A connection error: open or closed is not known any more; try again after a pause.
    setStatus(connection, lostStatus(connection.status));
    scheduleReconnect(storeId, connection);
  };
  // An error is always followed by close, which decides what happens next.
  socket.onerror = () => setStatus(connection, lostStatus(connection.status));
}

/** A menu change since the first message this page heard (it read the menu after that one). */
function noteMenuChange(connection: Connection, changedAt: string | null) {
  const previous = connection.menuChangedAt;
  connection.menuChangedAt = changedAt;
  if (previous !== undefined && previous !== changedAt) {
    for (const listener of connection.menuListeners) listener();
  }
}

function scheduleReconnect(storeId: number, connection: Connection) {
  if (connection.listeners.size === 0 || connection.retryTimer !== undefined) return;
  const delay = reconnectDelay(connection.attempt);
  connection.attempt += 1;
  connection.retryTimer = setTimeout(() => connect(storeId, connection), delay);
}

/** Closes the connection's socket without hearing from it again. */
function closeSocket(connection: Connection, reason: string) {
  const { socket } = connection;
  connection.socket = null;
  if (!socket) return;
  socket.onclose = null;
  socket.onmessage = null;
  socket.onerror = null;
  socket.close(1000, reason);
}

function disconnect(connection: Connection) {
  clearTimeout(connection.retryTimer);
  connection.retryTimer = undefined;
  closeSocket(connection, 'Leaving the page');
  connection.status = UNKNOWN_STATUS;
  connection.attempt = 0;
}

function connectionFor(storeId: number): Connection {
  let connection = connections.get(storeId);
  if (!connection) {
    connection = {
      listeners: new Set(),
      status: UNKNOWN_STATUS,
      socket: null,
      attempt: 0,
      retryTimer: undefined,
      lingerTimer: undefined,
      gone: false,
      menuChangedAt: undefined,
      menuListeners: new Set(),
    };
    connections.set(storeId, connection);
  }
  return connection;
}

/**
 * The browser went offline: a socket can take minutes to notice (no close until a timeout), so it is
 * given up now; the `online` event reconnects it.
 */
function dropAll() {
  for (const [storeId, connection] of connections) {
    if (!connection.socket) continue;
    closeSocket(connection, 'The browser is offline');
    setStatus(connection, lostStatus(connection.status));
    scheduleReconnect(storeId, connection);
  }
}

// Back online, or back to a tab whose socket died while hidden: reconnect now instead of after the backoff.
function reconnectAllNow() {
  for (const [storeId, connection] of connections) {
    if (!connection.socket && connection.listeners.size > 0) {
      connection.attempt = 0;
      connect(storeId, connection);
    }
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', dropAll);
  window.addEventListener('online', reconnectAllNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') reconnectAllNow();
  });
}

function subscribeTo(storeId: number, listener: () => void): () => void {
  const connection = connectionFor(storeId);
  clearTimeout(connection.lingerTimer);
  connection.listeners.add(listener);
  connect(storeId, connection);
  return () => {
    connection.listeners.delete(listener);
    if (connection.listeners.size > 0) return;
    // Re-renders and StrictMode unsubscribe and subscribe again at once: keep the socket for that.
    connection.lingerTimer = setTimeout(() => {
      if (connection.listeners.size === 0) disconnect(connection);
    }, LINGER_MS);
  };
}

/**
 * The status the page came with: what the status socket would have said as the server wrote the page
 * (apps/api/src/plugins/web-static.ts), shown until the socket's first message, so the header does not
 * wait for it. On the server, the status the menu page is rendered with.
 */
export function seedStoreStatus(storeId: number, message: unknown) {
  connectionFor(storeId).status =
    message === undefined ? UNKNOWN_STATUS : statusFromMessage(JSON.stringify(message));
}

/**
 * The store's live open or closed state from the status WebSocket (decisions §7). One socket per
 * store is shared by every component; it reconnects with backoff after a connection error.
 */
export function useStoreStatus(storeId: number): StoreStatus {
  const subscribe = useCallback((listener: () => void) => subscribeTo(storeId, listener), [storeId]);
  const getSnapshot = useCallback(() => connectionFor(storeId).status, [storeId]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * Calls `listener` whenever the status socket tells of a menu change (sold out, prices, …) this page
 * has not seen; it listens on the socket useStoreStatus keeps open.
 */
export function onMenuChange(storeId: number, listener: () => void): () => void {
  const { menuListeners } = connectionFor(storeId);
  menuListeners.add(listener);
  return () => {
    menuListeners.delete(listener);
  };
}
