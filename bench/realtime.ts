/**
 * Accept → `order_updated` on many customer sockets: the real server (bench/demo-server.ts) in a process
 * of its own; `sockets` logged-in customers, each with a pending order and a connected socket.io client;
 * the clients spread over `threads` worker threads and connecting from `addresses` local addresses
 * (127.0.0.x, within the server's sockets-per-address limit, as customers behind a few shared addresses
 * would). The order desk (one socket in the store's room, as a restaurant has open) accepts the orders
 * one after the other; each customer's socket times its `order_updated` from the moment the accept call
 * was sent. Every thread reads the same clock: performance.timeOrigin + performance.now().
 *   npm run bench:realtime [-- --sockets 1000 --addresses 50 --threads 4]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { SOCKET_IO_PATH } from '@food/contract';
import { io as connect, type Socket } from 'socket.io-client';
import type { Database } from '../apps/api/src/db/client.ts';
import { DEMO_LOGINS } from '../apps/api/src/db/seed/demo.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { issueToken } from '../apps/api/src/modules/auth/service.ts';
import { createCustomer, markEmailVerified } from '../apps/api/src/modules/users/service.ts';
import { demoOrders, follow, openAroundTheClock } from '../apps/api/test/order-desk.ts';
import { startDemoServer } from './demo-server.ts';
import { firstRefusal, placeOrder } from './place-orders.ts';
import { rssMegabytes } from './processes.ts';
import { printResult } from './bench-result.ts';

/** One customer as a client thread follows it. */
interface Customer {
  token: string;
  orderId: number;
  localAddress: string;
}
type ToClients = { port: number; customers: Customer[] };
type FromClients = { connected: number } | { orderId: number; at: number };

/** A worker thread does not take the TypeScript loader from `--import tsx`: it registers it, then runs this file. */
const clientThreadSource = `import('tsx/esm/api').then(({ register }) => {
  register();
  return import(${JSON.stringify(import.meta.url)});
});`;

const clock = () => performance.timeOrigin + performance.now();

