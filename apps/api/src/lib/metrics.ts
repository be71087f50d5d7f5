import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What happens to orders, counted once per order and step by the process that did it. */
export type OrderEvent = 'placed' | 'accepted' | 'rejected' | 'timed_out' | 'cancelled';
const ORDER_EVENTS: OrderEvent[] = ['placed', 'accepted', 'rejected', 'timed_out', 'cancelled'];

/** The order services' share of the metrics. */
export interface OrderCounter {
  count(event: OrderEvent): void;
}

type SocketKind = 'order_desk' | 'customer' | 'store_status';

/** Read at every scrape, from the parts of the app that know. */
export interface MetricSources {
  /** Orders waiting for an answer, per store (every process sees the same database). */
  pendingOrders(): Promise<{ storeId: number; count: number }[]>;
  /** This process's open sockets. */
  sockets(): Record<SocketKind, number>;
  /** PostgreSQL's connection pool; null on the embedded database, which has no pool. */
  databasePool(): { inUse: number; idle: number; waiting: number } | null;
}

/** One registry per app (tests build several in a process), with Node's own metrics (event-loop lag...). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern (never the raw URL)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'food_orders_total',
    help: 'Orders placed, accepted, rejected, and rejected because nobody answered in time',
    labelNames: ['event'] as const,
    registers: [registry],
  });
  for (const event of ORDER_EVENTS) orders.inc({ event }, 0);

  return {
    registry,
    requestDuration,
    orders: { count: (event: OrderEvent) => orders.inc({ event }) } satisfies OrderCounter,
    watch(sources: MetricSources) {
      new Gauge({
        name: 'food_orders_pending',
        help: 'Orders waiting for the restaurant to answer, by store',
        labelNames: ['store_id'] as const,
        registers: [registry],
        async collect() {
          this.reset();
          for (const { storeId, count } of await sources.pendingOrders()) {
            this.set({ store_id: String(storeId) }, count);
          }
        },
      });
      new Gauge({
        name: 'food_sockets_connected',
        help: "This process's open sockets: order desks and customers on socket.io, store status on /ws",
        labelNames: ['kind'] as const,
        registers: [registry],
        collect() {
          for (const [kind, count] of Object.entries(sources.sockets())) this.set({ kind }, count);
        },
      });
      new Gauge({
        name: 'food_db_pool_connections',
        help: "PostgreSQL connections of this process's pool: in use, idle, and requests waiting for one",
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const pool = sources.databasePool();
          if (!pool) return;
          this.set({ state: 'in_use' }, pool.inUse);
          this.set({ state: 'idle' }, pool.idle);
          this.set({ state: 'waiting' }, pool.waiting);
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
