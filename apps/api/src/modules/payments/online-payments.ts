import { APPROVAL_STATUS, type RefundRequest } from '@food/contract';
import { AppError } from '../../lib/errors.ts';
import { getStore } from '../stores/service.ts';
import { checkoutLines, type CheckoutOrder } from './checkout-lines.ts';
import { paymentKeys as keys, type ArrivalValues, type OnlinePaymentDeps } from './online-payment-deps.ts';
import {
  confirmCheckout,
  endCheckout,
  eventSeen,
  findOnlinePayment,
  findPaymentByCheckout,
  listOverdueCheckouts,
  listUnsettledOrders,
  recordEvent,
  saveCheckout,
} from './payments-repository.ts';
import type { CheckoutState, WebhookRefusal } from './provider.ts';
import { listPendingRefunds } from './refunds-repository.ts';
import { refundPayment, sendRefund, settlePayment } from './settle-payment.ts';

/** How long the customer has to pay on the hosted page; the order holds its slot meanwhile. */
export const CHECKOUT_MINUTES = 30;
/** The reconciliation asks the provider about a checkout this long after it should have ended. */
const RECONCILE_GRACE_MS = 5 * 60_000;

/** A checkout that completed with the money held or charged. */
type PaidState = Extract<CheckoutState, { state: 'held' | 'charged' }>;

/**
 * Online payment of orders (decisions: "Pay online"): the checkout of a new order, the provider's
 * word on it (webhook, return page, reconciliation) that puts the order on the desk or ends it, and
 * the money calls the restaurant's answer owes: capture at acceptance, release or refund at rejection.
 * Every change is a conditional write of the database and every money call carries a key derived from
 * the order, so racing webhooks, processes and retries change and charge once.
 */
export class OnlinePayments {
  constructor(protected readonly deps: OnlinePaymentDeps) {}

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
    const found = await findOnlinePayment(this.deps.db, orderId);
    if (found?.payment.status !== 'pending') return null;
    if (found.payment.checkoutUrl) return found.payment.checkoutUrl;
    const order = await this.deps.orders.checkoutOrder(this.deps.db, orderId);
    return order ? this.openCheckout({ ...order, customerEmail }) : null;
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
    if (!(await this.endCheckout(orderId, 'expired'))) return false;
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
      await this.endCheckout(orderId, status.state);
      return;
    }
    if (status.state !== 'held' && status.state !== 'charged') return;
    if (status.amountMinor !== found.payment.amountMinor || status.currency !== found.order.currency) {
      await this.refuseMismatch(found.payment.amountMinor, found.order, status);
      return;
    }
    const now = clock.now();
    const store = await getStore(db, found.order.storeId);
    const arrival = (order: { scheduledFor: Date | null }): ArrivalValues =>
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
    const order = await confirmCheckout(
      db,
      orderId,
      { from: 'pending', to: status.state === 'held' ? 'authorized' : 'paid' },
      { providerPaymentId: status.paymentId, paidAt: status.state === 'charged' ? now : null },
      (tx) => this.deps.orders.arrive(tx, orderId, arrival),
    );
    if (!order) {
      await this.returnLatePayment(orderId, status);
      return;
    }
    this.deps.events.created({
      id: order.id,
      storeId: order.storeId,
      approvalStatus: store.autoAccept ? APPROVAL_STATUS.accepted : APPROVAL_STATUS.pending,
    });
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
    order: { id: number; currency: string },
    status: PaidState,
  ): Promise<void> {
    if (await this.endCheckout(order.id, 'failed')) {
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

  /** The money call the order's answer owes, if any (`settlePayment`). */
  settle(orderId: number): Promise<void> {
    return settlePayment(this.deps, orderId);
  }

  /** `settle`, a failure logged: the reconciliation makes the call again with the same key. */
  async trySettle(orderId: number): Promise<void> {
    await this.settle(orderId).catch((err: unknown) =>
      this.deps.log.warn({ err, orderId }, 'The payment is not settled yet; it is tried again shortly'),
    );
  }

  /** The desk's refund of an order paid online (`refundPayment`), once the order is found in its store. */
  protected refundPayment(
    by: { storeId: number; userId: number },
    orderId: number,
    input: RefundRequest,
    requestKey: string,
  ): Promise<void> {
    return refundPayment(this.deps, by, orderId, input, requestKey);
  }

  /** The checkout ended unpaid: the payment moves from pending and the order is cancelled, once. */
  private endCheckout(orderId: number, to: 'expired' | 'failed'): Promise<boolean> {
    return endCheckout(this.deps.db, orderId, { from: 'pending', to }, (tx) =>
      this.deps.orders.cancelUnpaid(tx, orderId),
    );
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
          : this.endCheckout(orderId, 'failed').then(() => undefined),
      );
    }
    for (const orderId of await listUnsettledOrders(db)) {
      await attempt('Payment not settled', orderId, () => this.settle(orderId));
    }
    for (const refund of await listPendingRefunds(db)) {
      await attempt('Refund not confirmed', refund.orderId, () => sendRefund(this.deps, refund));
    }
  }
}
