import { SOCKET_IO_PATH, STORE_NOT_FOUND_CLOSE_CODE } from '@food/contract';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { StoreStatusHub } from './store-status-hub.ts';

const STATUS_PATH = /^\/ws\/store\/(\d{1,9})\/status\/?$/;
const HEARTBEAT_MS = 30_000;

/**
 * The store-status WebSocket at /ws/store/{id}/status (decisions §7), beside socket.io on the same
 * HTTP server. Upgrades for other paths are socket.io's or nobody's; nobody's get a 404.
 */
export function attachStoreStatusSocket(app: FastifyInstance, hub: StoreStatusHub) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const alive = new WeakSet<WebSocket>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // The raw request target, not a URL: `//` or `http://[` would make `new URL` throw, and a throw here
    // is uncaught (it would stop the process).
    const pathname = (request.url ?? '/').split('?')[0]!;
    if (pathname.startsWith(SOCKET_IO_PATH)) return;
    const match = STATUS_PATH.exec(pathname);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => void follow(Number(match[1]), ws));
  };

  async function follow(storeId: number, ws: WebSocket) {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    ws.on('close', () => hub.unwatch(storeId, ws));
    // The socket is for listening; whatever a client sends is ignored.
    ws.on('message', () => undefined);
    try {
      if (!(await hub.watch(storeId, ws)))
        ws.close(STORE_NOT_FOUND_CLOSE_CODE, `Store ${storeId} does not exist`);
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
