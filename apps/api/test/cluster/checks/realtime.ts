import { randomUUID } from 'node:crypto';
import type { OrderUpdatedEvent } from '@food/contract';
import { DEMO_LOGINS } from '../../../src/db/seed/demo.ts';
import { follow } from '../../order-desk.ts';
import { acceptOrder, login, placeOrderWithRetries } from '../clients.ts';
import type { Cluster } from '../cluster.ts';
import { nextHeard } from '../heard.ts';
import type { Login } from '../seed.ts';

/**
 * A customer's socket on process A, an order desk's on C; the order placed through nginx and accepted
 * through B. Answers what each socket heard of it (null: nothing within 5 s).
 */
export async function acceptanceAcrossProcesses(cluster: Cluster, customer: Login) {
  const [a, b, c] = cluster.servers;
  const customerToken = await login(cluster.origin, customer);
  const adminToken = await login(cluster.origin, DEMO_LOGINS.admin);
  const customerSocket = await follow(a.port, customerToken);
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
    const accepted = await nextHeard<OrderUpdatedEvent>(
      customerSocket,
      'order_updated',
      (e) => e.order_id === orderId && e.approval_status === 2,
    );
    return { orderId, customerHeard: accepted, deskHeardCreated: created !== null };
  } finally {
    customerSocket.socket.disconnect();
    desk.socket.disconnect();
  }
}
