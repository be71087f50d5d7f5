// The orders module's door: the app and other modules reach it through this file only.
export { advanceFulfilment, answerOrder } from './answer-order.ts';
export { cancelOrder } from './cancel-order.ts';
export { eraseCustomerFromOrders, hasOrderInProgressSince } from './customer-data-repository.ts';
export { OrderDeadlines } from './deadlines.ts';
export { OnlinePayments } from './paid-orders.ts';
export { placeOrder } from './place-order.ts';
export { searchOrders } from './search-orders.ts';
export {
  getGuestOrder,
  getOrder,
  listDeskOrders,
  listOrdersOf,
  orderNotFound,
  requireGuestKey,
  storeDayStats,
} from './read-orders.ts';
export { attachGuestOrders } from './customer-data-repository.ts';
export { hasGuestKey, newGuestOrderLink } from './guest-keys.ts';
export { countOrdersInProgress, countPendingOrders, hasPlacedOrder } from './stats-repository.ts';
export type { HourCount } from './stats-repository.ts';
export { hasEarlierOrder } from './order-coupon.ts';
export { orderVatParts, toOrder } from './order-mapper.ts';
export { findOrder, findOrderRow, withLines, type OrderWithLines } from './orders-repository.ts';
