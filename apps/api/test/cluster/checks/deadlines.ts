import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OrderUpdatedEvent, StoreUpdatedEvent } from '@food/contract';
import { DEMO_LOGINS } from '../../../src/db/seed/demo.ts';
import { follow } from '../../order-desk.ts';
import { adminCall, login, placeOrderWithRetries } from '../clients.ts';
import type { Cluster } from '../cluster.ts';
import { heardOf } from '../heard.ts';
import type { Login } from '../seed.ts';

/**
 * How far ahead the pause's end is set. Every process reads the next deadline and pause end at least
 * once a minute (IDLE_CHECK_MS), so by then all three have armed a timer for the same instant.
 */
const PAUSE_END_AFTER_S = 65;

/**
 * Sets up an answer deadline and a pause's end that every process will wake for: an order placed while
 * store 9 answers within 1 minute (its shortest setting), then the setting back at 120 so that later
 * orders wait; and the second store paused through the API (15 minutes at least), its end then moved
 * to 65 s from now in the database, since the API takes no shorter pause. A customer's socket on A,
 * store 9's desk on B and the second store's desk on C listen. `verify` waits until both are past and
 * answers what happened.
 */
export async function armDeadlines(cluster: Cluster, customer: Login) {
  const [a, b, c] = cluster.servers;
  const { pauseStore } = cluster.data;
  const admin = await login(cluster.origin, DEMO_LOGINS.admin);
  const pauseAdmin = await login(cluster.origin, pauseStore.admin);
  const customerToken = await login(cluster.origin, customer);
  const customerSocket = await follow(a.port, customerToken);
  const desk = await follow(b.port, admin, 9);
  const pauseDesk = await follow(c.port, pauseAdmin, pauseStore.id);

  await adminCall(cluster.origin, admin, 'PUT', '/api/stores/9/settings', { order_timeout_minutes: 1 });
  const { orderId } = await placeOrderWithRetries(
    cluster.origin,
    customerToken,
    cluster.data.pickup,
    randomUUID(),
  );
  await adminCall(cluster.origin, admin, 'PUT', '/api/stores/9/settings', { order_timeout_minutes: 120 });

  await adminCall(cluster.origin, pauseAdmin, 'POST', `/api/stores/${pauseStore.id}/pause`, { minutes: 15 });
  await cluster.database.query(
    `update stores set paused_until = now() + make_interval(secs => $2) where id = $1`,
    [pauseStore.id, PAUSE_END_AFTER_S],
  );
  const [times] = await cluster.database.query<{ deadline: Date; pause_end: Date }>(
    `select (select answer_deadline from orders where id = $1) as deadline,
            (select paused_until from stores where id = $2) as pause_end`,
    [orderId, pauseStore.id],
  );
  const { deadline, pause_end: pauseEnd } = times!;

  return {
    orderId,
    async verify() {
      try {
        // Past both, and time for a second announcement to arrive if one were made.
        const quiet = Math.max(deadline.getTime(), pauseEnd.getTime()) + 5_000;
        await sleep(Math.max(0, quiet - Date.now()));
        const [order] = await cluster.database.query<{
          approval_status: number;
          timed_out: boolean;
          reject_reason: string | null;
          answered_at: Date;
        }>(`select approval_status, timed_out, reject_reason, answered_at from orders where id = $1`, [
          orderId,
        ]);
        const [store] = await cluster.database.query<{ paused_at: Date | null; resumed_at: Date | null }>(
          `select paused_at, resumed_at from stores where id = $1`,
          [pauseStore.id],
        );
        const ofOrder = (e: OrderUpdatedEvent) => e.order_id === orderId;
        const rejections = heardOf(customerSocket, 'order_updated', ofOrder);
        return {
          order: order!,
          deadlineLateMs: order!.answered_at.getTime() - deadline.getTime(),
          customerHeard: rejections,
          timedOutAsExpected: rejections.every(
            (e) => e.approval_status === 3 && e.reject_reason_code === 'no_answer',
          ),
          deskHeard: heardOf(desk, 'order_updated', ofOrder).length,
          store: store!,
          pauseLateMs: store!.resumed_at ? store!.resumed_at.getTime() - pauseEnd.getTime() : null,
          resumesHeard: heardOf<StoreUpdatedEvent>(
            pauseDesk,
            'store_updated',
            (e) => e.store_id === pauseStore.id && !e.paused,
          ).length,
          socketsStayed: [customerSocket, desk, pauseDesk].every((f) => f.socket.connected),
        };
      } finally {
        for (const follower of [customerSocket, desk, pauseDesk]) follower.socket.disconnect();
      }
    },
  };
}
