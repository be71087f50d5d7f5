type Listener = (...args: unknown[]) => void;

/**
 * A socket.io client socket driven by the test instead of a server. A test file swaps it in with
 * `vi.mock('socket.io-client', () => import('@/testing/fake-socket.ts'))`: lib/socket.ts then opens
 * these, and `serverSends`, `drop` and `reconnect` play what the server and the network would do.
 */
export class FakeSocket {
  connected = false;
  /** socket.io's own reconnecting: true until the page disconnects the socket itself. */
  active = true;
  /** What the page sent, e.g. `['join_store', { store_id: 9 }]`. */
  readonly sent: [string, unknown][] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload: unknown) {
    this.sent.push([event, payload]);
    return this;
  }

  connect() {
    this.active = true;
    this.reconnect();
    return this;
  }

  disconnect() {
    this.active = false;
    if (this.connected) this.drop('io client disconnect');
    return this;
  }

  serverSends(event: string, payload: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  /** The connection is lost; socket.io would try again by itself. */
  drop(reason = 'transport close') {
    this.connected = false;
    this.serverSends('disconnect', reason);
  }

  reconnect() {
    this.connected = true;
    this.serverSends('connect', undefined);
  }
}

const opened: FakeSocket[] = [];

/** The newest socket the page opened. */
export function currentSocket(): FakeSocket {
  const socket = opened.at(-1);
  if (!socket) throw new Error('The page opened no socket');
  return socket;
}

/** socket.io-client's `io`: connects a moment later, as a real one does. */
export function io(): FakeSocket {
  const socket = new FakeSocket();
  opened.push(socket);
  queueMicrotask(() => socket.connect());
  return socket;
}
