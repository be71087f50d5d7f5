import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  FakeClock,
  MINUTE,
  demoOrders,
  follow,
  listen,
  openAroundTheClock,
  placeOrder,
} from '../../../test/order-desk.ts';
import { StripeTestServer, TEST_WEBHOOK_SECRET, type PayAs } from '../../../test/stripe-server.ts';

interface PlacedOrder {
  id: number;
  answer_deadline: string | null;
  number: number | null;
  approval_status: number;
  total: number;
  currency: string;
  payment: {
    payment_method: string;
    status: string;
    amount: number;
    refunded_amount: number;
    checkout_url: string | null;
    refunds: { amount: number; reason: string; status: string }[];
  };
}

describe('paying online through Stripe Checkout', () => {
  let t: TestContext;
  let stripe: StripeTestServer;
  let customer: string;
  let admin: string;
  let pickup: Awaited<ReturnType<typeof demoOrders>>['pickup'];
  let online: typeof pickup;
  const clock = new FakeClock();

  const place = async (payload: object = online, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer), ...headers },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const placeOnline = async () => {
    const placed = await place();
    expect(placed.status).toBe(201);
    return placed.body.data as PlacedOrder;
  };
  const read = async (token: string, id: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) });
    return { status: response.statusCode, order: response.json<PlacedOrder>() };
  };
  const asAdmin = async (id: number) => (await read(admin, id)).order;
  const deliver = (webhook: { payload: string; signature: string }, app: App = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
      payload: webhook.payload,
    });
  const pay = async (orderId: number, as: PayAs = 'held') => {
    const response = await deliver(stripe.pay(stripe.sessionOf(orderId).id, as));
    expect(response.statusCode).toBe(200);
    return asAdmin(orderId);
  };
  const cancel = (id: number) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: bearer(customer) });
  const answer = (id: number, body: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: bearer(admin), payload: body });
  const accept = (id: number) => answer(id, { approval_status: 2 });
  const reject = (id: number) => answer(id, { approval_status: 3, reject_reason: 'Kitchen closed' });
  const refund = (id: number, amount: number, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/refunds`,
      headers: { ...bearer(admin), ...headers },
      payload: { amount, reason: 'Cold fries' },
    });
  const deskIds = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/desk?filter=all&page_size=100',
      headers: bearer(admin),
    });
    const page = response.json<{ data: { id: number }[]; pending_count: number }>();
    return { ids: page.data.map((order) => order.id), pending: page.pending_count };
  };
  const intentOf = (orderId: number) => stripe.intents.get(stripe.sessionOf(orderId).payment_intent!)!;
  const callsFor = (orderId: number, action: 'capture' | 'cancel') =>
    stripe.callsTo('POST', new RegExp(`^/v1/payment_intents/${intentOf(orderId).id}/${action}$`));

  beforeAll(async () => {
    stripe = await new StripeTestServer().start();
    t = await buildTestApp({ demo: true, env: stripe.env(), clock });
    await openAroundTheClock(t.database.db);
    ({ pickup } = await demoOrders(t.database.db));
    online = { ...pickup, payment: { payment_method: 'online' } };
    customer = await loginDemoCustomer(t.app);
    admin = await loginDemoAdmin(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/stores/9/settings',
      headers: bearer(admin),
      payload: { payment_methods: ['online', 'cash'] },
    });
    expect(saved.json().data).toMatchObject({
      payment_methods: ['cash', 'online'],
      online_payment_configured: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it('offers online payment in the public store read once the store turns it on', async () => {
    const store = await t.app.inject({ method: 'GET', url: '/api/stores/9' });
    expect(store.json().payment_methods).toEqual(['cash', 'online']);
  });

  it('saves the order awaiting payment, off the desk and unnumbered, with a held checkout of its total', async () => {
    const before = await deskIds();
    const order = await placeOnline();
    expect(order).toMatchObject({ number: null, approval_status: 1 });
    expect(order.payment).toMatchObject({ payment_method: 'online', status: 'pending', refunded_amount: 0 });
    const session = stripe.sessionOf(order.id);
    expect(order.payment.checkout_url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: Math.round(order.total * 100),
      currency: order.currency.toLowerCase(),
      client_reference_id: String(order.id),
      metadata: { order_id: String(order.id) },
      payment_intent_data: { capture_method: 'manual' },
      success_url: `${t.config.publicUrl}/checkout/return?order=${order.id}`,
      customer_email: 'customer@example.com',
    });
    const minutesToExpiry = (Number(session.expires_at) * 1000 - Date.now()) / 60_000;
    expect(Math.round(minutesToExpiry)).toBe(30);
    expect(await deskIds()).toEqual(before);
    expect((await read(admin, order.id)).status).toBe(404);
    expect((await accept(order.id)).statusCode).toBe(404);
  });

  it('answers a retried POST with the same Idempotency-Key with the same order and checkout', async () => {
    const headers = { 'idempotency-key': `online-${Date.now()}` };
    const first = await place(online, headers);
    const sessions = stripe.sessions.size;
    const again = await place(online, headers);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.payment.checkout_url).toBe(first.body.data.payment.checkout_url);
    expect(stripe.sessions.size).toBe(sessions);
  });

  it('puts the order on the desk once, numbered, when the same webhook arrives 5 times at once', async () => {
    const { number: last } = await asAdmin(await placeOrder(t.app, customer, pickup));
    const order = await placeOnline();
    const webhook = stripe.pay(stripe.sessionOf(order.id).id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(webhook)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const paid = await asAdmin(order.id);
    expect(paid).toMatchObject({ number: last! + 1, approval_status: 1 });
    expect(paid.payment.status).toBe('authorized');
    expect((await deskIds()).ids).toContain(order.id);
    // The next order takes the next number: none was taken twice or lost.
    expect((await asAdmin(await placeOrder(t.app, customer, pickup))).number).toBe(last! + 2);
  });

  it("rings the desk only once the payment is held, as a cash order's arrival does", async () => {
    const desk = await follow(await listen(t.app), admin, 9);
    try {
      const order = await placeOnline();
      const cash = await placeOrder(t.app, customer, pickup);
      const created = (id: number) => ({ event: 'order_created', payload: { order_id: id, store_id: 9 } });
      await expect.poll(() => desk.heard).toContainEqual(created(cash));
      expect(desk.heard).not.toContainEqual(created(order.id));
      await pay(order.id);
      await expect.poll(() => desk.heard).toContainEqual(created(order.id));
    } finally {
      desk.socket.disconnect();
    }
  });

  it('keeps numbers gapless across checkouts that expire or fail, which never reach the desk', async () => {
    const { number: last } = await asAdmin(await placeOrder(t.app, customer, pickup));
    const expired = await placeOnline();
    const failed = await placeOnline();
    expect((await deliver(stripe.expire(stripe.sessionOf(expired.id).id))).statusCode).toBe(200);
    stripe.pay(stripe.sessionOf(failed.id).id, 'async');
    expect((await deliver(stripe.settleAsync(stripe.sessionOf(failed.id).id, false))).statusCode).toBe(200);
    for (const [order, status] of [
      [expired, 'expired'],
      [failed, 'failed'],
    ] as const) {
      const seen = (await read(customer, order.id)).order;
      expect(seen).toMatchObject({ number: null, approval_status: 4 });
      expect(seen.payment.status).toBe(status);
      expect((await deskIds()).ids).not.toContain(order.id);
    }
    const paid = await placeOnline();
    expect((await pay(paid.id)).number).toBe(last! + 1);
  });

  it('charges the total after a coupon, and gives the coupon back when the checkout expires', async () => {
    const coupon = { code: 'ONLINE1', kind: 'fixed', value: 1, max_redemptions: 1 };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: bearer(admin),
      payload: coupon,
    });
    expect(saved.statusCode).toBe(201);
    const placed = await place({ ...online, coupon_code: 'online1' });
    expect(placed.status).toBe(201);
    const order = placed.body.data as PlacedOrder & { total: number; coupon: unknown };
    expect(order.coupon).toEqual({ code: 'ONLINE1', saving: 1 });
    expect(stripe.sessionOf(order.id).amount_total).toBe(Math.round(order.total * 100));
    expect((await place({ ...online, coupon_code: 'online1' })).body.code).toBe('coupon_used_up');
    expect((await deliver(stripe.expire(stripe.sessionOf(order.id).id))).statusCode).toBe(200);
    const again = await place({ ...online, coupon_code: 'online1' });
    expect(again.status).toBe(201);
  });

  it('makes no checkout for a total of 0 or 0.30 (below the least Stripe charges): 422 offering cash', async () => {
    const { total } = (await place(pickup)).body.data as PlacedOrder;
    const sessions = stripe.sessions.size;
    for (const [code, value] of [
      ['NOTHINGLEFT', total + 5],
      ['THIRTYPENCE', Math.round((total - 0.3) * 100) / 100],
    ] as const) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/coupons',
        headers: bearer(admin),
        payload: { code, kind: 'fixed', value },
      });
      expect(saved.statusCode).toBe(201);
      for (const [language, sentence] of [
        ['en', 'Online payment takes orders of £0.50 or more. Please choose cash for this order.'],
        [
          'de',
          'Online bezahlen ist erst ab 0,50\u00a0£ möglich. Bitte wähle für diese Bestellung Barzahlung.',
        ],
      ]) {
        const refused = await place({ ...online, coupon_code: code }, { 'accept-language': language! });
        expect(refused.status).toBe(422);
        expect(refused.body).toMatchObject({ code: 'online_payment_below_minimum', detail: sentence });
      }
      const cash = await place({ ...pickup, coupon_code: code });
      expect(cash.status).toBe(201);
      expect(cash.body.data.total).toBe(code === 'NOTHINGLEFT' ? 0 : 0.3);
    }
    expect(stripe.sessions.size).toBe(sessions);
  });

  it('ends up the same whatever the order of arrival: completed after expired, expired after completed', async () => {
    const expired = await placeOnline();
    const session = stripe.sessionOf(expired.id);
    const openSnapshot = structuredClone(session);
    await deliver(stripe.expire(session.id));
    // A completed event for a session that Stripe says has expired changes nothing.
    const late = stripe.webhook('checkout.session.completed', { ...openSnapshot, status: 'complete' });
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await read(customer, expired.id)).order).toMatchObject({ number: null, approval_status: 4 });

    const paid = await placeOnline();
    const paidSession = stripe.sessionOf(paid.id);
    const stale = stripe.webhook('checkout.session.expired', { ...paidSession, status: 'expired' });
    const numbered = await pay(paid.id);
    expect((await deliver(stale)).statusCode).toBe(200);
    expect(await asAdmin(paid.id)).toMatchObject({ number: numbered.number, approval_status: 1 });
    expect((await asAdmin(paid.id)).payment.status).toBe('authorized');
  });

  it('never puts on the desk an order whose hold is not its total: released, failed, logged', async () => {
    const { ids: before } = await deskIds();
    const order = await placeOnline();
    // A second process on the same database, whose log the test reads.
    const errors: { orderId?: number; msg: string }[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line) errors.push(JSON.parse(line));
        done();
      },
    });
    const logged = await buildApp(t.config, t.database, pino({ level: 'error' }, log), {
      redisNamespace: `test-${randomBytes(6).toString('hex')}`,
      clock,
    });
    await logged.ready();
    const webhook = stripe.pay(stripe.sessionOf(order.id).id, 'held', { amount: 1 });
    const response = await deliver(webhook, logged).finally(() => logged.close());
    expect(response.statusCode).toBe(200);
    const seen = (await read(customer, order.id)).order;
    expect(seen).toMatchObject({ number: null, approval_status: 4 });
    expect(seen.payment.status).toBe('failed');
    expect((await deskIds()).ids).toEqual(before);
    expect(callsFor(order.id, 'cancel')).toHaveLength(1);
    expect(callsFor(order.id, 'capture')).toHaveLength(0);
    expect(intentOf(order.id).status).toBe('canceled');
    expect(errors).toContainEqual(
      expect.objectContaining({ orderId: order.id, msg: expect.stringMatching(/does not match the order/) }),
    );
  });

  it('refunds a charge in another currency when the return page asks before the webhook', async () => {
    const order = await placeOnline();
    stripe.pay(stripe.sessionOf(order.id).id, 'charged', { currency: 'usd' });
    const seen = (await read(customer, order.id)).order;
    expect(seen).toMatchObject({ number: null, approval_status: 4 });
    expect(seen.payment.status).toBe('failed');
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentOf(order.id).id);
    expect(refunds.map((r) => r.amount)).toEqual([intentOf(order.id).amount_received]);
  });

  it('answers the return page before the webhook from what Stripe says', async () => {
    const order = await placeOnline();
    stripe.pay(stripe.sessionOf(order.id).id);
    const seen = (await read(customer, order.id)).order;
    expect(seen.number).not.toBeNull();
    expect(seen.payment.status).toBe('authorized');
  });

  it('captures the held amount once when the restaurant accepts', async () => {
    const order = await placeOnline();
    await pay(order.id);
    const accepted = await accept(order.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.payment).toMatchObject({ status: 'paid' });
    expect((await accept(order.id)).statusCode).toBe(409);
    expect(callsFor(order.id, 'capture')).toHaveLength(1);
    expect(intentOf(order.id)).toMatchObject({
      status: 'succeeded',
      amount_received: intentOf(order.id).amount,
    });
  });

  it('releases the hold, never capturing, when the restaurant rejects', async () => {
    const order = await placeOnline();
    await pay(order.id);
    const rejected = await reject(order.id);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.payment).toMatchObject({ status: 'voided' });
    expect(callsFor(order.id, 'cancel')).toHaveLength(1);
    expect(callsFor(order.id, 'capture')).toHaveLength(0);
    expect(intentOf(order.id).status).toBe('canceled');
  });

  it('cancels an unpaid order at once and expires its checkout at Stripe', async () => {
    const order = await placeOnline();
    const session = stripe.sessionOf(order.id);
    const cancelled = await cancel(order.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      number: null,
      approval_status: 4,
      payment: { status: 'expired', checkout_url: null },
    });
    expect(stripe.callsTo('POST', new RegExp(`^/v1/checkout/sessions/${session.id}/expire$`))).toHaveLength(
      1,
    );
    expect(session).toMatchObject({ status: 'expired', url: null });
    expect((await cancel(order.id)).json()).toMatchObject({ code: 'order_cancelled' });
  });

  it('gives back at once a payment made on the page of an order cancelled before, never on the desk', async () => {
    const { ids: before } = await deskIds();
    const order = await placeOnline();
    // Stripe does not answer the expiry: the page stays open in another tab, and the customer pays there.
    stripe.failNext(/\/expire$/, ['server_error']);
    expect((await cancel(order.id)).json().data).toMatchObject({ approval_status: 4 });
    expect((await deliver(stripe.pay(stripe.sessionOf(order.id).id))).statusCode).toBe(200);
    expect((await read(customer, order.id)).order).toMatchObject({
      number: null,
      approval_status: 4,
      payment: { status: 'expired' },
    });
    expect(intentOf(order.id).status).toBe('canceled');
    expect(callsFor(order.id, 'capture')).toHaveLength(0);
    expect((await deskIds()).ids).toEqual(before);
  });

  it('gives back a payment that completed just before the cancel, whose checkout cannot be expired', async () => {
    const order = await placeOnline();
    // Paid, the webhook not here yet.
    stripe.pay(stripe.sessionOf(order.id).id, 'charged');
    const cancelled = await cancel(order.id);
    expect(cancelled.json().data).toMatchObject({ number: null, approval_status: 4 });
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentOf(order.id).id);
    expect(refunds.map((r) => r.amount)).toEqual([Math.round(order.total * 100)]);
  });

  it('releases the hold when the customer cancels before the restaurant answers', async () => {
    const order = await placeOnline();
    await pay(order.id);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: bearer(customer),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ approval_status: 4, payment: { status: 'voided' } });
    expect(callsFor(order.id, 'cancel')).toHaveLength(1);
    expect(callsFor(order.id, 'capture')).toHaveLength(0);
    expect(intentOf(order.id).status).toBe('canceled');
  });

  it('refunds in full, once, a payment charged at once when the restaurant rejects', async () => {
    const order = await placeOnline();
    expect((await pay(order.id, 'charged')).payment.status).toBe('paid');
    const rejected = await reject(order.id);
    expect(rejected.json().data.payment).toMatchObject({ status: 'refunded', refunded_amount: order.total });
    expect((await reject(order.id)).statusCode).toBe(409);
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentOf(order.id).id);
    expect(refunds.map((r) => r.amount)).toEqual([Math.round(order.total * 100)]);
  });

  it('captures with the same key after a 500 and a dropped connection from Stripe', async () => {
    const order = await placeOnline();
    await pay(order.id);
    stripe.failNext(/\/capture$/, ['server_error', 'server_error']);
    const accepted = await accept(order.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.payment.status).toBe('authorized');
    stripe.failNext(/\/capture$/, ['connection_reset']);
    await t.app.onlinePayments!.reconcile();
    await t.app.onlinePayments!.reconcile();
    expect((await asAdmin(order.id)).payment.status).toBe('paid');
    const calls = callsFor(order.id, 'capture');
    expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(calls.filter((call) => call.status === 200)).toHaveLength(1);
    expect(intentOf(order.id).status).toBe('succeeded');
  });

  it('refunds part by part, each its own row, and refuses more than is left (422)', async () => {
    const order = await placeOnline();
    await pay(order.id);
    await accept(order.id);
    const first = await refund(order.id, 1, { 'idempotency-key': 'refund-once' });
    expect(first.statusCode).toBe(201);
    expect((await refund(order.id, 1, { 'idempotency-key': 'refund-once' })).statusCode).toBe(201);
    const left = Math.round((order.total - 1) * 100) / 100;
    const tooMuch = await refund(order.id, left + 0.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'refund_too_large' });
    const rest = await refund(order.id, left);
    expect(rest.json().data.payment).toMatchObject({ status: 'refunded', refunded_amount: order.total });
    expect(rest.json().data.payment.refunds.map((r: { amount: number }) => r.amount)).toEqual([1, left]);
    expect(rest.json().data.total).toBe(order.total);
    expect((await refund(order.id, 0.5)).statusCode).toBe(422);
  });

  it('refuses a webhook with a forged or missing signature and changes nothing', async () => {
    const order = await placeOnline();
    const webhook = stripe.pay(stripe.sessionOf(order.id).id);
    const forged = stripe.webhook(
      'checkout.session.completed',
      stripe.sessionOf(order.id),
      'whsec_forgedsecret1',
    );
    for (const signature of [forged.signature, 't=1,v1=abc', '']) {
      const response = await deliver({ payload: webhook.payload, signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_signature' });
    }
    expect(TEST_WEBHOOK_SECRET).not.toBe('whsec_forgedsecret1');
    expect((await read(admin, order.id)).status).toBe(404);
  });

  it('answers 400 to a correctly signed body that is empty, not JSON or no event', async () => {
    for (const payload of ['', '{"id":', 'not json', 'null', '42', '{"id":"evt_1"}']) {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
      const response = await deliver({ payload, signature });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ code: 'webhook_body_invalid' });
    }
  });

  it('refuses online payment where the store does not offer it', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/stores/9/settings',
      headers: bearer(admin),
      payload: { payment_methods: ['cash'] },
    });
    const refused = await place();
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'payment_method_not_offered' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/stores/9/settings',
      headers: bearer(admin),
      payload: { payment_methods: ['cash', 'online'] },
    });
  });

  describe('with a second server process on the same database', () => {
    let second: App;
    beforeAll(async () => {
      second = await buildApp(t.config, t.database, pino({ level: 'silent' }), {
        redisNamespace: `test-${randomBytes(6).toString('hex')}`,
        clock,
      });
      await second.ready();
    });
    afterAll(() => second.close());

    it('numbers the order once when both processes get its webhooks at once', async () => {
      const order = await placeOnline();
      const sessionId = stripe.sessionOf(order.id).id;
      const first = stripe.pay(sessionId);
      const resent = stripe.webhook('checkout.session.completed', stripe.sessionOf(order.id));
      const answers = await Promise.all([
        deliver(first),
        deliver(first, second),
        deliver(resent, second),
        deliver(resent),
      ]);
      expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      const { number } = await asAdmin(order.id);
      const next = await asAdmin(await placeOrder(t.app, customer, pickup));
      expect(next.number).toBe(number! + 1);
    });

    it('captures after a restart between the acceptance and the capture, with the same key', async () => {
      const order = await placeOnline();
      await pay(order.id);
      stripe.failNext(/\/capture$/, ['server_error']);
      expect((await accept(order.id)).json().data.payment.status).toBe('authorized');
      // The process that accepted is gone; a new one reconciles when it starts.
      const restarted = await buildApp(t.config, t.database, pino({ level: 'silent' }), {
        redisNamespace: `test-${randomBytes(6).toString('hex')}`,
        clock,
      });
      await restarted.ready();
      await restarted.orderDeadlines.idle();
      await restarted.close();
      expect((await asAdmin(order.id)).payment.status).toBe('paid');
      const keys = callsFor(order.id, 'capture').map((call) => call.idempotencyKey);
      expect(keys).toEqual([keys[0], keys[0]]);
    });
  });

  // Last: the deadline passes for every order still waiting, which pauses the store.
  it('releases the hold when nobody answers before the deadline', async () => {
    const order = await placeOnline();
    expect((await pay(order.id)).answer_deadline).not.toBeNull();
    clock.advance(121 * MINUTE);
    await t.app.orderDeadlines.idle();
    const rejected = await asAdmin(order.id);
    expect(rejected.approval_status).toBe(3);
    expect(rejected.payment.status).toBe('voided');
    expect(callsFor(order.id, 'cancel')).toHaveLength(1);
    expect(callsFor(order.id, 'capture')).toHaveLength(0);
  });
});
