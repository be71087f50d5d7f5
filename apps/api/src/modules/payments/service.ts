// The payments module's door: the payment provider the orders use, Stripe when its keys are configured.
import type { Config } from '../../config/env.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe-provider.ts';

export { minimumChargeMinor } from './minimum-charge.ts';
export type { CheckoutLine, CheckoutState, PaymentProvider, WebhookRefusal } from './provider.ts';

/** The provider for online payment; null when no keys are configured (cash only). */
export const paymentProviderFor = (config: Config): PaymentProvider | null =>
  config.stripe ? stripeProvider(config.stripe) : null;
