import type { Order, RefundRequest } from '@food/contract';
import {
  OnlinePayments as Payments,
  type OnlinePaymentDeps,
  type PaymentOrders,
} from '../payments/service.ts';
import { orderChange, toOrder } from './order-mapper.ts';
import { findOrder, findStoreOrder } from './orders-repository.ts';
import { cancelUnpaidOrder, numberPaidOrder } from './paid-orders-repository.ts';
import { orderNotFound } from './read-orders.ts';

/** What online payment asks of the orders: the order for its checkout, its arrival when paid, its end unpaid. */
const paidOrders: PaymentOrders = {
  async checkoutOrder(db, orderId) {
    const found = await findOrder(db, orderId);
    return found && { order: found.order, items: found.items };
  },
  arrive: numberPaidOrder,
  cancelUnpaid: cancelUnpaidOrder,
};

/**
 * The payments module's online payments wired to the orders (payments import no order code), with the
 * desk's refund answering the order it was made for.
 */
export class OnlinePayments extends Payments {
  constructor(deps: Omit<OnlinePaymentDeps, 'orders'>) {
    super({ ...deps, orders: paidOrders });
  }

  /** The desk refunds part or all of an order of its store paid online; answers the order as the desk sees it. */
  async refund(
    by: { storeId: number; userId: number },
    orderId: number,
    input: RefundRequest,
    requestKey: string,
  ): Promise<Order> {
    const { db, events } = this.deps;
    const order = await findStoreOrder(db, by.storeId, orderId);
    if (!order || order.number === null) throw orderNotFound(orderId);
    await this.refundPayment(by, orderId, input, requestKey);
    const updated = await findOrder(db, orderId);
    events.updated(orderChange(updated!.order));
    return toOrder(updated!, 'kitchen');
  }
}
