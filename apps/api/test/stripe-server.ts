import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A Stripe-compatible server for the tests (no network here): Checkout Sessions, PaymentIntents with
 * capture and cancel, and refunds, in Stripe's object shapes and error format, honouring
 * `Idempotency-Key` as Stripe does. The real `stripe` SDK talks to it through STRIPE_API_URL. Tests
 * complete or expire a session as the customer or Stripe would, and get the webhook Stripe would send,
 * signed with the endpoint's secret; a hosted "pay" page does the same for the browser tests.
 */

const TEST_SECRET_KEY = 'sk_test_localstripeserver';
export const TEST_WEBHOOK_SECRET = 'whsec_localstripeserver';

type Json = Record<string, unknown>;

interface Session extends Json {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  url: string | null;
}

interface PaymentIntent extends Json {
  id: string;
  status: 'processing' | 'requires_capture' | 'succeeded' | 'canceled' | 'requires_payment_method';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: 'manual' | 'automatic';
}

/** How the customer pays on the hosted page. */
export type PayAs =
  /** A card: the amount is held (capture_method manual). */
  | 'held'
  /** A method that cannot hold funds: charged at once. */
  | 'charged'
  /** A slow method (a bank debit): the session completes, the payment confirms later. */
  | 'async';

/** A request the server answered: what tests count ("captured once"). */
export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  status: number;
}

/** A failure to answer the next matching requests with, before the real answer. */
type Failure = 'server_error' | 'connection_reset';

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string | undefined,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const missing = (kind: string, key: string) =>
  new StripeFailure(404, 'invalid_request_error', 'resource_missing', `No such ${kind}: '${key}'`, 'id');

/**
 * Stripe's form encoding (`a[b][0][c]=1`) read into objects and arrays, as Stripe's API reads it.
 */
function parseForm(body: string): Json {
  const root: Json = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.replace(/\]/g, '').split('[');
    let node: Json | unknown[] = root;
    path.forEach((key, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      const container = node as Record<string, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Json;
      }
    });
  }
  return root;
}

export class StripeTestServer {
  readonly sessions = new Map<string, Session>();
  readonly intents = new Map<string, PaymentIntent>();
  readonly refunds = new Map<string, Json>();
  readonly calls: StripeCall[] = [];
  private readonly kept = new Map<string, { hash: string; status: number; body: Json }>();
  private readonly failures: { path: RegExp; failure: Failure }[] = [];
  private server: http.Server | undefined;
  /** Where the hosted page's webhooks go (the browser tests); the API tests post them themselves. */
  webhookUrl: string | undefined;
  url = '';

