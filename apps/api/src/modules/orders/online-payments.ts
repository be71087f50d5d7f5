// Over 300 lines on purpose: one class holds every move of an online payment (checkout, webhook, answer,
// refund, reconciliation), so that each conditional write is read beside the money call it guards.
import { APPROVAL_STATUS, type Order, type RefundRequest } from '@food/contract';
import { formatMoney, toMinor } from '@food/money';
import { formatLocale } from '@food/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { OrderCounter } from '../../lib/metrics.ts';
import type { OrderEvents } from '../../realtime/order-events.ts';
import type { CheckoutState, PaymentProvider, WebhookRefusal } from '../payments/service.ts';
import { getStore } from '../stores/service.ts';
import { orderChange, toOrder } from './order-mapper.ts';
import { findOrder, findStoreOrder, type OrderRow } from './orders-repository.ts';
import {
  claimRefund,
  confirmCheckout,
  endCheckout,
  eventSeen,
  findOnlinePayment,
  findPaymentByCheckout,
  finishRefund,
  listOverdueCheckouts,
  listPendingRefunds,
  listUnsettledOrders,
  movePayment,
  recordEvent,
  saveCheckout,
  type ArrivalValues,
} from './payments-repository.ts';
import { orderNotFound } from './read-orders.ts';
import { checkoutLines, type CheckoutOrder } from './checkout-lines.ts';

/** How long the customer has to pay on the hosted page; the order holds its slot meanwhile. */
export const CHECKOUT_MINUTES = 30;
/** The reconciliation asks the provider about a checkout this long after it should have ended. */
const RECONCILE_GRACE_MS = 5 * 60_000;

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
}

/** A checkout that completed with the money held or charged. */
type PaidState = Extract<CheckoutState, { state: 'held' | 'charged' }>;

/** The idempotency keys of an order's money calls: the same for every try, on every process, after a restart. */
const keys = {
  checkout: (orderId: number) => `order-${orderId}-checkout`,
  capture: (orderId: number) => `order-${orderId}-capture`,
  release: (orderId: number) => `order-${orderId}-release`,
  answerRefund: (orderId: number) => `order-${orderId}-refund-on-answer`,
};

/**
 * Online payment of orders (decisions: "Pay online"): the checkout of a new order, the provider's
 * word on it (webhook, return page, reconciliation) that puts the order on the desk or ends it, and
 * the money calls the restaurant's answer owes: capture at acceptance, release or refund at rejection.
 * Every change is a conditional write of the database and every money call carries a key derived from
 * the order, so racing webhooks, processes and retries change and charge once.
 */
export class OnlinePayments {
  constructor(private readonly deps: OnlinePaymentDeps) {}

  /** Creates the order's checkout (the same one again for the same order) and answers its page. */
  async openCheckout(checkout: CheckoutOrder): Promise<string> {
    const { order } = checkout;
    const created = await this.deps.provider
      .createCheckout({
        orderId: order.id,
        amountMinor: order.totalMinor,
        currency: order.currency,
        lines: checkoutLines(checkout),
        successUrl: `${this.deps.publicUrl}/checkout/return?order=${order.id}`,
        cancelUrl: `${this.deps.publicUrl}/checkout?payment=cancelled&order=${order.id}`,
        expiresAt: new Date(order.createdAt.getTime() + CHECKOUT_MINUTES * 60_000),
        language: order.language,
        idempotencyKey: keys.checkout(order.id),
        customerEmail: checkout.customerEmail,
      })
      .catch((err: unknown) => {
        this.deps.log.error({ err, orderId: order.id }, 'The payment provider did not create a checkout');
        throw new AppError('payment_provider_unavailable');
      });
    await saveCheckout(this.deps.db, order.id, { checkoutId: created.checkoutId, checkoutUrl: created.url });
    return created.url;
  }

