import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { orders } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OrderCounter } from '../../lib/metrics.ts';
import type { OrderEvents } from '../../realtime/order-events.ts';
import type { CheckoutOrder } from './checkout-lines.ts';
import type { PaymentProvider } from './provider.ts';

type OrderRow = typeof orders.$inferSelect;

/** How a paid order arrives on the desk: pending with its deadline, or accepted at once (auto-accept). */
export type ArrivalValues = Pick<OrderRow, 'approvalStatus' | 'answeredAt' | 'readyAt' | 'answerDeadline'>;

/**
 * What online payment asks of the orders. The orders module hands it in, so that payments import no
 * order code; the calls that write run in the transaction (`tx`) of the payment's move.
 */
export interface PaymentOrders {
  /** The order as its checkout shows it (the e-mail aside); undefined when there is none. */
  checkoutOrder(db: Database, orderId: number): Promise<Omit<CheckoutOrder, 'customerEmail'> | undefined>;
  /** The order paid for takes its store's next number and arrives on the desk as `arrival` says. */
  arrive(tx: Database, orderId: number, arrival: (order: OrderRow) => ArrivalValues): Promise<OrderRow>;
  /** The order whose checkout ended unpaid is cancelled, never numbered, which frees its slot. */
  cancelUnpaid(tx: Database, orderId: number): Promise<void>;
}

export interface OnlinePaymentDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  events: OrderEvents;
  counter: OrderCounter;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Wakes the deadline scheduler for an order that just arrived on the desk. */
  orderArrived(order: Pick<OrderRow, 'createdAt' | 'answerDeadline'>): void;
  orders: PaymentOrders;
}

/** The idempotency keys of an order's money calls: the same for every try, on every process, after a restart. */
export const paymentKeys = {
  checkout: (orderId: number) => `order-${orderId}-checkout`,
  capture: (orderId: number) => `order-${orderId}-capture`,
  release: (orderId: number) => `order-${orderId}-release`,
  answerRefund: (orderId: number) => `order-${orderId}-refund-on-answer`,
};
