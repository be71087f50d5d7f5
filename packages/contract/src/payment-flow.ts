/** The payment methods a store may offer. */
export const PAYMENT_METHODS = ['cash', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Every state of an order's payment and every move out of it. Online: held when the customer pays
 * (`authorized`), charged when the restaurant accepts (`paid`), released when it rejects (`voided`);
 * a method that charges at once goes straight to `paid`, and a rejection refunds it. A checkout that
 * never completes ends `expired` or `failed`, and its order was never on the desk. Cash stays `pending`.
 */
const PAYMENT_FLOW = {
  pending: ['authorized', 'paid', 'expired', 'failed'],
  authorized: ['paid', 'voided'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
  voided: [],
  expired: [],
  failed: [],
} as const;

type PaymentFlow = typeof PAYMENT_FLOW;
export type PaymentStatus = keyof PaymentFlow;
export const PAYMENT_STATUSES = Object.keys(PAYMENT_FLOW) as [PaymentStatus, ...PaymentStatus[]];

/** A legal move of a payment, and only that: `{ from: 'voided', to: 'paid' }` does not type-check. */
export type PaymentMove = {
  [S in PaymentStatus]: { [T in PaymentFlow[S][number]]: { from: S; to: T } }[PaymentFlow[S][number]];
}[PaymentStatus];
