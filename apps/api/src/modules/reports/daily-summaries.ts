import { addDays, daySlots, localDateOf } from '@food/opening-hours';
import { toMinor } from '@food/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { recipientLanguage, storeDefaultLanguage } from '../../lib/reader-language.ts';
import { listStoresWithDailySummary, type StoreDay } from '../stores/service.ts';
import { listStoreAdmins } from '../users/service.ts';
import { getProductsReport, getSalesReport } from './service.ts';
import { dailySummaryEmail } from './summary-email.ts';
import { claimDailySummary } from './summary-repository.ts';

/** How often each process looks for days whose summary is due; a summary goes out this long after closing at most. */
const CHECK_EVERY_MS = 5 * 60_000;
const TOP_PRODUCTS = 3;

export interface DailySummaryDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The back office's reports page, linked from the e-mail. */
  reportsUrl: string;
}

/**
 * The daily summary e-mails (opt-in per store): every process checks on a timer; a day is due once its
 * last opening range has closed, and its row in `daily_summaries` decides which process sends it, so it
 * goes once per store and day, across processes and restarts (yesterday's is caught up after one).
 */
export class DailySummaries {
  private timer: unknown = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly deps: DailySummaryDeps) {}

  start() {
    this.schedule(0);
  }

  async close() {
    this.closed = true;
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    if (this.closed) return;
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      this.running = this.run()
        .catch((err: unknown) => this.deps.log.error({ err }, 'Daily summaries failed'))
        .finally(() => {
          this.running = null;
          this.schedule(CHECK_EVERY_MS);
        });
    }, ms);
  }

  /** Sends the summaries that are due and not yet claimed. */
  async run(): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    for (const storeDay of await listStoresWithDailySummary(db, now)) {
      const { store, hours } = storeDay;
      const today = localDateOf(store.timezone, now);
      for (const day of [addDays(today, -1), today]) {
        const lastClose = daySlots(hours, day, 1).at(-1)?.end;
        if (!lastClose || now < lastClose) continue;
        if (await claimDailySummary(db, store.id, day)) await this.send(storeDay, day);
      }
    }
  }

  private async send({ store }: StoreDay, day: string) {
    const { db, clock, mailer } = this.deps;
    const range = { from: day, to: day };
    const [sales, products, admins] = await Promise.all([
      getSalesReport(db, store.id, { ...range, group: 'day' }, clock.now()),
      getProductsReport(db, store.id, range, clock.now()),
      listStoreAdmins(db, store.id),
    ]);
    const { orders, takings } = sales.total;
    for (const admin of admins) {
      mailer.sendLater(async () =>
        dailySummaryEmail({
          to: admin.email,
          language: recipientLanguage(admin.language, storeDefaultLanguage(store)),
          store,
          day,
          reportsUrl: this.deps.reportsUrl,
          placed: orders.placed,
          accepted: orders.accepted,
          rejected: orders.rejected,
          takingsMinor: toMinor(takings),
          topProducts: products.products.slice(0, TOP_PRODUCTS).map((product) => ({
            name: product.variant_name
              ? `${product.product_name} (${product.variant_name})`
              : product.product_name,
            quantity: product.quantity,
          })),
        }),
      );
    }
  }
}
