import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptanceAcrossProcesses } from './checks/realtime.ts';
import { armDeadlines } from './checks/deadlines.ts';
import { imageServedByAll } from './checks/images.ts';
import { ordersWhileOneIsKilled } from './checks/kill-during-orders.ts';
import { rollingRestartUnderLoad } from './checks/rolling-restart.ts';
import { ticketsOnceAcrossProcesses } from './checks/tickets-once.ts';
import { couponRaceAcrossProcesses } from './checks/coupon-race.ts';
import { startCluster, type Cluster } from './cluster.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
/** Customers 0–19 order in bulk; three more have one job each. */
const CUSTOMERS = 20;
const ORDERS_EACH = 15;
const summary: string[] = [];

describe.skipIf(!databaseUrl || !redisUrl)(
  'three server processes behind nginx on one PostgreSQL and Redis',
  () => {
    let cluster: Cluster;
    let deadlines: Awaited<ReturnType<typeof armDeadlines>>;

    beforeAll(async () => {
      const started = performance.now();
      cluster = await startCluster({
        databaseUrl: databaseUrl!,
        redisUrl: redisUrl!,
        customers: CUSTOMERS + 3,
      });
      summary.push(
        `cluster: processes on ports ${cluster.servers.map((s) => s.port).join(', ')}, nginx at ${cluster.origin}, database ${cluster.database.name} (up in ${Math.round((performance.now() - started) / 1000)} s)`,
      );
      // The deadline and the pause's end are about a minute ahead: the next two checks run meanwhile.
      deadlines = await armDeadlines(cluster, cluster.data.customers[CUSTOMERS + 1]!);
    });

    afterAll(async () => {
      await cluster?.stop();
      process.stdout.write(`\nCluster test\n${summary.map((line) => `  ${line}`).join('\n')}\n\n`);
    });

    it("a customer's socket on process A hears the acceptance made through process B", async () => {
      const run = await acceptanceAcrossProcesses(cluster, cluster.data.customers[CUSTOMERS]!);
      expect(run.deskHeardCreated, 'the desk on C heard the new order').toBe(true);
      expect(run.customerHeard).toMatchObject({ order_id: run.orderId, approval_status: 2 });
      expect(run.heardThroughNginx, "the customer's socket through nginx").toEqual(run.customerHeard);
      expect(run.statusThroughNginx, 'the store-status WebSocket through nginx').toMatchObject({
        is_open: true,
      });
      summary.push(
        `realtime: order ${run.orderId} accepted through B, heard by the customer's sockets on A and through nginx`,
      );
    });

    it('an image uploaded through one process is served by all three', async () => {
      const run = await imageServedByAll(cluster);
      summary.push(`image ${run.imageUrl}: ${run.served.map((s) => `${s.server} ${s.status}`).join(', ')}`);
      for (const served of run.served) {
        expect(served, `process ${served.server}`).toMatchObject({ status: 200, type: 'image/webp' });
      }
      expect(new Set(run.served.map((s) => s.sha256)).size).toBe(1);
    });

    it("an order's answer deadline and a pause's end are each acted on once", async () => {
      const run = await deadlines.verify();
      summary.push(
        `deadline: order ${deadlines.orderId} rejected ${run.deadlineLateMs} ms after its deadline, order_updated heard ${run.customerHeard.length}× by the customer, ${run.deskHeard}× by the desk; pause ended ${run.pauseLateMs} ms after its end, resume heard ${run.resumesHeard}×`,
      );
      expect(run.socketsStayed).toBe(true);
      expect(run.order).toMatchObject({ approval_status: 3, timed_out: true });
      expect(run.customerHeard).toHaveLength(1);
      expect(run.timedOutAsExpected).toBe(true);
      expect(run.deskHeard).toBe(1);
      expect(run.store.paused_at).toBeNull();
      expect(run.store.resumed_at).not.toBeNull();
      expect(run.resumesHeard).toBe(1);
    });

    it('20 orders each accepted through all three processes at once: one ticket each on the kitchen printer', async () => {
      const run = await ticketsOnceAcrossProcesses(cluster, cluster.data.customers[CUSTOMERS + 2]!, 20);
      summary.push(
        `printer: 20 orders, accepts ${run.accepted} won and ${run.refused} refused, ${run.jobs} tickets printed`,
      );
      expect(run.accepted).toBe(20);
      expect(run.refused).toBe(40);
      expect(run.printed).toEqual(Array(20).fill(1));
      expect(run.jobs).toBe(20);
    });

    it('20 guests order with a coupon of 5 uses at once across the three processes: exactly 5 get it', async () => {
      const run = await couponRaceAcrossProcesses(cluster, 20, 5);
      summary.push(
        `coupon: 20 guests at once, ${run.discounted} orders with the saving, ${run.usedUp} refused as used up, ${run.redemptions} redemptions`,
      );
      expect(run.others).toEqual([]);
      expect(run.placed).toBe(5);
      expect(run.discounted).toBe(5);
      expect(run.usedUp).toBe(15);
      expect(run.redemptions).toBe(5);
    });

    it('300 orders from 20 customers while one process is killed: each in the database exactly once', async () => {
      const run = await ordersWhileOneIsKilled(
        cluster,
        cluster.data.customers.slice(0, CUSTOMERS),
        ORDERS_EACH,
      );
      summary.push(
        `kill -9 of C after ${run.killedAfter} orders: placed ${run.placed}, confirmed ${run.confirmed}, retried ${run.retried}, lost ${run.lost}, duplicated ${run.duplicated}`,
      );
      expect(run.confirmed).toBe(run.placed);
      expect(run.lost).toBe(0);
      expect(run.duplicated).toBe(0);
      expect(run.perCustomer).toEqual(Array(CUSTOMERS).fill(ORDERS_EACH));
    });

    it('a rolling restart of all three under load fails no request', async () => {
      const run = await rollingRestartUnderLoad(cluster, cluster.data.customers.slice(0, 6));
      summary.push(
        `rolling restart in ${run.seconds} s: ${run.requests} requests (${run.orders} orders), failed ${run.failed.length}, exit codes ${run.exitCodes.join(', ')}`,
      );
      expect(run.failed).toEqual([]);
      expect(run.exitCodes).toEqual([0, 0, 0]);
      expect(run.lost).toBe(0);
    });
  },
);