  /** Listens on `port`, by default any free one. */
  async start(port = 0): Promise<this> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The settings that point the app's SDK here. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: this.url,
    };
  }

  /** The next `times` requests whose path matches fail so, then requests are answered again. */
  failNext(path: RegExp, failures: Failure[]) {
    for (const failure of failures) this.failures.push({ path, failure });
  }

  /** The requests that reached a path (after `method`), answered or not. */
  callsTo(method: string, path: RegExp) {
    return this.calls.filter((call) => call.method === method && path.test(call.path));
  }

  /** The session of an order, as the app created it. */
  sessionOf(orderId: number): Session {
    const session = [...this.sessions.values()].find((s) => s.client_reference_id === String(orderId));
    if (!session) throw new Error(`no checkout session for order ${orderId}`);
    return session;
  }

  /**
   * The customer pays on the hosted page: the session completes; answers the webhook Stripe sends.
   * `paid` gives its PaymentIntent another amount or currency than the session's (a tampered checkout).
   */
  pay(sessionId: string, as: PayAs = 'held', paid: { amount?: number; currency?: string } = {}) {
    const session = this.session(sessionId);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
    const amount = paid.amount ?? session.amount_total;
    const intent: PaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      status: as === 'held' ? 'requires_capture' : as === 'charged' ? 'succeeded' : 'processing',
      amount,
      amount_capturable: as === 'held' ? amount : 0,
      amount_received: as === 'charged' ? amount : 0,
      currency: paid.currency ?? session.currency,
      capture_method: as === 'charged' ? 'automatic' : 'manual',
      metadata: (session.payment_intent_data as { metadata?: Json } | undefined)?.metadata ?? {},
      latest_charge: id('ch'),
      created: now(),
      livemode: false,
    };
    this.intents.set(intent.id, intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: as === 'charged' ? 'paid' : 'unpaid',
      payment_intent: intent.id,
      url: null,
    });
    return this.webhook('checkout.session.completed', session);
  }

  /** A slow payment confirms (held) or fails; answers the webhook Stripe sends. */
  settleAsync(sessionId: string, succeeded: boolean) {
    const session = this.session(sessionId);
    const intent = this.intent(session.payment_intent!);
    if (succeeded) Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount });
    else intent.status = 'requires_payment_method';
    return this.webhook(
      succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
      session,
    );
  }

  /** The session's 30 minutes pass unpaid; answers the webhook Stripe sends. */
  expire(sessionId: string) {
    const session = this.session(sessionId);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
    Object.assign(session, { status: 'expired', url: null });
    return this.webhook('checkout.session.expired', session);
  }

  /** A webhook as Stripe sends it: the event's JSON and its `Stripe-Signature` header. */
  webhook(type: string, object: Json, secret = TEST_WEBHOOK_SECRET) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { event, payload, signature };
  }

  private session(sessionId: string): Session {
    const session = this.sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    return session;
  }

  private intent(intentId: string): PaymentIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId);
    return intent;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const url = new URL(request.url ?? '/', this.url);
    const method = request.method ?? 'GET';
    const key = request.headers['idempotency-key'] as string | undefined;
    const call: StripeCall = { method, path: url.pathname, idempotencyKey: key, status: 0 };
    this.calls.push(call);
    const failure = this.failures.findIndex((f) => f.path.test(url.pathname));
    if (failure >= 0) {
      const kind = this.failures.splice(failure, 1)[0]!.failure;
      if (kind === 'connection_reset') {
        call.status = -1;
        request.socket.destroy();
        return;
      }
      call.status = 500;
      this.send(response, 500, {
        error: { type: 'api_error', message: 'An unknown error occurred (test server).' },
      });
      return;
    }
    if (url.pathname.startsWith('/pay/')) return this.hostedPage(method, url, body, response);
    if (!request.headers.authorization?.endsWith(TEST_SECRET_KEY)) {
      call.status = 401;
      this.send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
      return;
    }
    const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
    // Stripe keeps a POST's answer per key; the same key with other parameters is refused.
    const hash = createHash('sha256').update(`${method} ${url.pathname} ${body}`).digest('hex');
    const previous = method === 'POST' && key ? this.kept.get(key) : undefined;
    if (previous && previous.hash !== hash) {
      call.status = 400;
      this.send(response, 400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
      return;
    }
    if (previous) {
      call.status = previous.status;
      this.send(response, previous.status, previous.body, { 'idempotent-replayed': 'true' });
      return;
    }
    let status = 200;
    let answer: Json;
    try {
      answer = this.route(method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      answer = {
        error: { type: error.type, code: error.code, message: error.message, param: error.param },
      };
    }
    if (method === 'POST' && key) this.kept.set(key, { hash, status, body: answer });
    call.status = status;
    this.send(response, status, answer);
  }

  private send(response: http.ServerResponse, status: number, body: Json, headers: Json = {}) {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      ...headers,
    });
    response.end(JSON.stringify(body));
  }

  private route(method: string, path: string, params: Json): Json {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1')
      throw new StripeFailure(404, 'invalid_request_error', undefined, 'Unrecognized request URL');
    const [, resource, sub, objectId, action] = parts;
    if (resource === 'checkout' && sub === 'sessions') {
      if (method === 'POST' && !objectId) return this.createSession(params);
      if (method === 'GET' && objectId && !action) return this.expanded(this.session(objectId), params);
      if (method === 'POST' && objectId && action === 'expire') {
        const session = this.session(objectId);
        if (session.status !== 'open') {
          throw new StripeFailure(
            400,
            'invalid_request_error',
            'checkout_session_not_open',
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        }
        Object.assign(session, { status: 'expired', url: null });
        return session;
      }
    }
    if (resource === 'payment_intents' && sub) {
      const intent = this.intent(sub);
      if (method === 'GET' && !objectId) return intent;
      if (method === 'POST' && objectId === 'capture') return this.capture(intent);
      if (method === 'POST' && objectId === 'cancel') return this.cancel(intent);
    }
    if (resource === 'refunds' && method === 'POST' && !sub) return this.refund(params);
    if (resource === 'refunds' && method === 'GET' && sub) {
      const refund = this.refunds.get(sub);
      if (!refund) throw missing('refund', sub);
      return refund;
    }
    throw new StripeFailure(
      404,
      'invalid_request_error',
      undefined,
      `Unrecognized request URL (${method}: ${path})`,
    );
  }

  private expanded(session: Session, params: Json): Json {
    const expand = (params.expand as string[] | undefined) ?? [];
    if (!expand.includes('payment_intent') || !session.payment_intent) return session;
    return { ...session, payment_intent: this.intent(session.payment_intent) };
  }

  private createSession(params: Json): Session {
    const lines = (params.line_items as { quantity: string; price_data: Json }[] | undefined) ?? [];
    if (lines.length === 0) {
      throw new StripeFailure(
        400,
        'invalid_request_error',
        'parameter_missing',
        'Missing required param: line_items.',
        'line_items',
      );
    }
    const currencies = new Set(lines.map((line) => line.price_data.currency as string));
    if (currencies.size !== 1) {
      throw new StripeFailure(
        400,
        'invalid_request_error',
        'parameter_invalid',
        'All line items must have the same currency.',
        'line_items',
      );
    }
    const amount = lines.reduce(
      (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
      0,
    );
    const sessionId = id('cs');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_subtotal: amount,
      amount_total: amount,
      currency: [...currencies][0]!,
      client_reference_id: params.client_reference_id ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_intent_data: params.payment_intent_data,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      expires_at: Number(params.expires_at ?? now() + 24 * 3600),
      locale: params.locale ?? null,
      customer_email: params.customer_email ?? null,
      url: `${this.url}/pay/${sessionId}`,
      created: now(),
      livemode: false,
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  private capture(intent: PaymentIntent): Json {
    if (intent.status !== 'requires_capture') {
      throw new StripeFailure(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    }
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, amount_capturable: 0 });
    return intent;
  }

  private cancel(intent: PaymentIntent): Json {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeFailure(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      );
    }
    Object.assign(intent, { status: 'canceled', amount_capturable: 0, canceled_at: now() });
    return intent;
  }

  private refund(params: Json): Json {
    const intent = this.intent(String(params.payment_intent));
    if (intent.status !== 'succeeded') {
      throw new StripeFailure(
        400,
        'invalid_request_error',
        'charge_not_refundable',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      );
    }
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const amount = params.amount === undefined ? intent.amount_received - refunded : Number(params.amount);
    if (amount > intent.amount_received - refunded) {
      throw new StripeFailure(
        400,
        'invalid_request_error',
        'amount_too_large',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount_received - refunded})`,
        'amount',
      );
    }
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** The hosted page: "Pay" completes the session (held), then the browser goes back to the shop. */
  private async hostedPage(method: string, url: URL, body: string, response: http.ServerResponse) {
    const sessionId = url.pathname.split('/')[2] ?? '';
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Expired</title><p>This checkout session is no longer open.</p>');
      return;
    }
    if (method === 'POST') {
      const as = (new URLSearchParams(body).get('as') ?? 'held') as PayAs;
      const { payload, signature } = this.pay(sessionId, as);
      if (this.webhookUrl) {
        await fetch(this.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      }
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId) });
      response.end();
      return;
    }
    const amount = (session.amount_total / 100).toFixed(2);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Test checkout</title></head><body><main><h1>Test checkout</h1>
<p>Amount: ${amount} ${session.currency.toUpperCase()}</p>
<form method="post"><input type="hidden" name="as" value="held"><button type="submit">Pay</button></form>
<p><a href="${session.cancel_url}">Cancel</a></p></main></body></html>`);
  }
}
