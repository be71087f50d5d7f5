import { ROLE, UPLOAD_MAX_BYTES } from '@food/contract';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { setTimeout } from 'node:timers/promises';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppContext } from './app-context.ts';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { keepDemoOpen } from './db/seed/demo-open.ts';
import { createAttemptCounter } from './lib/attempt-counter.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { Api } from './lib/http.ts';
import { registerApiRoutes } from './api-routes.ts';
import { fastifyOptions } from './fastify-options.ts';
import { createLifecycle } from './lib/lifecycle.ts';
import { createMetrics } from './lib/metrics.ts';
import { createLoginLimits } from './lib/login-limits.ts';
import { createMailer } from './lib/mailer.ts';
import { connectRedis } from './lib/redis.ts';
import { createStoreChanges } from './lib/store-changes.ts';
import { authenticate } from './modules/auth/service.ts';
import { serveUploads } from './modules/images/serve-routes.ts';
import { imageStoreFor } from './modules/images/service.ts';
import {
  countPendingOrders,
  getOrder,
  hasGuestKey,
  OnlinePayments,
  OrderDeadlines,
} from './modules/orders/service.ts';
import { DailySummaries } from './modules/reports/daily-summaries.ts';
import { paymentProviderFor } from './modules/payments/service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerFrameworkAnswers } from './plugins/framework-answers.ts';
import { registerLanguage } from './plugins/language.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerMenuCache } from './plugins/menu-cache.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerChangeNotices } from './plugins/store-changes.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { findStoreSchedule } from './modules/stores/service.ts';
import { ConnectionsPerAddress } from './realtime/connections-per-address.ts';
import { attachRealtime } from './realtime/io.ts';
import { createOrderEvents } from './realtime/order-events.ts';
import { withOrderEmails } from './modules/receipts/send-order-emails.ts';
import { EscposWorker } from './modules/printers/escpos-worker.ts';
import { queueMissedTickets } from './modules/printers/service.ts';
import { withKitchenTickets } from './modules/printers/kitchen-tickets.ts';
import { printerAddresses, type HostLookup } from './modules/printers/printer-host.ts';
import { createPrintEvents } from './realtime/print-events.ts';
import { createSessionSockets } from './realtime/session-sockets.ts';
import { StoreStatusHub } from './realtime/store-status-hub.ts';
import { attachStoreStatusSocket } from './realtime/store-status-ws.ts';

export interface BuildOptions {
  /** Prefix of the keys and channels this app uses in Redis (default REDIS_PREFIX); tests give each app its own. */
  redisNamespace?: string;
  /** The time of every rule (deadlines, opening hours, token expiry, login windows, caches); tests move a fake one. */
  clock?: Clock;
  /** Resolves the host names of network printers (default: the system's resolver); tests answer for it. */
  lookupHost?: HostLookup;
  /**
   * The demo runs (`--seed-demo`): it takes orders whatever the day and hour (db/seed/demo-open.ts), and
   * without SMTP, e-mails are printed whole to the log (lib/mailer.ts).
   */
  demo?: boolean;
}

