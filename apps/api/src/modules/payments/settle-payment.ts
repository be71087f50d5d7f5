import { APPROVAL_STATUS, type RefundRequest } from '@food/contract';
import { formatMoney, toMinor } from '@food/money';
import { formatLocale } from '@food/i18n';
import { AppError, fieldError } from '../../lib/errors.ts';
import { getStore } from '../stores/service.ts';
import { paymentKeys, type OnlinePaymentDeps } from './online-payment-deps.ts';
import { findOnlinePayment, movePayment } from './payments-repository.ts';
import { claimRefund, finishRefund, type RefundRow } from './refunds-repository.ts';

/**
 * The money call the order's answer owes, if any: capture a held payment of an accepted order,
 * release one of a rejected or cancelled order, refund what was charged at once for one. A call the
 * provider does not answer stays owed and is made again, with the same key, by the reconciliation.
 */
export async function settlePayment(deps: OnlinePaymentDeps, orderId: number): Promise<void> {
  const { db, provider, clock, log } = deps;
  const found = await findOnlinePayment(db, orderId);
  if (!found?.payment.providerPaymentId) return;
  const { payment, order } = found;
  const paymentId = payment.providerPaymentId!;
  const accepted = order.approvalStatus === APPROVAL_STATUS.accepted;
  const ended =
    order.approvalStatus === APPROVAL_STATUS.rejected || order.approvalStatus === APPROVAL_STATUS.cancelled;
  if (payment.status === 'authorized' && accepted) {
    const result = await provider.capture(paymentId, paymentKeys.capture(orderId));
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
    const result = await provider.cancel(paymentId, paymentKeys.release(orderId));
    if (!result.done) log.warn({ orderId, reason: result.reason }, 'The provider refused to release a hold');
    await movePayment(db, orderId, { from: 'authorized', to: 'voided' });
    return;
  }
  if ((payment.status === 'paid' || payment.status === 'partially_refunded') && ended) {
    const claimed = await claimRefund(db, orderId, {
      amountMinor: null,
      reason: 'Order not accepted',
      idempotencyKey: paymentKeys.answerRefund(orderId),
      createdBy: null,
      createdAt: clock.now(),
    });
    if ('refund' in claimed) await sendRefund(deps, claimed.refund);
  }
}

/** Asks the provider for a refund written before, and writes its answer. */
export async function sendRefund(deps: OnlinePaymentDeps, refund: RefundRow): Promise<void> {
  if (refund.status !== 'pending') return;
  const found = await findOnlinePayment(deps.db, refund.orderId);
  if (!found?.payment.providerPaymentId) return;
  const result = await deps.provider.refund(
    found.payment.providerPaymentId,
    refund.amountMinor,
    refund.idempotencyKey,
  );
  await finishRefund(deps.db, refund, result);
}

/**
 * The desk refunds part or all of an order paid online: its own row, never a change of the order.
 * More than is left answers 422 with what is left; the provider not answering leaves it pending,
 * sent again by the reconciliation with the same key. The caller has found the order in its store.
 */
export async function refundPayment(
  deps: OnlinePaymentDeps,
  by: { storeId: number; userId: number },
  orderId: number,
  input: RefundRequest,
  requestKey: string,
): Promise<void> {
  const { db, clock, log } = deps;
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
    const store = await getStore(db, by.storeId);
    throw fieldError('refund_too_large', 'amount', {
      left: (language) =>
        formatMoney(claimed.left, {
          currency: store.currency,
          locale: formatLocale(language, store.locale),
        }),
    });
  }
  await sendRefund(deps, claimed.refund).catch((err: unknown) =>
    log.warn({ err, orderId }, 'The refund was not confirmed yet; it is sent again shortly'),
  );
}
