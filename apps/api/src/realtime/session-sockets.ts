import { tokenRoom, type RealtimeServer } from './io.ts';

/** Ends the live sockets of sessions whose tokens were revoked (logout, password reset). */
export interface SessionSockets {
  /** On every process: with Redis, the adapter carries the disconnect to the others. */
  disconnect(tokenHashes: string[]): void;
}

/**
 * The socket.io server is attached after the routes are registered, so the routes get this object
 * first and buildApp binds the server to it before the app serves anything.
 */
export function createSessionSockets(): SessionSockets & { bind(io: RealtimeServer): void } {
  let io: RealtimeServer | undefined;
  return {
    bind(server) {
      io = server;
    },
    disconnect(tokenHashes) {
      if (tokenHashes.length > 0) io?.in(tokenHashes.map(tokenRoom)).disconnectSockets(true);
    },
  };
}
