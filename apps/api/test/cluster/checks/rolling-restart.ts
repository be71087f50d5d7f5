import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { login, orderIdOf, tryOrder } from '../clients.ts';
import type { Cluster } from '../cluster.ts';
import type { Login } from '../seed.ts';

const MENU = ['/api/stores/9', '/api/categories/?store_id=9', '/api/postcodes/store/9'];

export interface RollingRun {
  requests: number;
  /** Requests through nginx that did not succeed: the number that must be 0. */
  failed: { request: string; status: number; body: string }[];
  orders: number;
  /** Confirmed orders the database lacks. */
  lost: number;
  /** Each process's exit code after its SIGTERM. */
  exitCodes: (number | null)[];
  seconds: number;
}

/**
 * Customers order and read the menu through nginx without pause, no request retried by the client,
 * while each process in turn is taken out of nginx's rotation, stopped with SIGTERM (its drain
 * finishes what it serves), started again, and put back once /api/health/ready answers 200.
 */
export async function rollingRestartUnderLoad(cluster: Cluster, customers: Login[]): Promise<RollingRun> {
  const tokens = await Promise.all(customers.map((customer) => login(cluster.origin, customer)));
  let requests = 0;
  const failed: RollingRun['failed'] = [];
  const orders: number[] = [];
  let rolling = true;

  async function customerLoop(token: string) {
    while (rolling) {
      requests++;
      const attempt = await tryOrder(cluster.origin, token, cluster.data.pickup, randomUUID());
      if (attempt.status === 201) orders.push(orderIdOf(attempt));
      else failed.push({ request: 'POST /api/orders', ...attempt });
      for (const path of MENU) {
        requests++;
        try {
          const response = await fetch(`${cluster.origin}${path}`);
          if (!response.ok)
            failed.push({ request: `GET ${path}`, status: response.status, body: await response.text() });
          else await response.arrayBuffer();
        } catch (err) {
          failed.push({ request: `GET ${path}`, status: 0, body: String((err as Error).cause ?? err) });
        }
      }
      await sleep(20);
    }
  }

  const started = performance.now();
  const load = Promise.all(tokens.map(customerLoop));
  const exitCodes: (number | null)[] = [];
  try {
    await sleep(1_000);
    for (const server of cluster.servers) {
      await cluster.rotate(server, true);
      exitCodes.push(await server.stop());
      await server.start();
      await cluster.rotate(server, false);
    }
    await sleep(1_000);
  } finally {
    rolling = false;
    await load;
  }

  const stored = await cluster.database.query<{ id: number }>(`select id from orders where id = any($1)`, [
    orders,
  ]);
  return {
    requests,
    failed,
    orders: orders.length,
    lost: orders.length - stored.length,
    exitCodes,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
