import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItemOptions, orderItems, orders, payments, products } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { demoOrders, openAroundTheClock, placeOrder } from '../../../test/order-desk.ts';
import { StripeTestServer } from '../../../test/stripe-server.ts';

/**
 * Orders are records (issue 5/8): once placed, no route changes what an order's lines cost or what it
 * came to. Answers, kitchen steps, cancellations and refunds are states and rows of their own, and a
 * later change of the menu leaves placed orders as they were.
 */
describe('a placed order keeps its lines and money through every route that touches it', () => {
  let t: TestContext;
  let stripe: StripeTestServer;
  let customer: string;
  let admin: string;

  const money = async (ids: number[]) => {
    const { db } = t.database;
    return {
      orders: await db
        .select({
          id: orders.id,
          subtotal: orders.subtotalMinor,
          discount: orders.discountMinor,
          deliveryFee: orders.deliveryFeeMinor,
          total: orders.totalMinor,
          currency: orders.currency,
        })
        .from(orders)
        .where(inArray(orders.id, ids))
        .orderBy(asc(orders.id)),
      lines: await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id)),
      options: await db.select().from(orderItemOptions).orderBy(asc(orderItemOptions.id)),
      charged: await db
        .select({ orderId: payments.orderId, amount: payments.amountMinor })
        .from(payments)
        .where(inArray(payments.orderId, ids))
        .orderBy(asc(payments.orderId)),
    };
  };
  const call = async (method: 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: bearer(token), payload });
    expect([200, 201], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
  };

  beforeAll(async () => {
    stripe = await new StripeTestServer().start();
    t = await buildTestApp({ demo: true, env: stripe.env() });
    await openAroundTheClock(t.database.db);
    customer = await loginDemoCustomer(t.app);
    admin = await loginDemoAdmin(t.app);
    await call('PUT', '/api/stores/9/settings', admin, { payment_methods: ['cash', 'online'] });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it('answers, kitchen steps, a cancellation, refunds and a new menu price change none of it', async () => {
    const { pickup, delivery } = await demoOrders(t.database.db);
    const accepted = await placeOrder(t.app, customer, delivery);
    const cancelled = await placeOrder(t.app, customer, pickup);
    const rejected = await placeOrder(t.app, customer, pickup);
    const online = await placeOrder(t.app, customer, { ...pickup, payment: { payment_method: 'online' } });
    const webhook = stripe.pay(stripe.sessionOf(online).id, 'held');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
      payload: webhook.payload,
    });
    expect(paid.statusCode).toBe(200);
    const ids = [accepted, cancelled, rejected, online];
    const placed = await money(ids);

    await call('PATCH', `/api/orders/${accepted}`, admin, { approval_status: 2 });
    for (const status of ['preparing', 'out_for_delivery', 'delivered'])
      await call('POST', `/api/orders/${accepted}/fulfilment`, admin, { status });
    await call('POST', `/api/orders/${cancelled}/cancel`, customer);
    await call('PATCH', `/api/orders/${rejected}`, admin, { approval_status: 3, reject_reason: 'Too busy' });
    await call('PATCH', `/api/orders/${online}`, admin, { approval_status: 2 });
    await call('POST', `/api/orders/${online}/refunds`, admin, { amount: 1, reason: 'Cold fries' });
    await t.database.db
      .update(products)
      .set({ priceMinor: 9900 })
      .where(eq(products.id, pickup.items[0]!.product_id));

    expect(await money(ids)).toEqual(placed);
    const refunded = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${online}`,
      headers: bearer(admin),
    });
    expect(refunded.json().payment).toMatchObject({ refunded_amount: 1 });
  });
});
