import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase } from '../../src/db/client.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { createCustomer, markEmailVerified } from '../../src/modules/users/service.ts';
import { demoOrders, openAroundTheClock } from '../order-desk.ts';
import { runNode } from '../server-process.ts';

export interface Login {
  email: string;
  password: string;
}

export interface ClusterData {
  /** Verified customers of store 9, `cluster-<n>@example.com`. */
  customers: Login[];
  /** An order the demo store takes: one pretzel for pickup, paid in cash. */
  pickup: object;
  /** A second store with an administrator of its own, for the pause: store 9 must keep taking orders. */
  pauseStore: { id: number; admin: Login };
}

/** The production CLI on the cluster's database; answers what it printed. */
async function cli(args: string[], env: Record<string, string>): Promise<string> {
  const run = runNode(['dist/cli.js', ...args], env);
  const code = await run.exited;
  if (code !== 0) throw new Error(`cli ${args[0]} exited with ${code}: ${run.stderr()}`);
  return run.stdout();
}

/**
 * What `npm start` would seed, through the production CLI (migrate, seed:demo, store:create,
 * admin:create); then store 9 open around the clock with no slot limits or minimum order, as the
 * orders bench prepares it, and `customerCount` customers.
 */
export async function seedCluster(
  databaseUrl: string,
  dataDir: string,
  customerCount: number,
): Promise<ClusterData> {
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  await cli(['migrate'], env);
  await cli(['seed:demo'], env);
  const storeId = Number(
    await cli(
      ['store:create', '--name', 'Pause check', '--address', 'Marktplatz 1, Leipzig', '--country', 'Germany'],
      env,
    ),
  );
  const admin = { email: 'pause-admin@example.com', password: randomBytes(9).toString('hex') };
  await cli(
    ['admin:create', '--store', String(storeId), '--email', admin.email, '--password', admin.password],
    env,
  );

  const database = await openDatabase({ databaseUrl }, pino({ level: 'silent' }));
  try {
    const { db } = database;
    await openAroundTheClock(db);
    await db.execute(
      sql`update stores set pickup_capacity_per_slot = null, delivery_capacity_per_slot = null,
            min_order_minor = null, auto_accept = false, order_timeout_minutes = 120,
            open_orders_per_customer = null where id = 9`,
    );
    const password = randomBytes(9).toString('hex');
    const passwordHash = await hashPassword(password);
    const customers: Login[] = [];
    for (let n = 0; n < customerCount; n++) {
      const email = `cluster-${n}@example.com`;
      const user = await createCustomer(db, {
        email,
        passwordHash,
        storeId: 9,
        customerName: `Cluster customer ${n}`,
        phone: '+49 30 1234567',
      });
      await markEmailVerified(db, user.id);
      customers.push({ email, password });
    }
    return { customers, pickup: (await demoOrders(db)).pickup, pauseStore: { id: storeId, admin } };
  } finally {
    await database.close();
  }
}