/** A client thread: its customers' sockets, each telling when its `order_updated` came. */
async function clientThread({ port, customers }: ToClients) {
  const sockets: Socket[] = [];
  for (let i = 0; i < customers.length; i += 50) {
    const batch = customers.slice(i, i + 50).map(
      ({ token, orderId, localAddress }) =>
        new Promise<Socket>((resolve, reject) => {
          // engine.io-client hands `localAddress` to the WebSocket of Node; its types leave it out.
          const options = { localAddress } as Parameters<typeof connect>[1];
          const socket = connect(`http://127.0.0.1:${port}`, {
            ...options,
            path: SOCKET_IO_PATH,
            transports: ['websocket'],
            auth: { token },
            reconnection: false,
          });
          socket.on('order_updated', (event: { order_id: number }) => {
            if (event.order_id === orderId) parentPort!.postMessage({ orderId, at: clock() } as FromClients);
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  parentPort!.postMessage({ connected: sockets.length } as FromClients);
  parentPort!.once('message', () => {
    for (const socket of sockets) socket.disconnect();
    parentPort!.close();
  });
}

/** 1,000 customers with a verified account and a session, and a store that takes their orders now. */
async function prepareStore(db: Database, count: number, tokens: string[]) {
  await openAroundTheClock(db);
  await (db as unknown as { $client: { query(text: string): Promise<unknown> } }).$client.query(
    `update stores set pickup_capacity_per_slot = null, delivery_capacity_per_slot = null,
       min_order_minor = null, auto_accept = false, order_timeout_minutes = 120,
       open_orders_per_customer = null, payment_methods = '{cash,online}' where id = 9`,
  );
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  for (let i = 0; i < count; i++) {
    const user = await createCustomer(db, {
      email: `realtime-${i}@example.com`,
      passwordHash,
      storeId: 9,
      customerName: `Realtime customer ${i}`,
      phone: '+44 20 7946 0000',
    });
    await markEmailVerified(db, user.id);
    tokens.push(await issueToken({ db, clock: systemClock }, user.id, 'session'));
  }
  return (await demoOrders(db)).pickup;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => Math.round(value * 10) / 10;

async function main() {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: '1000' },
      addresses: { type: 'string', default: '50' },
      threads: { type: 'string', default: '4' },
    },
  });
  const count = Number(values.sockets);
  const addresses = Number(values.addresses);
  const threads = Number(values.threads);

  const tokens: string[] = [];
  let pickup: object = {};
  const server = await startDemoServer({
    prepare: async (db) => void (pickup = await prepareStore(db, count, tokens)),
  });
  const workers: Worker[] = [];
  try {
    const port = Number(new URL(server.origin).port);
    const login = await fetch(`${server.origin}/api/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password }),
    });
    const admin = ((await login.json()) as { access_token: string }).access_token;
    const desk = await follow(port, admin, 9);

    const orders: number[] = [];
    for (let i = 0; i < count; i += 50) {
      const ids = await Promise.all(
        tokens.slice(i, i + 50).map((token) => placeOrder(server.origin, token, pickup)),
      );
      if (ids.includes(null)) throw new Error(`an order was refused: ${firstRefusal()}`);
      orders.push(...(ids as number[]));
    }
    const customers: Customer[] = orders.map((orderId, i) => ({
      token: tokens[i]!,
      orderId,
      localAddress: `127.0.0.${1 + (i % addresses)}`,
    }));

    const arrivals = new Map<number, (at: number) => void>();
    const connected: Promise<number>[] = [];
    for (let t = 0; t < threads; t++) {
      const worker = new Worker(clientThreadSource, {
        eval: true,
        workerData: { port, customers: customers.filter((_, i) => i % threads === t) } satisfies ToClients,
      });
      workers.push(worker);
      connected.push(
        new Promise((resolve, reject) => {
          worker.once('error', reject);
          worker.on('message', (message: FromClients) => {
            if ('connected' in message) resolve(message.connected);
            else arrivals.get(message.orderId)?.(message.at);
          });
        }),
      );
    }
    const sockets = (await Promise.all(connected)).reduce((a, b) => a + b, 0);
    const rss = rssMegabytes(server.pid);
    console.error(
      `${sockets} customer sockets from ${addresses} addresses in ${threads} threads, server RSS ${rss} MB; accepting…`,
    );

    const latencies: number[] = [];
    const acceptCalls: number[] = [];
    let missed = 0;
    for (const id of orders) {
      const heard = new Promise<number | null>((resolve) => {
        arrivals.set(id, resolve);
        setTimeout(() => resolve(null), 10_000);
      });
      const sent = clock();
      const response = await fetch(`${server.origin}/api/orders/${id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ approval_status: 2, ready_in_minutes: 20 }),
      });
      if (!response.ok) throw new Error(`accepting order ${id} failed: ${await response.text()}`);
      await response.arrayBuffer();
      acceptCalls.push(clock() - sent);
      const at = await heard;
      arrivals.delete(id);
      if (at === null) missed++;
      else latencies.push(at - sent);
    }
    desk.socket.disconnect();
    latencies.sort((a, b) => a - b);
    acceptCalls.sort((a, b) => a - b);
    const p50 = ms(percentile(latencies, 50));
    const p99 = ms(percentile(latencies, 99));
    const call = { p50: ms(percentile(acceptCalls, 50)), p99: ms(percentile(acceptCalls, 99)) };
    console.table({
      'accept → order_updated': { 'p50 (ms)': p50, 'p99 (ms)': p99, max: ms(latencies.at(-1)!), missed },
      'accept call (its answer)': {
        'p50 (ms)': call.p50,
        'p99 (ms)': call.p99,
        max: ms(acceptCalls.at(-1)!),
      },
    });
    console.error(`load average: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
    const row = {
      what: `Accept → order_updated, ${sockets.toLocaleString('en')} sockets`,
      goal: 'p99 < 50 ms',
      figure: `p50 ${p50} ms, p99 ${p99} ms${missed ? `, ${missed} missed` : ''}`,
      baseline: `accept call p50 ${call.p50} ms, p99 ${call.p99} ms`,
      ratio: null,
      pass: missed === 0 && sockets === count && p99 < 50,
    };
    printResult([row]);
  } finally {
    for (const worker of workers) worker.postMessage('done');
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve))));
    await server.close();
  }
}

if (isMainThread) await main();
else await clientThread(workerData as ToClients);
