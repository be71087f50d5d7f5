import Stripe from 'stripe';
import type { StripeConfig } from '../../config/env.ts';
import type {
  CheckoutRequest,
  CheckoutState,
  CheckoutStatus,
  MoneyCallResult,
  PaymentEvent,
  PaymentProvider,
  WebhookRefusal,
} from './provider.ts';

/** The events the webhook endpoint acts on; the README asks for these in the Stripe dashboard. */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** The hosted page's languages that Stripe knows by our language codes; others let Stripe choose. */
const stripeLocale = (language: string): Stripe.Checkout.SessionCreateParams.Locale =>
  language === 'de' || language === 'en' ? language : 'auto';

function stateOf(session: Stripe.Checkout.Session): CheckoutState {
  if (session.status === 'expired') return { state: 'expired' };
  if (session.status !== 'complete') return { state: 'open' };
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') return { state: 'processing' };
  switch (intent.status) {
    case 'requires_capture':
      return {
        state: 'held',
        paymentId: intent.id,
        amountMinor: intent.amount_capturable,
        currency: intent.currency.toUpperCase(),
      };
    case 'succeeded':
      return {
        state: 'charged',
        paymentId: intent.id,
        amountMinor: intent.amount_received,
        currency: intent.currency.toUpperCase(),
      };
    case 'canceled':
    case 'requires_payment_method':
      // A completed session whose (slow) payment did not go through.
      return { state: 'failed' };
    default:
      return { state: 'processing' };
  }
}

/**
 * A refusal that another try with the same key will not change: the payment is not in a state for the
 * call (invalid request, card error). Connection errors, 5xx and rate limits are thrown to be retried.
 */
function refusal(error: unknown): MoneyCallResult {
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError
  ) {
    return { done: false, reason: error.code ?? error.message };
  }
  throw error;
}

/** Signed JSON that is an event at all: an object with an id, a type and a data object. */
const isEvent = (value: unknown): value is Stripe.Event => {
  const event = value as Partial<Stripe.Event> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.data?.object === 'object' &&
    event.data.object !== null
  );
};

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const { apiUrl } = config;
  const stripe = new Stripe(config.secretKey, {
    host: apiUrl.hostname,
    protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
    ...(apiUrl.port ? { port: Number(apiUrl.port) } : {}),
    // Our own retries, with the key kept in the database, outlive a restart (payments/settle-payment.ts).
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
  });

  return {
    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: line.unitAmountMinor,
              product_data: { name: line.name },
            },
          })),
          payment_intent_data: {
            capture_method: 'manual',
            metadata: { order_id: String(request.orderId) },
          },
          client_reference_id: String(request.orderId),
          metadata: { order_id: String(request.orderId) },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          locale: stripeLocale(request.language),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { checkoutId: session.id, url: session.url };
    },

    async checkoutStatus(checkoutId: string): Promise<CheckoutStatus> {
      const session = await stripe.checkout.sessions.retrieve(checkoutId, { expand: ['payment_intent'] });
      const reference = Number(session.client_reference_id ?? session.metadata?.order_id);
      return { orderId: Number.isSafeInteger(reference) ? reference : null, status: stateOf(session) };
    },

    expireCheckout: (checkoutId) =>
      stripe.checkout.sessions
        .expire(checkoutId)
        .then((session): MoneyCallResult => ({ done: true, providerId: session.id }), refusal),

    capture: (paymentId, idempotencyKey) =>
      stripe.paymentIntents
        .capture(paymentId, {}, { idempotencyKey })
        .then((intent): MoneyCallResult => ({ done: true, providerId: intent.id }), refusal),

    cancel: (paymentId, idempotencyKey) =>
      stripe.paymentIntents
        .cancel(paymentId, {}, { idempotencyKey })
        .then((intent): MoneyCallResult => ({ done: true, providerId: intent.id }), refusal),

    refund: (paymentId, amountMinor, idempotencyKey) =>
      stripe.refunds
        .create({ payment_intent: paymentId, amount: amountMinor }, { idempotencyKey })
        .then(
          (refund): MoneyCallResult =>
            refund.status === 'failed' || refund.status === 'canceled'
              ? { done: false, reason: refund.failure_reason ?? refund.status }
              : { done: true, providerId: refund.id },
          refusal,
        ),

    parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | WebhookRefusal {
      if (!signature) return 'bad_signature';
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return 'bad_signature';
        // Signed, but empty or not JSON: the SDK parses the body after checking its signature.
        if (error instanceof SyntaxError) return 'webhook_body_invalid';
        throw error;
      }
      if (!isEvent(event)) return 'webhook_body_invalid';
      const object = event.data.object as { object?: string; id?: string };
      const checkoutId =
        CHECKOUT_EVENTS.has(event.type) && object.object === 'checkout.session' ? (object.id ?? null) : null;
      return { eventId: event.id, checkoutId };
    },
  };
}
