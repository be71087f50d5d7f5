import type { Config } from './config/env.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import type { Metrics } from './lib/metrics.ts';
import type { LoginLimits } from './lib/login-limits.ts';
import type { Mailer } from './lib/mailer.ts';
import type { ImageStore } from './modules/images/service.ts';
import type { StoreChanges } from './lib/store-changes.ts';
import type { OnlinePayments, OrderDeadlines } from './modules/orders/service.ts';
import type { OrderEvents } from './realtime/order-events.ts';
import type { SessionSockets } from './realtime/session-sockets.ts';

/** What route modules need from the outside; built once by buildApp. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  /** The picture files: in PostgreSQL, or in UPLOAD_DIR on the embedded database. */
  images: ImageStore;
  /** Announces back-office changes to caches and live sockets, across processes with Redis. */
  changes: StoreChanges;
  /** Order events for the sockets; live once buildApp has attached socket.io. */
  orderEvents: OrderEvents;
  /** Rejects unanswered orders at their deadline; started once the app is ready. */
  orderDeadlines: OrderDeadlines;
  clock: Clock;
  /** One for the app: close() waits for the e-mails still being sent. */
  mailer: Mailer;
  /** Ends the live sockets of revoked sessions; live once buildApp has attached socket.io. */
  sessionSockets: SessionSockets;
  /** Login attempts counted before the password is checked, shared by every process through Redis. */
  loginLimits: LoginLimits;
  /** Starting, serving or draining: what /api/health/ready reports. */
  lifecycle: Lifecycle;
  /** Prometheus metrics; the order services count through `metrics.orders`. */
  metrics: Metrics;
  /** Online payment (Stripe); null without its keys: only cash is offered. */
  onlinePayments: OnlinePayments | null;
}
