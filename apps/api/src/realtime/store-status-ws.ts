import {
  SOCKET_IO_PATH,
  STATUS_SOCKET_IS_READ_ONLY_CLOSE_CODE,
  STORE_NOT_FOUND_CLOSE_CODE,
  TOO_MANY_SOCKETS_CLOSE_CODE,
} from '@food/contract';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { ConnectionsPerAddress } from './connections-per-address.ts';
import { EventBudget } from './event-budget.ts';
import { answeringWebSocketServer } from './handshake-refusals.ts';
import type { StoreStatusHub } from './store-status-hub.ts';
import { upgradeNotFound } from '../plugins/framework-answers.ts';

const STATUS_PATH = /^\/ws\/store\/(\d{1,9})\/status\/?$/;
const HEARTBEAT_MS = 30_000;

/**
 * The store-status WebSocket at /ws/store/{id}/status (decisions §7), beside socket.io on the same
 * HTTP server. Upgrades for other paths are socket.io's or nobody's; nobody's get a 404.
 *
 * Nothing a client does may throw out of here: an emitter without an 'error' listener throws its error,
 * and an uncaught error stops the process for every customer (decisions, "Sockets that cannot stop the
 * server"). Node takes its own listener off a socket once it is upgraded, so every socket gets one first.
 */
export function attachStoreStatusSocket(
  app: FastifyInstance,
  hub: StoreStatusHub,
  perAddress: ConnectionsPerAddress,
) {
  // The socket only speaks: a client's frame has no use, and the cap keeps one from costing memory.
  const wss = new (answeringWebSocketServer(app))({ noServer: true, maxPayload: 128 });
  const alive = new WeakSet<WebSocket>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (err) => app.log.debug({ err }, 'Upgrade connection failed'));
    // The raw request target, not a URL: `//` or `http://[` would make `new URL` throw, and a throw here
    // is uncaught (it would stop the process).
    const pathname = (request.url ?? '/').split('?')[0]!;
    if (pathname.startsWith(SOCKET_IO_PATH)) return;
    const match = STATUS_PATH.exec(pathname);
    if (!match) {
      void upgradeNotFound(app, request, pathname).then((answer) => socket.end(answer));
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      // Frames too large or not valid UTF-8: ws closes the socket with 1009 or 1007 after this.
      ws.on('error', (err) => app.log.debug({ err }, 'Status socket closed after a bad frame'));
      const address = perAddress.addressOf(request);
      if (!perAddress.tryAdd(address)) {
        ws.close(TOO_MANY_SOCKETS_CLOSE_CODE, 'Too many connections from your address, try again later');
        return;
      }
      ws.on('close', () => perAddress.remove(address));
      void follow(Number(match[1]), ws);
    });
  };

  async function follow(storeId: number, ws: WebSocket) {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    ws.on('close', () => hub.unwatch(storeId, ws));
    // Every message is charged to the socket's budget, as on socket.io. Each is refused with the close;
    // ws reads on until the client's close frame (or 30 s), so one that floods on is cut off at once.
    const budget = new EventBudget();
    ws.on('message', () => {
      if (budget.charge() === 'disconnect') ws.terminate();
      else ws.close(STATUS_SOCKET_IS_READ_ONLY_CLOSE_CODE, 'This socket only sends');
    });
    try {
      if (!(await hub.watch(storeId, ws)))
        ws.close(STORE_NOT_FOUND_CLOSE_CODE, `Store ${storeId} does not exist`);
      // Closed while the state was read: its close came before it was watched, so nothing unwatched it.
      else if (ws.readyState !== ws.OPEN) hub.unwatch(storeId, ws);
    } catch (err) {
      app.log.error({ err, storeId }, 'Store status could not be computed');
      ws.close(1011, 'Store status is unavailable, try again later');
    }
  }

  // Connections that vanished without a close frame (phones going to sleep) are dropped.
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS).unref();

  app.server.on('upgrade', onUpgrade);
  // With socket.io's sockets (io.ts), before the requests in flight are waited for: the browsers
  // reconnect meanwhile, through the load balancer to another process.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const ws of wss.clients) ws.close(1001, 'Server is shutting down');
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    hub.close();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return { connections: () => wss.clients.size };
}
