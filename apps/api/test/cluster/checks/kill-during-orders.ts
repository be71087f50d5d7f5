import { randomUUID } from 'node:crypto';
import { login, placeOrderWithRetries, type Attempt } from '../clients.ts';
import type { Cluster } from '../cluster.ts';
import type { Login } from '../seed.ts';

export interface KillRun {
  placed: number;
  /** Orders a client was told were taken. */
  confirmed: number;
  /** Requests that got no answer, a 5xx or a 409 and were sent again with the same key. */
  retried: number;
  failures: Attempt[];
  /** Keys with no order in the database, and confirmed orders the database lacks. */
  lost: number;
  /** Orders in the database beyond one per key. */
  duplicated: number;
  /** Each customer's orders in the database. */
  perCustomer: number[];
  killedAfter: number;
}

/**
 * `customers` each place `ordersEach` orders through nginx, one after the other; once half of all
 * orders are taken, process C is killed with SIGKILL (and started again after the run). Then
 * the database is counted: by Idempotency-Key and by customer.
 */
export async function ordersWhileOneIsKilled(
  cluster: Cluster,
  customers: Login[],
  ordersEach: number,
): Promise<KillRun> {
  const victim = cluster.servers[2];
  const tokens = await Promise.all(customers.map((customer) => login(cluster.origin, customer)));
  const total = customers.length * ordersEach;
  const confirmed = new Map<string, number>();
  const failures: Attempt[] = [];
  let killedAfter = -1;
  let killing: Promise<void> | undefined;

  await Promise.all(
    tokens.map(async (token) => {
      for (let n = 0; n < ordersEach; n++) {
        const key = randomUUID();
        const placed = await placeOrderWithRetries(cluster.origin, token, cluster.data.pickup, key);
        confirmed.set(key, placed.orderId);
        failures.push(...placed.failures);
        if (killing === undefined && confirmed.size >= total / 2) {
          killedAfter = confirmed.size;
          killing = victim.kill();
        }
      }
    }),
  );
  await killing;
  await victim.start();

  const emails = customers.map((customer) => customer.email);
  const keys = await cluster.database.query<{ key: string; order_id: number | null }>(
    `select k.key, k.order_id from idempotency_keys k join users u on u.id = k.user_id where u.email = any($1)`,
    [emails],
  );
  const stored = await cluster.database.query<{ id: number; email: string }>(
    `select o.id, u.email from orders o join users u on u.id = o.user_id where u.email = any($1)`,
    [emails],
  );
  const orderOfKey = new Map(keys.map((row) => [row.key, row.order_id]));
  const storedIds = new Set(stored.map((row) => row.id));
  const lost = [...confirmed].filter(([key, id]) => orderOfKey.get(key) !== id || !storedIds.has(id)).length;
  const keyed = new Set(keys.map((row) => row.order_id));
  const perCustomer = emails.map((email) => stored.filter((row) => row.email === email).length);
  return {
    placed: total,
    confirmed: confirmed.size,
    retried: failures.length,
    failures,
    lost,
    duplicated: stored.filter((row) => !keyed.has(row.id)).length,
    perCustomer,
    killedAfter,
  };
}