export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  options: BuildOptions = {},
) {
  const app = Fastify(fastifyOptions(config, logger, options.demo)).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every answer carries the headers, also one refused by a later hook.
  const security = registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  registerErrorHandling(app);
  registerFrameworkAnswers(app);
  const metrics = createMetrics();
  registerMetrics(app, metrics, config.metricsToken);
  const clock = options.clock ?? systemClock;
  const guardedRoutes = registerAuth(app, { db: database.db, clock });

  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;
  const redisPrefix = options.redisNamespace ?? config.redisPrefix;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  // Before every route: it compresses the answers of the routes registered after it.
  await registerCompression(app);
  await registerOpenApi(app, security);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 30, parts: 31 },
  });
  // The counters behind limitRequests(): in memory, or in Redis so that every process shares them.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${redisPrefix}:rate-limit:` } : {}),
  });

  const changes = await createStoreChanges(
    app.log,
    config.redisUrl ? { url: config.redisUrl, namespace: redisPrefix } : undefined,
  );
  app.addHook('onClose', () => changes.close());
  registerChangeNotices(app, changes);
  registerLanguage(app, { db: database.db, changes, storeId: config.storeId });
  registerMenuCache(app, changes, clock);
  if (options.demo) {
    const demoOpen = keepDemoOpen({
      db: database.db,
      clock,
      changes,
      onError: (err) => app.log.error({ err }, 'The demo could not open around the clock'),
    });
    app.addHook('onReady', () => demoOpen.ready);
    app.addHook('onClose', async () => demoOpen.stop());
  }

  const lifecycle = createLifecycle();
  app.addHook('onListen', async () => lifecycle.serving());
  const sessionSockets = createSessionSockets();
  const mailer = createMailer(config, app.log, { demo: options.demo });
  const printEvents = createPrintEvents();
  const printerDeps = {
    db: database.db,
    events: printEvents,
    now: () => clock.now(),
    wake: () => escposWorker.wake(),
    addresses: printerAddresses(config.printerNetworks, options.lookupHost),
  };
  const escposWorker = new EscposWorker(printerDeps, clock, app.log);
  const orderEvents = withKitchenTickets(
    withOrderEmails(createOrderEvents(), { db: database.db, mailer, publicUrl: config.publicUrl }),
    printerDeps,
    app.log,
  );
  const paymentProvider = paymentProviderFor(config);
  const onlinePayments =
    paymentProvider &&
    new OnlinePayments({
      db: database.db,
      clock,
      provider: paymentProvider,
      events: orderEvents,
      counter: metrics.orders,
      log: app.log,
      publicUrl: config.publicUrl,
      orderArrived: (order) => orderDeadlines.orderPlaced(order),
    });
  const orderDeadlines = new OrderDeadlines({
    db: database.db,
    events: orderEvents,
    changes,
    mailer,
    clock,
    log: app.log,
    deskUrl: `${config.publicUrl}/admin/orders`,
    counter: metrics.orders,
    onlinePayments,
  });
  const dailySummaries = new DailySummaries({
    db: database.db,
    clock,
    mailer,
    log: app.log,
    reportsUrl: `${config.publicUrl}/admin/reports`,
  });
  const context: AppContext = {
    config,
    database,
    db: database.db,
    images: imageStoreFor(database, config.uploadDir),
    changes,
    orderEvents,
    orderDeadlines,
    clock,
    mailer,
    sessionSockets,
    loginLimits: createLoginLimits(createAttemptCounter(redis, `${redisPrefix}:attempts:`, app.log, clock)),
    lifecycle,
    metrics,
    onlinePayments,
  };
  await app.register(async (api: Api) => registerApiRoutes(api, context, { redis, printerDeps }), {
    prefix: '/api',
  });

  serveUploads(app, context.images);
  const statusHub = new StoreStatusHub(
    (storeId) => findStoreSchedule(database.db, storeId, clock.now()),
    clock,
  );
  await registerWebStatic(app, {
    storeStatus: () => statusHub.current(config.storeId),
    webDistDir: config.webDistDir,
    storeId: config.storeId,
    security,
  });
  const io = await attachRealtime(
    app,
    (token) => authenticate({ db: database.db, clock }, token),
    (orderId, key, user) =>
      key !== undefined
        ? hasGuestKey(database.db, orderId, key, clock.now())
        : user?.roleId === ROLE.customer
          ? getOrder(database.db, user, orderId).then(() => true)
          : Promise.resolve(false),
    config.redisUrl ? { url: config.redisUrl, namespace: redisPrefix } : undefined,
    new ConnectionsPerAddress(config.trustProxy),
  );
  orderEvents.bind(io);
  printEvents.bind(io);
  sessionSockets.bind(io);
  app.addHook('onReady', async () => orderDeadlines.start());
  app.addHook('onReady', async () => dailySummaries.start());
  app.addHook('onReady', async () => {
    await queueMissedTickets(printerDeps);
    escposWorker.start();
  });
  app.addHook('onClose', async () => {
    await orderDeadlines.close();
    await escposWorker.close();
    await dailySummaries.close();
    await mailer.close();
  });
  changes.subscribe(({ storeId, kind }) => {
    if (kind === 'catalogue') statusHub.menuChanged(storeId);
    else void statusHub.hoursChanged(storeId).catch((err) => app.log.error({ err }, 'Status push failed'));
  });
  const statusSockets = attachStoreStatusSocket(app, statusHub, new ConnectionsPerAddress(config.trustProxy));
  metrics.watch({
    pendingOrders: () => countPendingOrders(database.db),
    sockets: () => {
      let desks = 0;
      for (const socket of io.sockets.sockets.values())
        if (socket.data.user?.roleId === ROLE.storeAdmin) desks++;
      return {
        order_desk: desks,
        customer: io.sockets.sockets.size - desks,
        store_status: statusSockets.connections(),
      };
    },
    databasePool: () => database.poolUse(),
  });
  /**
   * SIGTERM's way out: not ready at once, so that a load balancer checking /api/health/ready stops
   * sending requests; still serving for DRAIN_DELAY_MS, then closing: no new connections, the requests
   * in flight finish, the sockets are told to reconnect (to another process, through the balancer).
   */
  async function drain() {
    lifecycle.draining();
    if (config.drainDelayMs > 0) await setTimeout(config.drainDelayMs);
    // Node closes the idle keep-alive connections once, as the server closes; one still answering then
    // would be kept alive afterwards (a balancer's, for 65 s) and hold the shutdown: close each as it idles.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(closeIdle);
    }
  }
  return Object.assign(app, { io, orderDeadlines, onlinePayments, drain, guardedRoutes });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
