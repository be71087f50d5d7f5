// The payments module's door: the payment provider, the online payments of orders and their checkouts'
// limit per client, and the payment rows the orders show.
import type { Config } from '../../config/env.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe-provider.ts';

export { minimumChargeMinor } from './minimum-charge.ts';
export type { ArrivalValues, OnlinePaymentDeps, PaymentOrders } from './online-payment-deps.ts';
export { CHECKOUT_MINUTES, OnlinePayments } from './online-payments.ts';
export { paymentsOf, type PaymentRow } from './payments-repository.ts';
export type { PaymentProvider } from './provider.ts';
export { refundsOf, type RefundRow } from './refunds-repository.ts';
export { claimUnpaidCheckout, clientAddressKey, type CheckoutClient } from './unpaid-checkouts.ts';

/** The provider for online payment; null when no keys are configured (cash only). */
export const paymentProviderFor = (config: Config): PaymentProvider | null =>
  config.stripe ? stripeProvider(config.stripe) : null;
