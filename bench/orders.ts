/**
 * Orders per second and their latency with concurrent customers, from the real server (a process of
 * its own, driven over HTTP) on PGlite, and on PostgreSQL when DATABASE_URL is set (in a fresh database
 * bench_<random> on that server, dropped after). Beside it, in the same run, the ceiling: the same rows
 * (order number, order with its language, items with the kitchen's names, payment, idempotency key, the
 * claim of the order's e-mail; one transaction each) written straight through the database's own client (node-postgres, or PGlite) by as many concurrent writers. Every order is counted back from
 * the database: lost and duplicated must be 0. Each side first runs the same load for `warmup` seconds,
 * not counted in its rate and latency but printed: a server that has just started compiles its code and
 * fills its caches while it answers, which a server of a restaurant's day has long done.
 * Beside the cash orders, orders paid online: each is placed, paid on the Stripe-compatible test
 * server (apps/api/test/stripe-server.ts) and put on the desk by its signed webhook.
 * The accept's way to the customers' sockets is bench/realtime.ts.
 *   npm run bench:orders [-- --duration 10 --warmup 2 --customers 50]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { openConfiguredDatabase } from '../apps/api/src/db/open.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { issueToken } from '../apps/api/src/modules/auth/service.ts';
import { createCustomer, markEmailVerified } from '../apps/api/src/modules/users/service.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { demoOrders, openAroundTheClock } from '../apps/api/test/order-desk.ts';
import { startDemoServer } from './demo-server.ts';
import { firstRefusal, payOnline, placeOrder } from './place-orders.ts';
import { StripeTestServer } from '../apps/api/test/stripe-server.ts';
import { printResult, type ResultRow } from './bench-result.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    customers: { type: 'string', default: '50' },
  },
});
const durationMs = Number(values.duration) * 1000;
const warmupMs = Number(values.warmup) * 1000;
const concurrency = Number(values.customers);
const silent = pino({ level: 'silent' });

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
interface PgPool {
  query: Query;
  connect(): Promise<{ query: Query; release(): void }>;
}
interface Pglite {
  query: Query;
  transaction<T>(work: (tx: { query: Query }) => Promise<T>): Promise<T>;
}

/** The database's own client under drizzle: a node-postgres pool, or the PGlite instance. */
const clientOf = (database: DatabaseHandle) =>
  (database.db as unknown as { $client: PgPool | Pglite }).$client;
const queryOf = (db: Database): Query => {
  const client = (db as unknown as { $client: PgPool | Pglite }).$client;
  return client.query.bind(client);
};

