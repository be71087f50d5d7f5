import { randomUUID } from 'node:crypto';
import { storeStatusPath, type OrderUpdatedEvent, type StoreStatusMessage } from '@food/contract';
import WebSocket from 'ws';
import { DEMO_LOGINS } from '../../../src/db/seed/demo.ts';
import { follow } from '../../order-desk.ts';
import { acceptOrder, login, placeOrderWithRetries } from '../clients.ts';
import type { Cluster } from '../cluster.ts';
import { nextHeard } from '../heard.ts';
import type { Login } from '../seed.ts';

/** The first message of the store-status WebSocket at `origin`, or null within 5 s. */
async function firstStatus(origin: string): Promise<StoreStatusMessage | null> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${storeStatusPath(9)}`);
  try {
    return await new Promise((resolve) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data)) as StoreStatusMessage));
      socket.once('error', () => resolve(null));
      setTimeout(() => resolve(null), 5_000).unref();
    });
  } finally {
    socket.terminate();
  }
}

/**
 * A customer's socket on process A (and another through nginx), an order desk's on C; the order placed
 * through nginx and accepted through B. Answers what each socket heard of it (null: nothing within
 * 5 s), and whether the store-status WebSocket answers through nginx.
 */
export async function acceptanceAcrossProcesses(cluster: Cluster, customer: Login) {
  const [a, b, c] = cluster.servers;
  const customerToken = await login(cluster.origin, customer);
  const adminToken = await login(cluster.origin, DEMO_LOGINS.admin);
  const onA = await follow(a.port, customerToken);
  const throughNginx = await follow(Number(new URL(cluster.origin).port), customerToken);
  const desk = await follow(c.port, adminToken, 9);
  try {
    const { orderId } = await placeOrderWithRetries(
      cluster.origin,
      customerToken,
      cluster.data.pickup,
      randomUUID(),
    );
    const created = await nextHeard<{ order_id: number }>(
      desk,
      'order_created',
      (e) => e.order_id === orderId,
    );
    await acceptOrder(b.origin, adminToken, orderId);
    const accepted = (e: OrderUpdatedEvent) => e.order_id === orderId && e.approval_status === 2;
    return {
      orderId,
      deskHeardCreated: created !== null,
      customerHeard: await nextHeard(onA, 'order_updated', accepted),
      heardThroughNginx: await nextHeard(throughNginx, 'order_updated', accepted),
      statusThroughNginx: await firstStatus(cluster.origin),
    };
  } finally {
    for (const follower of [onA, throughNginx, desk]) follower.socket.disconnect();
  }
}
