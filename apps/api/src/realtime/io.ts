import {
  ROLE,
  SOCKET_IO_PATH,
  orderRoom,
  storeRoom,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@food/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { connectRedis, settle } from '../lib/redis.ts';
import type { AuthUser } from '../modules/auth/auth-user.ts';
import { hashToken } from '../modules/auth/tokens.ts';
import type { ConnectionsPerAddress } from './connections-per-address.ts';
import { answerEngineRefusals, answeringWebSocketServer } from './handshake-refusals.ts';
import { budgetSocketIo } from './socket-io-budget.ts';

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
/** Who the socket is: a logged-in user, or a guest (null) who may only follow orders by their keys. */
type SocketData = { user: AuthUser | null };
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * Whether the socket may follow the order: a guest (or anyone) with a key that opens it, a customer
 * their own order.
 */
export type OrderFollowing = (
  orderId: number,
  key: string | undefined,
  user: AuthUser | null,
) => Promise<boolean>;

/**
 * Orders one socket may ask to follow (a guest's follows one; a customer's and a desk's hear theirs
 * through their rooms): a socket past it is refused without a lookup. An order asked again is answered
 * from the socket's first answer.
 */
export const ORDER_LOOKUPS_PER_SOCKET = 10;

/** Every socket of a session is in the room of its token's hash, so that revoking the token can end them. */
export const tokenRoom = (tokenHash: string) => `token:${tokenHash}`;

function handshakeToken(socket: RealtimeSocket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  return header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}

/**
 * Order events over socket.io. Authorisation is the server's: an administrator who joins their own
 * store hears every order event of it; a customer hears about their own orders only, whatever store
 * they ask to join; a socket without a token (a guest) hears only the orders it joins with their keys.
 * With Redis, events reach sockets connected to other server processes.
 */
export async function attachRealtime(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<AuthUser | null>,
  mayFollowOrder: OrderFollowing,
  redis: { url: string; namespace: string } | undefined,
  perAddress: ConnectionsPerAddress,
): Promise<RealtimeServer> {
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    wsEngine: answeringWebSocketServer(app),
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    // The store-status WebSocket shares the HTTP server: upgrades for its path are not socket.io's to kill.
    destroyUpgrade: false,
    // Before the handshake's token is looked up: a flood from one address costs no database reads.
    allowRequest: (request, answer) =>
      perAddress.isFull(perAddress.addressOf(request))
        ? answer('Too many connections from your address, try again later', false)
        : answer(null, true),
  });
  answerEngineRefusals(app, io.engine);
  io.engine.on(
    'connection',
    (socket: { request: IncomingMessage; on(event: 'close', f: () => void): void }) => {
      const address = perAddress.addressOf(socket.request);
      perAddress.add(address);
      socket.on('close', () => perAddress.remove(address));
    },
  );
  if (redis) {
    const pub = connectRedis(redis.url, app.log, { queueWhileDown: true });
    const sub = connectRedis(redis.url, app.log, { queueWhileDown: true });
    // Only apps of one namespace share their rooms (tests run several on one Redis).
    io.adapter(createAdapter(pub, sub, { key: `${redis.namespace}:socket.io` }));
    // The adapter subscribes without waiting; let that finish before the app can be closed again.
    await Promise.all([settle(pub), settle(sub)]);
    app.addHook('onClose', async () => {
      await Promise.all([pub.quit(), sub.quit()]).catch(() => undefined);
    });
  }

  budgetSocketIo(app, io);
  io.use(async (socket, next) => {
    const token = handshakeToken(socket);
    const user = token ? await authenticate(token).catch(() => null) : null;
    // No token: a guest. A token that is not one is refused, so a lapsed login is told so.
    if (token && !user) return next(new Error('Please log in first'));
    socket.data.user = user;
    next();
  });

  io.on('connection', (socket) => {
    const { user } = socket.data;
    const token = handshakeToken(socket);
    if (user && token) {
      void socket.join(tokenRoom(hashToken(token)));
      if (user.roleId === ROLE.customer) void socket.join(userRoom(user.id));
      // A logout between the handshake's check and the join above did not find this socket: look again.
      void authenticate(token)
        .then((current) => {
          if (!current) socket.disconnect(true);
        })
        .catch(() => undefined);
    }

    const lookups = new Map<string, Promise<boolean>>();
    socket.on('join_order', (payload) => {
      const given = payload as { order_id?: unknown; key?: unknown } | undefined;
      const orderId = Number(given?.order_id);
      const key = typeof given?.key === 'string' ? given.key : undefined;
      const refuse = () => socket.emit('join_refused', { detail: 'This order cannot be followed here' });
      if (!Number.isSafeInteger(orderId) || orderId <= 0 || (key !== undefined && key.length > 200)) {
        refuse();
        return;
      }
      const asked = `${orderId}:${key ?? ''}`;
      let allowed = lookups.get(asked);
      if (!allowed) {
        if (lookups.size >= ORDER_LOOKUPS_PER_SOCKET) return refuse();
        // A lookup that failed (the database away) is not kept: asked again, it is looked up again.
        allowed = mayFollowOrder(orderId, key, user).catch(() => {
          lookups.delete(asked);
          return false;
        });
        lookups.set(asked, allowed);
      }
      void allowed
        .then(async (yes) => {
          if (!yes) return refuse();
          await socket.join(orderRoom(orderId));
          socket.emit('joined_order', { order_id: orderId });
        })
        // A join the adapter could not make (Redis away) is refused, never an unhandled rejection.
        .catch(refuse);
    });

    socket.on('join_store', (payload) => {
      const storeId = Number((payload as { store_id?: unknown } | undefined)?.store_id);
      if (!user) {
        socket.emit('join_refused', { detail: 'Please log in first' });
        return;
      }
      if (user.roleId === ROLE.storeAdmin) {
        if (user.storeId !== storeId) {
          socket.emit('join_refused', { detail: 'You can only follow the orders of your own store' });
          return;
        }
        void socket.join(storeRoom(storeId));
        socket.emit('joined_store', { room: storeRoom(storeId) });
        return;
      }
      socket.emit('joined_store', { room: userRoom(user.id) });
    });
  });

  // Open websockets would keep the HTTP server from closing; the clients reconnect to another process.
  // Only this process's sockets: a plain disconnectSockets() would be broadcast to every server.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}