/** One transaction straight through that client. */
function transaction(database: DatabaseHandle): (work: (query: Query) => Promise<void>) => Promise<void> {
  const client = clientOf(database);
  if (database.kind === 'pglite')
    return (work) => (client as Pglite).transaction((tx) => work(tx.query.bind(tx)));
  return async (work) => {
    const connection = await (client as PgPool).connect();
    try {
      await connection.query('begin');
      await work(connection.query.bind(connection));
      await connection.query('commit');
    } catch (err) {
      await connection.query('rollback');
      throw err;
    } finally {
      connection.release();
    }
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => Math.round(value * 10) / 10;

/** Runs `write` from `concurrency` loops until the time is up; answers its rate and latency. */
async function drive(write: (loop: number) => Promise<number | null>, forMs = durationMs) {
  const latencies: number[] = [];
  const ids: number[] = [];
  let refused = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (performance.now() - start < forMs) {
        const sent = performance.now();
        const id = await write(loop);
        if (id === null) refused++;
        else {
          latencies.push(performance.now() - sent);
          ids.push(id);
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ids,
    row: {
      'orders/s': Math.round(ids.length / seconds),
      'p50 (ms)': ms(percentile(latencies, 50)),
      'p99 (ms)': ms(percentile(latencies, 99)),
      orders: ids.length,
      refused,
    },
  };
}

/** The orders the database holds above `afterId`, against the ids the writers were given. */
async function countBack(
  database: DatabaseHandle,
  afterId: number,
  confirmed: number[],
  upToId = 2 ** 31 - 1,
) {
  const { rows } = await clientOf(database).query('select id from orders where id > $1 and id <= $2', [
    afterId,
    upToId,
  ]);
  const stored = new Set(rows.map((row) => Number(row.id)));
  const unique = new Set(confirmed);
  const lost = [...unique].filter((id) => !stored.has(id)).length;
  const duplicated = confirmed.length - unique.size + [...stored].filter((id) => !unique.has(id)).length;
  return { lost, duplicated };
}

const lastOrderId = async (db: Database) =>
  Number((await queryOf(db)('select coalesce(max(id), 0) as id from orders')).rows[0]!.id);

/** Open around the clock, no slot limits, no minimum, no automatic answer within the bench. */
async function prepareStore(db: Database, customers: number) {
  await openAroundTheClock(db);
  // Each customer places order after order, none answered: no limit of unanswered orders per customer.
  await queryOf(db)(
    `update stores set pickup_capacity_per_slot = null, delivery_capacity_per_slot = null,
       min_order_minor = null, auto_accept = false, order_timeout_minutes = 120,
       open_orders_per_customer = null, payment_methods = '{cash,online}' where id = 9`,
  );
  const lastOrder = await lastOrderId(db);
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  const tokens: string[] = [];
  for (let i = 0; i < customers; i++) {
    const user = await createCustomer(db, {
      email: `bench-${i}@example.com`,
      passwordHash,
      storeId: 9,
      customerName: `Bench customer ${i}`,
      phone: '+44 20 7946 0000',
    });
    await markEmailVerified(db, user.id);
    tokens.push(await issueToken({ db, clock: systemClock }, user.id, 'session'));
  }
  return { tokens, lastOrder, pickup: (await demoOrders(db)).pickup };
}

/**
 * The template order's rows as JSON, and one statement per table that writes a copy of a row: the rows
 * the server writes for an order (counted table by table against its database): the store's number, the
 * order, its items, its payment, its Idempotency-Key and, after the answer, the claim of its e-mail.
 */
async function ceilingWriter(database: DatabaseHandle, templateId: number) {
  const client = clientOf(database);
  const statements: Record<string, string> = {};
  for (const table of ['orders', 'order_items', 'payments', 'idempotency_keys', 'order_emails']) {
    const { rows } = await client.query(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = $1 and column_name <> 'id' order by ordinal_position`,
      [table],
    );
    const columns = rows.map((row) => `"${String(row.column_name)}"`).join(', ');
    statements[table] =
      `insert into ${table} (${columns}) select ${columns} from jsonb_populate_record(null::${table}, $1::jsonb)` +
      (table === 'orders' ? ' returning id' : '');
  }
  const rowsOf = async (table: string, column: string) =>
    (
      await client.query(`select to_jsonb(t) as row from ${table} t where ${column} = $1`, [templateId])
    ).rows.map((row) => row.row as Record<string, unknown>);
  const [order] = await rowsOf('orders', 'id');
  const items = await rowsOf('order_items', 'order_id');
  const [payment] = await rowsOf('payments', 'order_id');
  const [key] = await rowsOf('idempotency_keys', 'order_id');
  const emails = await rowsOf('order_emails', 'order_id');
  if (!order || !payment || !key || emails.length === 0)
    throw new Error(`order ${templateId} lacks its payment, idempotency key or e-mail`);
  const nextNumber = `insert into order_numbers (store_id, last_number) values ($1, 1)
    on conflict (store_id) do update set last_number = order_numbers.last_number + 1 returning last_number`;
  const inTransaction = transaction(database);
  return async (): Promise<number> => {
    let id = 0;
    await inTransaction(async (query) => {
      // The store's next order number, taken as the server takes it: its counter row stays locked to the commit.
      const number = (await query(nextNumber, [order.store_id])).rows[0]!.last_number;
      id = Number((await query(statements.orders!, [JSON.stringify({ ...order, number })])).rows[0]!.id);
      for (const item of items)
        await query(statements.order_items!, [JSON.stringify({ ...item, order_id: id })]);
      await query(statements.payments!, [JSON.stringify({ ...payment, order_id: id })]);
      await query(statements.idempotency_keys!, [
        JSON.stringify({ ...key, key: randomUUID(), order_id: id }),
      ]);
      for (const email of emails)
        await query(statements.order_emails!, [JSON.stringify({ ...email, order_id: id })]);
    });
    return id;
  };
}

/** The goal of issue 45: the server takes at least half the orders per second of its ceiling. */
const GOAL_RATIO = 0.5;

async function measure(kind: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<ResultRow> {
  let prepared: Awaited<ReturnType<typeof prepareStore>> | undefined;
  const stripe = await new StripeTestServer().start();
  const server = await startDemoServer({
    databaseUrl,
    // All the customers pay from this machine's address: no limit of unpaid checkouts per address.
    env: { ...stripe.env(), UNPAID_CHECKOUTS_PER_CLIENT: 'off' },
    prepare: async (db) => void (prepared = await prepareStore(db, concurrency)),
  });
  const { tokens, lastOrder, pickup } = prepared!;
  const reopen = () =>
    databaseUrl
      ? openDatabase({ databaseUrl }, silent)
      : openConfiguredDatabase(loadConfig({ DATA_DIR: server.dataDir }), silent);

  let database: DatabaseHandle | undefined;
  try {
    console.error(
      `${kind}: ${concurrency} customers ordering for ${warmupMs / 1000} s of warm-up, then ${durationMs / 1000} s…`,
    );
    const order = (loop: number) => placeOrder(server.origin, tokens[loop]!, pickup);
    const servedWarmup = await drive(order, warmupMs);
    const served = await drive(order);
    if (served.ids.length === 0) throw new Error(`no order was taken: ${firstRefusal()}`);
    console.error(
      `${kind}: ${concurrency} customers paying online (webhook included) for ${durationMs / 1000} s…`,
    );
    const online = await drive((loop) => payOnline(server.origin, stripe, tokens[loop]!, pickup));
    await server.stop();

    database = await reopen();
    const afterServed = Math.max(...served.ids);
    const servedBack = await countBack(
      database,
      lastOrder,
      [...servedWarmup.ids, ...served.ids],
      afterServed,
    );
    const afterOnline = Math.max(afterServed, ...online.ids);
    const onlineBack = await countBack(database, afterServed, online.ids, afterOnline);
    console.error(
      `${kind}: the same rows straight through the database's client for ${durationMs / 1000} s…`,
    );
    const beforeCeiling = await lastOrderId(database.db);
    const writeRows = await ceilingWriter(database, served.ids[0]!);
    const ceilingWarmup = await drive(writeRows, warmupMs);
    const ceiling = await drive(writeRows);
    const ceilingBack = await countBack(database, beforeCeiling, [...ceilingWarmup.ids, ...ceiling.ids]);

    const ceilingName = `ceiling: ${databaseUrl ? 'node-postgres' : 'PGlite'} directly`;
    console.log(`\n${kind}: orders placed by ${concurrency} concurrent customers`);
    console.table({
      'food-order server': { ...served.row, ...servedBack },
      'food-order server, paid online': { ...online.row, ...onlineBack },
      [ceilingName]: { ...ceiling.row, ...ceilingBack },
    });
    console.log(
      'paid online: the order, its Checkout Session on the Stripe-compatible test server, the payment there and the signed webhook that puts it on the desk',
    );
    console.log(
      `ratio: the server takes ${(served.row['orders/s'] / ceiling.row['orders/s']).toFixed(2)}× the orders per second of the ceiling`,
    );
    console.log(`the first ${warmupMs / 1000} s (warm-up, not counted above; counted back with the rest):`);
    console.table({ 'food-order server': servedWarmup.row, [ceilingName]: ceilingWarmup.row });
    if (firstRefusal()) console.log(`first refusal: ${firstRefusal()}`);

    const ratio = Math.round((served.row['orders/s'] / ceiling.row['orders/s']) * 100) / 100;
    const intact = [servedBack, onlineBack, ceilingBack].every(
      (back) => back.lost === 0 && back.duplicated === 0,
    );
    return {
      what: `Orders placed, ${kind}`,
      goal: `≥ ${GOAL_RATIO}×`,
      figure: `${served.row['orders/s']} orders/s, p50 ${Math.round(served.row['p50 (ms)'])} ms, p99 ${Math.round(served.row['p99 (ms)'])} ms`,
      baseline: `${ceiling.row['orders/s']} orders/s (${databaseUrl ? 'node-postgres' : 'PGlite'})`,
      ratio,
      pass: ratio >= GOAL_RATIO && intact,
    };
  } finally {
    await stripe.stop();
    await database?.close();
    // After a failure the server may have failed too: the first error is the one to report.
    if (server.running()) await server.stop().catch((err: unknown) => console.error(String(err)));
    await server.remove();
  }
}

const results = [await measure('PGlite')];
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl }, silent);
  await clientOf(admin).query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    results.push(await measure('PostgreSQL', url.toString()));
  } finally {
    await clientOf(admin).query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
} else {
  console.log('\nPostgreSQL: not measured (set DATABASE_URL to a server where a database may be created)');
}
printResult(results);
