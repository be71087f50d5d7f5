import { randomUUID } from 'node:crypto';
import { DEMO_LOGINS } from '../../../src/db/seed/demo.ts';
import { decodeCp858, startFakeEscposPrinter } from '../../fake-escpos-printer.ts';
import { adminCall, login, placeOrderWithRetries } from '../clients.ts';
import type { Cluster } from '../cluster.ts';
import type { Login } from '../seed.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PATCH /orders/{id} accepting it; answers the status (409 for the processes that lost the race). */
async function tryAccept(origin: string, token: string, orderId: number): Promise<number> {
  const response = await fetch(`${origin}/api/orders/${orderId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ approval_status: 2, ready_in_minutes: 20 }),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * A network printer on this host, added through nginx; `orders` orders each accepted through all three
 * processes at the same instant. Answers how many tickets each order's number came out on, once every
 * order has one or after 60 s, and the accepts' statuses.
 */
export async function ticketsOnceAcrossProcesses(cluster: Cluster, customer: Login, orders: number) {
  const printer = await startFakeEscposPrinter();
  const admin = await login(cluster.origin, DEMO_LOGINS.admin);
  const { id: printerId } = (await adminCall(cluster.origin, admin, 'POST', '/api/printers', {
    name: 'Cluster kitchen',
    kind: 'escpos_tcp',
    host: '127.0.0.1',
    port: printer.port,
    width_mm: 80,
    language: 'en',
  })) as { id: number };
  try {
    const token = await login(cluster.origin, customer);
    const placed = await Promise.all(
      Array.from({ length: orders }, () =>
        placeOrderWithRetries(cluster.origin, token, cluster.data.pickup, randomUUID()),
      ),
    );
    const ids = placed.map(({ orderId }) => orderId);
    const accepts = await Promise.all(
      ids.flatMap((id) => cluster.servers.map((server) => tryAccept(server.origin, admin, id))),
    );
    const numbers = new Map<number, number>();
    for (const id of ids) {
      const order = (await adminCall(cluster.origin, admin, 'GET', `/api/orders/${id}`)) as {
        number: number;
      };
      numbers.set(id, order.number);
    }
    const printedOf = () => {
      const texts = printer.jobs.map((job) => decodeCp858(job));
      return ids.map((id) => {
        const number = new RegExp(`#${numbers.get(id)}(?!\\d)`);
        return texts.filter((text) => number.test(text)).length;
      });
    };
    const deadline = Date.now() + 60_000;
    while (printedOf().some((count) => count === 0) && Date.now() < deadline) await sleep(250);
    // Time for a second ticket to come out, were there one.
    await sleep(3_000);
    return {
      accepted: accepts.filter((status) => status === 200).length,
      refused: accepts.filter((status) => status === 409).length,
      printed: printedOf(),
      jobs: printer.jobs.length,
    };
  } finally {
    await adminCall(cluster.origin, admin, 'DELETE', `/api/printers/${printerId}`).catch(() => undefined);
    await printer.close();
  }
}
