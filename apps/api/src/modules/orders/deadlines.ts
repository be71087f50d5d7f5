import { isPausedAt } from '@food/opening-hours';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { OrderCounter } from '../../lib/metrics.ts';
import type { StoreChanges } from '../../lib/store-changes.ts';
import { recipientLanguage, storeDefaultLanguage } from '../../lib/reader-language.ts';
import type { OrderEvents } from '../../realtime/order-events.ts';
import { getStore, pauseOf, pauseStore, resumeEndedPauses } from '../stores/service.ts';
import { listStoreAdmins } from '../users/service.ts';
import {
  DESK_ALERT_AFTER_MS,
  IDLE_CHECK_MS,
  PAUSE_AFTER_UNANSWERED,
  nextWakeAt,
  shouldPause,
} from './deadline-rules.ts';
import { deskAlertEmail } from './desk-alert-email.ts';
import {
  claimDeskAlert,
  findPendingTimes,
  latestAnswers,
  listUnalertedPendingOrders,
  rejectOverdueOrders,
} from './deadlines-repository.ts';
import { deleteExpiredIdempotencyKeys } from './idempotency-repository.ts';
import { orderChange } from './order-mapper.ts';
import type { OnlinePayments } from '../payments/service.ts';
import type { DeskOrderRow, OrderRow } from './orders-repository.ts';

export interface OrderDeadlineDeps {
  db: Database;
  events: OrderEvents;
  changes: StoreChanges;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The order desk's address, for the e-mails. */
  deskUrl: string;
  counter: OrderCounter;
  /** Online payment: rejected orders release their hold, and the reconciliation runs with the deadlines. */
  onlinePayments: OnlinePayments | null;
}

/** How often the payments' reconciliation runs (within the deadline runs, at least once a minute). */
const RECONCILE_EVERY_MS = 2 * 60_000;

/**
 * One per process: rejects pending orders at their answer deadline (decisions §5), e-mails a store's
 * administrators when an order has waited 2 minutes with no order desk connected, pauses a store
 * whose orders keep going unanswered, resumes a store whose pause has reached its end, and deletes expired
 * Idempotency-Keys. Deadlines live in the database: the timer is armed from it on
 * start, after every run and (in this process) when an order is placed. Every change is a conditional
 * UPDATE, so with several processes waking at the same deadline each order is rejected, and each
 * e-mail sent, by exactly one of them; only that one announces it.
 */
export class OrderDeadlines {
  private timer: unknown;
  private armedFor = Infinity;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private reconciledAt = -Infinity;

  constructor(private readonly deps: OrderDeadlineDeps) {}

  start(): void {
    this.trigger();
  }

  /** A new order: wake for its desk check or deadline if that comes before the next wake-up. */
  orderPlaced(order: Pick<OrderRow, 'createdAt' | 'answerDeadline'>): void {
    if (this.running) {
      // The run in progress may have read the pending orders before this one was committed.
      this.again = true;
      return;
    }
    const at = nextWakeAt(this.deps.clock.now(), {
      nextDeadline: order.answerDeadline,
      nextUncheckedPlacedAt: order.createdAt,
    });
    if (at < this.armedFor) this.arm(at);
  }

  /** Something is due at `at` (a pause's end set in this process): wake then if nothing comes earlier. */
  wakeAt(at: Date): void {
    if (this.running) {
      this.again = true;
      return;
    }
    if (at.getTime() < this.armedFor) this.arm(at.getTime());
  }

  /** Resolves once no run is in progress. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.deps.clock.clearTimeout(this.timer);
    await this.running;
  }

  private trigger(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => (this.running = null));
  }

  private async loop(): Promise<void> {
    const { clock, log } = this.deps;
    for (;;) {
      this.again = false;
      let next: number;
      try {
        const nextPauseEnd = await this.run(clock.now());
        next = Math.min(
          nextPauseEnd?.getTime() ?? Infinity,
          nextWakeAt(
            clock.now(),
            await findPendingTimes(this.deps.db, new Date(clock.now().getTime() - DESK_ALERT_AFTER_MS)),
          ),
        );
      } catch (err) {
        log.error({ err }, 'Order deadlines could not be checked; trying again shortly');
        next = clock.now().getTime() + IDLE_CHECK_MS;
      }
      if (this.closed) return;
      // A deadline that passed while this run worked is handled now rather than through a timer.
      if (!this.again && next > clock.now().getTime()) {
        this.arm(next);
        return;
      }
    }
  }

  private arm(at: number): void {
    const { clock } = this.deps;
    clock.clearTimeout(this.timer);
    this.armedFor = at;
    this.timer = clock.setTimeout(
      () => {
        this.armedFor = Infinity;
        this.trigger();
      },
      Math.max(at - clock.now().getTime(), 0),
    );
  }

  /** Does what is due; answers the next end of a pause. */
  private async run(now: Date): Promise<Date | null> {
    const { db, events, clock, changes, counter } = this.deps;
    const nextPauseEnd = await resumeEndedPauses({ db, clock, changes, events });
    const rejected = await rejectOverdueOrders(db, now);
    for (const order of rejected) {
      events.updated(orderChange(order));
      counter.count('timed_out');
      await this.deps.onlinePayments?.trySettle(order.id);
    }
    for (const storeId of new Set(rejected.map((order) => order.storeId))) {
      await this.pauseIfUnattended(storeId);
    }
    await this.alertUnattendedStores(now);
    await deleteExpiredIdempotencyKeys(db, now);
    if (this.deps.onlinePayments && now.getTime() - this.reconciledAt >= RECONCILE_EVERY_MS) {
      this.reconciledAt = now.getTime();
      await this.deps.onlinePayments.reconcile();
    }
    return nextPauseEnd;
  }

  private async pauseIfUnattended(storeId: number): Promise<void> {
    const { db, clock, changes, events, log } = this.deps;
    const store = await getStore(db, storeId);
    if (isPausedAt(pauseOf(store), clock.now())) return;
    if (!shouldPause(await latestAnswers(db, storeId, store.resumedAt, PAUSE_AFTER_UNANSWERED))) return;
    if (await pauseStore({ db, clock, changes, events }, storeId)) {
      log.warn({ storeId }, `Store paused: ${PAUSE_AFTER_UNANSWERED} orders in a row went unanswered`);
    }
  }

  private async alertUnattendedStores(now: Date): Promise<void> {
    const { db, events } = this.deps;
    const due = await listUnalertedPendingOrders(db, new Date(now.getTime() - DESK_ALERT_AFTER_MS));
    const byStore = new Map<number, DeskOrderRow[]>();
    for (const order of due) byStore.set(order.storeId, [...(byStore.get(order.storeId) ?? []), order]);
    for (const [storeId, orders] of byStore) {
      if (await events.deskConnected(storeId)) continue;
      const store = await getStore(db, storeId);
      const admins = await listStoreAdmins(db, storeId);
      for (const order of orders) {
        if (!(await claimDeskAlert(db, order.id, now))) continue;
        for (const admin of admins) {
          const language = recipientLanguage(admin.language, storeDefaultLanguage(store));
          this.deps.mailer.sendLater(async () =>
            deskAlertEmail({ to: admin.email, language, store, order, link: this.deps.deskUrl }),
          );
        }
      }
    }
  }
}