  /**
   * The page of an order's checkout, for a retried POST /orders: the one made before, or made now if
   * the provider did not answer the first time (its key makes it the same one). Null once not awaited.
   */
  async checkoutUrlOf(orderId: number, customerEmail: string | null): Promise<string | null> {
    const found = await findOrder(this.deps.db, orderId);
    if (!found || found.payment.status !== 'pending' || found.payment.paymentMethod !== 'online') return null;
    return found.payment.checkoutUrl ?? this.openCheckout({ ...found, customerEmail });
  }

  /**
   * The customer gives up an order awaiting its payment (back from the payment page, or paying for the
   * cart anew): it is cancelled at once, its slot and coupon given back, and its checkout expired at the
   * provider so that nobody pays on its page. A payment that completed meanwhile is given back, and one
   * that completes later is (`returnLatePayment`). False when the payment was no longer awaited.
   */
  async abandon(orderId: number): Promise<boolean> {
    const { db, provider, log } = this.deps;
    const found = await findOnlinePayment(db, orderId);
    if (found?.payment.status !== 'pending') return false;
    if (!(await endCheckout(db, orderId, { from: 'pending', to: 'expired' }))) return false;
    const { checkoutId } = found.payment;
    if (!checkoutId) return true;
    const expired = await provider.expireCheckout(checkoutId).catch((err: unknown) => {
      // It expires by itself at its end; a payment made before then is given back when it is heard of.
      log.warn({ err, orderId }, 'The payment provider did not expire an abandoned checkout');
      return null;
    });
    // Not open any more: paid (or expired) meanwhile; what the provider says now decides.
    if (expired && !expired.done) await this.followCheckout(checkoutId);
    return true;
  }

  /**
   * A webhook: why it is refused, or null once processed. A checkout event makes the order follow what
   * the provider says of its checkout now (never the event's body alone); each event is processed once.
   */
  async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookRefusal | null> {
    const event = this.deps.provider.parseWebhook(rawBody, signature);
    if (typeof event === 'string') return event;
    if (await eventSeen(this.deps.db, event.eventId)) return null;
    if (event.checkoutId) await this.followCheckout(event.checkoutId);
    await recordEvent(this.deps.db, event.eventId);
    return null;
  }

  /** The customer's return page asks before the webhook came: the provider's word, if it answers. */
  async refreshAwaited(orderId: number): Promise<void> {
    const found = await findOnlinePayment(this.deps.db, orderId);
    if (found?.payment.status !== 'pending' || !found.payment.checkoutId) return;
    await this.followCheckout(found.payment.checkoutId).catch((err: unknown) =>
      this.deps.log.warn({ err, orderId }, 'The payment provider did not answer about a checkout'),
    );
  }

  /**
   * The order follows its checkout as the provider tells it now: paid (held or charged), the order gets
   * its number and arrives on the desk as a new order does; ended unpaid, it is cancelled, never numbered.
   * The same in whatever order, and however often, the provider's events arrive.
   */
  private async followCheckout(checkoutId: string): Promise<void> {
    const { db, provider, clock } = this.deps;
    const found = await findPaymentByCheckout(db, checkoutId);
    if (!found) return;
    const orderId = found.order.id;
    const { status } = await provider.checkoutStatus(checkoutId);
    if (status.state === 'expired' || status.state === 'failed') {
      await endCheckout(db, orderId, { from: 'pending', to: status.state });
      return;
    }
    if (status.state !== 'held' && status.state !== 'charged') return;
    if (status.amountMinor !== found.payment.amountMinor || status.currency !== found.order.currency) {
      await this.refuseMismatch(found.payment.amountMinor, found.order, status);
      return;
    }
    const now = clock.now();
    const store = await getStore(db, found.order.storeId);
    const arrival = (order: OrderRow): ArrivalValues =>
      store.autoAccept
        ? {
            approvalStatus: APPROVAL_STATUS.accepted,
            answeredAt: now,
            readyAt: order.scheduledFor ?? new Date(now.getTime() + store.prepMinutes * 60_000),
            answerDeadline: null,
          }
        : {
            approvalStatus: APPROVAL_STATUS.pending,
            answeredAt: null,
            readyAt: null,
            answerDeadline: new Date(now.getTime() + store.orderTimeoutMinutes * 60_000),
          };
    const confirmed = await confirmCheckout(
      db,
      orderId,
      { from: 'pending', to: status.state === 'held' ? 'authorized' : 'paid' },
      { providerPaymentId: status.paymentId, paidAt: status.state === 'charged' ? now : null, arrival },
    );
    if (!confirmed) {
      await this.returnLatePayment(orderId, status);
      return;
    }
    const { order } = confirmed;
    this.deps.events.created({ id: order.id, storeId: order.storeId });
    this.deps.counter.count('placed');
    this.deps.orderArrived(order);
    if (store.autoAccept) await this.settle(orderId);
  }

