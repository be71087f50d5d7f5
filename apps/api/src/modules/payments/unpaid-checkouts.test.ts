import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { payments } from '../../db/schema/index.ts';
import { FakeClock, MINUTE, demoOrders, openAroundTheClock } from '../../../test/order-desk.ts';
import { StripeTestServer } from '../../../test/stripe-server.ts';

/** Issue 1/9: unpaid online checkouts hold time slots, so one client may hold only two at once. */
describe('unpaid online checkouts per client', () => {
  let t: TestContext;
  let stripe: StripeTestServer;
  let customer: string;
  let online: Record<string, unknown>;
  let cash: Record<string, unknown>;
  const clock = new FakeClock();
  let guests = 0;
  let addresses = 0;

  const newEmail = () => `unpaid-${++guests}@example.com`;
  const newAddress = () => `10.2.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  const guest = (email: string) => ({ name: 'Greta Gast', email, phone: '+49 30 7654321' });
  const order = (payload: object, options: Partial<InjectOptions> & { token?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload,
      remoteAddress: options.remoteAddress ?? newAddress(),
      headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    });
  const asGuest = (remoteAddress: string, email = newEmail(), payload = online) =>
    order({ ...payload, guest: guest(email) }, { remoteAddress });
  const placed = async (response: Awaited<ReturnType<typeof order>>) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const deliver = (webhook: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
      payload: webhook.payload,
    });
  const expectRefused = (response: Awaited<ReturnType<typeof order>>) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toMatchObject({ code: 'too_many_unpaid_checkouts', params: { limit: 2 } });
  };

  beforeAll(async () => {
    stripe = await new StripeTestServer().start();
    t = await buildTestApp({ demo: true, clock, env: { ...stripe.env(), UNPAID_CHECKOUTS_PER_CLIENT: '2' } });
    await openAroundTheClock(t.database.db);
    const { pickup } = await demoOrders(t.database.db);
    cash = pickup;
    online = { ...pickup, payment: { payment_method: 'online' } };
    customer = await loginDemoCustomer(t.app);
    const admin = await loginDemoAdmin(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/stores/9/settings',
      headers: bearer(admin),
      payload: { payment_methods: ['online', 'cash'] },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it('refuses a third unpaid checkout from one address, whatever the e-mails, in the reader’s language', async () => {
    const address = newAddress();
    const first = await placed(await asGuest(address));
    await placed(await asGuest(address));
    const sessions = stripe.sessions.size;
    const third = await asGuest(address);
    expectRefused(third);
    expect(third.json().detail).toBe(
      'You have 2 online payments that are not finished. Pay or cancel one of them, or wait until it expires, before starting another.',
    );
    const german = await order(
      { ...online, guest: guest(newEmail()) },
      { remoteAddress: address, headers: { 'accept-language': 'de' } },
    );
    expectRefused(german);
    expect(german.json().detail).toBe(
      'Du hast 2 Online-Zahlungen, die noch nicht abgeschlossen sind. Bezahle oder storniere eine davon oder warte, bis sie abläuft, bevor du eine neue beginnst.',
    );
    expect(stripe.sessions.size).toBe(sessions);
    // Cash needs no checkout and holds nothing unpaid.
    await placed(await asGuest(address, newEmail(), cash));
    // One expires: its place is free again at once.
    expect((await deliver(stripe.expire(stripe.sessionOf(first).id))).statusCode).toBe(200);
    await placed(await asGuest(address));
    expectRefused(await asGuest(address));
  });

  it('refuses a third unpaid checkout of one guest e-mail from other addresses, until one is paid', async () => {
    const email = newEmail();
    const first = await placed(await asGuest(newAddress(), email));
    await placed(await asGuest(newAddress(), ` ${email.toUpperCase()} `));
    expectRefused(await asGuest(newAddress(), email));
    expect((await deliver(stripe.pay(stripe.sessionOf(first).id))).statusCode).toBe(200);
    await placed(await asGuest(newAddress(), email));
    // A checkout that ended keeps nothing of the client's address.
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.orderId, first));
    expect(paid).toMatchObject({ status: 'authorized', clientAddress: null });
  });

  it('refuses a third unpaid checkout of one account from other addresses, until one passes its end', async () => {
    await placed(await order(online, { token: customer }));
    await placed(await order(online, { token: customer }));
    expectRefused(await order(online, { token: customer }));
    // The checkouts' 30 minutes pass; Stripe's expiry events have not arrived yet.
    clock.advance(31 * MINUTE);
    await placed(await order(online, { token: customer }));
  });

  it('gives exactly two of five checkouts started at once from one address', async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 5 }, () => asGuest(address)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
  });
});
