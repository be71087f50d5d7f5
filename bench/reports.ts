/**
 * The reports on a store with 100,000 orders over a year (1–3 lines each at 7 % and 19 %, cash and
 * online, some rejected, some refunded), written by direct inserts: the sales report for a month and
 * for the year, the products report and the DATEV export, p50/p99 over `rounds` runs each, beside one
 * plain `SELECT sum(total_minor)` over the same orders in the same run. The year is settled on the
 * bench's clock: the first sales report stores its days' roll-ups (timed once), the others read them.
 * On PGlite, and on PostgreSQL when DATABASE_URL is set (in a fresh database bench_<random> on that
 * server, dropped after).
 *   npm run bench:reports [-- --orders 100000 --rounds 20]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { DEMO_ACCOUNTING } from '../apps/api/src/db/seed/demo-store.ts';
import { accountingSettings } from '../apps/api/src/db/schema/index.ts';
import { createStore } from '../apps/api/src/modules/stores/service.ts';
import { getDatevCsv, getProductsReport, getSalesReport } from '../apps/api/src/modules/reports/service.ts';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '20' } },
});
const orderCount = Number(values.orders);
const rounds = Number(values.rounds);
const silent = pino({ level: 'silent' });

async function fill(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  const store = await createStore(db, {
    name: 'Bench Kitchen',
    address: 'Benchstraße 1, 10115 Berlin',
    country: 'Germany',
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    locale: 'de-DE',
  });
  await db.insert(accountingSettings).values({ storeId: store.id, ...DEMO_ACCOUNTING });
  // Orders spread evenly over 2025 with a time of day between 11:00 and 23:00 UTC.
  await db.execute(sql`
    insert into orders (store_id, number, order_type, approval_status, timed_out, reject_reason, language,
      currency, subtotal_minor, discount_minor, delivery_fee_minor, total_minor, created_at, answered_at)
    select ${store.id}, n, 1 + n % 2, case when n % 20 = 0 then 3 else 2 end, false,
      case when n % 20 = 0 then 'Kitchen closed' end, 'de', 'EUR',
      1000 + (n % 7) * 450, (n % 5) * 50, (n % 2) * 250,
      1000 + (n % 7) * 450 - (n % 5) * 50 + (n % 2) * 250,
      timestamptz '2025-01-01 11:00:00+00' + (n::float8 / ${orderCount} * 364) * interval '1 day'
        + (n % 12) * interval '1 hour',
      timestamptz '2025-01-01 11:02:00+00' + (n::float8 / ${orderCount} * 364) * interval '1 day'
        + (n % 12) * interval '1 hour'
    from generate_series(1, ${orderCount}) as n`);
  // Lines: a dish at 7 % always (its price the goods less the drink), a drink at 19 % on every other order.
  await db.execute(sql`
    insert into order_items (order_id, product_name, kitchen_product_name, unit_price_minor, quantity,
      tax_rate_basis_points)
    select id, 'Dish ' || (number % 40), 'Dish ' || (number % 40),
      subtotal_minor - case when number % 2 = 0 then 390 else 0 end, 1, 700
    from orders where store_id = ${store.id}
    union all
    select id, 'Drink ' || (number % 8), 'Drink ' || (number % 8), 390, 1, 1900
    from orders where store_id = ${store.id} and number % 2 = 0`);
  await db.execute(sql`
    insert into payments (order_id, payment_method, status, amount_minor)
    select id, case when number % 3 = 0 then 'online' else 'cash' end, 'paid', total_minor
    from orders where store_id = ${store.id}`);
  await db.execute(sql`
    insert into payment_refunds (order_id, amount_minor, reason, status, idempotency_key, created_at)
    select id, 200, 'bench', 'succeeded', 'bench-' || id, created_at + interval '1 hour'
    from orders where store_id = ${store.id} and number % 150 = 3`);
  await db.execute(sql`analyze`);
  return store.id;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function time(name: string, run: () => Promise<unknown>) {
  await run();
  const took: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await run();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(28)} p50 ${percentile(took, 0.5).toFixed(1).padStart(7)} ms   p99 ${percentile(took, 0.99).toFixed(1).padStart(7)} ms`,
  );
}

async function measure(label: string, handle: DatabaseHandle) {
  await handle.migrate();
  const started = performance.now();
  const storeId = await fill(handle);
  console.log(
    `\n${label}: ${orderCount} orders written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const { db } = handle;
  const now = new Date('2026-01-15T12:00:00Z');
  await time('select sum(total_minor), year', () =>
    db.execute(sql`select sum(total_minor) from orders where store_id = ${storeId}
      and created_at >= '2025-01-01' and created_at < '2026-01-01'`),
  );
  // The first report over the year computes and stores every settled day's roll-up; later ones read them.
  const first = performance.now();
  await getSalesReport(db, storeId, { from: '2025-01-01', to: '2025-12-31', group: 'month' }, now);
  console.log(
    `  ${'sales report, year, first'.padEnd(28)} once  ${(performance.now() - first).toFixed(1).padStart(7)} ms`,
  );
  await time('sales report, a month', () =>
    getSalesReport(db, storeId, { from: '2025-06-01', to: '2025-06-30', group: 'day' }, now),
  );
  await time('sales report, the year', () =>
    getSalesReport(db, storeId, { from: '2025-01-01', to: '2025-12-31', group: 'month' }, now),
  );
  await time('products report, the year', () =>
    getProductsReport(db, storeId, { from: '2025-01-01', to: '2025-12-31' }, now),
  );
  await time('DATEV export, the year', () =>
    getDatevCsv(db, storeId, { from: '2025-01-01', to: '2025-12-31' }, now),
  );
}

const pglite = await openDatabase({ memory: true }, silent);
try {
  await measure('PGlite', pglite);
} finally {
  await pglite.close();
}
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl }, silent);
  await admin.db.execute(sql.raw(`create database ${name}`));
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() }, silent);
    try {
      await measure('PostgreSQL', handle);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
} else {
  console.log('\nPostgreSQL: not measured (set DATABASE_URL to a server where a database may be created)');
}
