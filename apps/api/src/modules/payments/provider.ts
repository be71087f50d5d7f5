/**
 * What the orders need from a payment provider: a hosted checkout, its state, and the money calls on a
 * held or charged payment. Stripe is the one provider today (`stripe-provider.ts`); another (Mollie,
 * PayPal direct) implements this interface without touching the orders.
 */

/** A line of the hosted page's summary; the lines' amounts add up to the checkout's amount. */
export interface CheckoutLine {
  name: string;
  unitAmountMinor: number;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: number;
  amountMinor: number;
  /** ISO 4217, as the store keeps it ("EUR"). */
  currency: string;
  lines: CheckoutLine[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The customer's language on the hosted page. */
  language: string;
  /** The same key creates the same checkout, never a second one. */
  idempotencyKey: string;
  /** The customer's e-mail, filled in on the hosted page. */
  customerEmail: string | null;
}

interface CreatedCheckout {
  checkoutId: string;
  url: string;
}

/**
 * What the provider says of a checkout: still open; completed with the money held (to capture or
 * release) or charged at once (to refund), with its amount and currency (ISO 4217, upper case);
 * completed while a slow method confirms; or ended unpaid.
 */
export type CheckoutState =
  | { state: 'open' }
  | { state: 'processing' }
  | { state: 'held'; paymentId: string; amountMinor: number; currency: string }
  | { state: 'charged'; paymentId: string; amountMinor: number; currency: string }
  | { state: 'expired' }
  | { state: 'failed' };

export interface CheckoutStatus {
  /** The order the checkout was made for (from its reference); null when it names none. */
  orderId: number | null;
  status: CheckoutState;
}

/**
 * The answer of a money call: done (also when it had been done before with the same key), or refused
 * for good (a clear refusal: the payment is in a state that cannot take the call). Anything else (the
 * provider unreachable, a 5xx, a timeout) is thrown, to be tried again with the same key.
 */
export type MoneyCallResult = { done: true; providerId: string } | { done: false; reason: string };

/** The checkouts a verified webhook event concerns; other events are ignored. */
export interface PaymentEvent {
  eventId: string;
  checkoutId: string | null;
}

/** Why a webhook is refused: its signature missing or wrong, or a signed body that is no event. */
export type WebhookRefusal = 'bad_signature' | 'webhook_body_invalid';

export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  checkoutStatus(checkoutId: string): Promise<CheckoutStatus>;
  /** Ends an open checkout: nobody can pay on its page any more. Refused when it is not open. */
  expireCheckout(checkoutId: string): Promise<MoneyCallResult>;
  capture(paymentId: string, idempotencyKey: string): Promise<MoneyCallResult>;
  /** Releases a held payment. */
  cancel(paymentId: string, idempotencyKey: string): Promise<MoneyCallResult>;
  refund(paymentId: string, amountMinor: number, idempotencyKey: string): Promise<MoneyCallResult>;
  /** The event in a webhook's raw body, or why it is refused. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | WebhookRefusal;
}