  /**
   * The provider holds another amount or currency than the order asked for (a tampered or stale
   * checkout): the payment fails, the order, never on the desk, is cancelled, and the money goes back.
   */
  private async refuseMismatch(
    askedMinor: number,
    order: Pick<OrderRow, 'id' | 'currency'>,
    status: PaidState,
  ): Promise<void> {
    if (await endCheckout(this.deps.db, order.id, { from: 'pending', to: 'failed' })) {
      this.deps.log.error(
        {
          orderId: order.id,
          asked: { amountMinor: askedMinor, currency: order.currency },
          paid: { amountMinor: status.amountMinor, currency: status.currency },
        },
        'The payment does not match the order: the order ends and the money is given back',
      );
    }
    await this.returnLatePayment(order.id, status);
  }

  /**
   * Paid for an order that had ended before (its checkout given up on our side, or its amount wrong):
   * the money goes back. A payment confirmed already (a replayed event) owes nothing here.
   */
  private async returnLatePayment(orderId: number, status: PaidState): Promise<void> {
    const found = await findOnlinePayment(this.deps.db, orderId);
    if (found?.payment.status !== 'expired' && found?.payment.status !== 'failed') return;
    this.deps.log.warn({ orderId }, 'A payment completed for an order that had ended: it is given back');
    if (status.state === 'held') await this.deps.provider.cancel(status.paymentId, keys.release(orderId));
    else await this.deps.provider.refund(status.paymentId, status.amountMinor, keys.answerRefund(orderId));
  }

  /**
   * The money call the order's answer owes, if any: capture a held payment of an accepted order,
   * release one of a rejected or cancelled order, refund what was charged at once for one. A call the
   * provider does not answer stays owed and is made again, with the same key, by the reconciliation.
   */
  async settle(orderId: number): Promise<void> {
    const { db, provider, clock, log } = this.deps;
    const found = await findOnlinePayment(db, orderId);
    if (!found?.payment.providerPaymentId) return;
    const { payment, order } = found;
    const paymentId = payment.providerPaymentId!;
    const accepted = order.approvalStatus === APPROVAL_STATUS.accepted;
    const ended =
      order.approvalStatus === APPROVAL_STATUS.rejected || order.approvalStatus === APPROVAL_STATUS.cancelled;
    if (payment.status === 'authorized' && accepted) {
      const result = await provider.capture(paymentId, keys.capture(orderId));
      if (result.done)
        await movePayment(db, orderId, { from: 'authorized', to: 'paid' }, { paidAt: clock.now() });
      else {
        log.error(
          { orderId, reason: result.reason },
          'The held payment of an accepted order could not be captured',
        );
        await movePayment(db, orderId, { from: 'authorized', to: 'voided' });
      }
      return;
    }
    if (payment.status === 'authorized' && ended) {
      const result = await provider.cancel(paymentId, keys.release(orderId));
      if (!result.done)
        log.warn({ orderId, reason: result.reason }, 'The provider refused to release a hold');
      await movePayment(db, orderId, { from: 'authorized', to: 'voided' });
      return;
    }
    if ((payment.status === 'paid' || payment.status === 'partially_refunded') && ended) {
      const claimed = await claimRefund(db, orderId, {
        amountMinor: null,
        reason: 'Order not accepted',
        idempotencyKey: keys.answerRefund(orderId),
        createdBy: null,
        createdAt: clock.now(),
      });
      if ('refund' in claimed) await this.sendRefund(claimed.refund);
    }
  }

  /** `settle`, a failure logged: the reconciliation makes the call again with the same key. */
  async trySettle(orderId: number): Promise<void> {
    await this.settle(orderId).catch((err: unknown) =>
      this.deps.log.warn({ err, orderId }, 'The payment is not settled yet; it is tried again shortly'),
    );
  }

  private async sendRefund(refund: Awaited<ReturnType<typeof listPendingRefunds>>[number]): Promise<void> {
    if (refund.status !== 'pending') return;
    const found = await findOnlinePayment(this.deps.db, refund.orderId);
    if (!found?.payment.providerPaymentId) return;
    const result = await this.deps.provider.refund(
      found.payment.providerPaymentId,
      refund.amountMinor,
      refund.idempotencyKey,
    );
    await finishRefund(this.deps.db, refund, result);
  }

  /**
   * The desk refunds part or all of an order paid online: its own row, never a change of the order.
   * More than is left answers 422 with what is left; the provider not answering leaves it pending,
   * sent again by the reconciliation with the same key.
   */
  async refund(
    by: { storeId: number; userId: number },
    orderId: number,
    input: RefundRequest,
    requestKey: string,
  ): Promise<Order> {
    const { storeId } = by;
    const { db, clock, log } = this.deps;
    const order = await findStoreOrder(db, storeId, orderId);
    if (!order || order.number === null) throw orderNotFound(orderId);
    const found = await findOnlinePayment(db, orderId);
    if (!found || !['paid', 'partially_refunded', 'refunded'].includes(found.payment.status)) {
      throw new AppError('order_not_paid_online');
    }
    const claimed = await claimRefund(db, orderId, {
      amountMinor: toMinor(input.amount),
      reason: input.reason,
      idempotencyKey: `order-${orderId}-refund-${requestKey}`,
      createdBy: by.userId,
      createdAt: clock.now(),
    });
    if ('left' in claimed) {
      const store = await getStore(db, storeId);
      throw fieldError('refund_too_large', 'amount', {
        left: (language) =>
          formatMoney(claimed.left, {
            currency: store.currency,
            locale: formatLocale(language, store.locale),
          }),
      });
    }
    await this.sendRefund(claimed.refund).catch((err: unknown) =>
      log.warn({ err, orderId }, 'The refund was not confirmed yet; it is sent again shortly'),
    );
    const updated = await findOrder(db, orderId);
    this.deps.events.updated(orderChange(updated!.order));
    return toOrder(updated!, 'kitchen');
  }

  /**
   * The reconciliation pass (from the deadline runs, every few minutes): asks the provider about
   * checkouts that should have ended, makes the money calls still owed and sends the refunds not yet
   * confirmed, each with its first key.
   */
  async reconcile(): Promise<void> {
    const { db, clock, log } = this.deps;
    const now = clock.now();
    const attempt = (what: string, orderId: number, call: () => Promise<void>) =>
      call().catch((err: unknown) => log.warn({ err, orderId }, `${what}: tried again in the next pass`));
    for (const { orderId, checkoutId } of await listOverdueCheckouts(
      db,
      new Date(now.getTime() - RECONCILE_GRACE_MS),
    )) {
      await attempt('Checkout not confirmed', orderId, () =>
        checkoutId
          ? this.followCheckout(checkoutId)
          : endCheckout(db, orderId, { from: 'pending', to: 'failed' }).then(() => undefined),
      );
    }
    for (const orderId of await listUnsettledOrders(db)) {
      await attempt('Payment not settled', orderId, () => this.settle(orderId));
    }
    for (const refund of await listPendingRefunds(db)) {
      await attempt('Refund not confirmed', refund.orderId, () => this.sendRefund(refund));
    }
  }
}
