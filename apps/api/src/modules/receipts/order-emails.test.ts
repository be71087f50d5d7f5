import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../db/seed/demo.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { demoOrders, openAroundTheClock } from '../../../test/order-desk.ts';
import { StripeTestServer } from '../../../test/stripe-server.ts';

describe("the customer's e-mails about an order", () => {
  let t: TestContext;
  let smtp: MailCatcher;
  let stripe: StripeTestServer;
  let customer: string;
  let admin: string;
  const to = DEMO_LOGINS.customer.email;

  const place = async (payload: object, language = 'en') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer), 'accept-language': language },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number; number: number | null } }>().data;
  };
  const desk = async (method: 'PATCH' | 'POST', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: bearer(admin), payload });
    expect([200, 201], response.body).toContain(response.statusCode);
  };

  beforeAll(async () => {
    smtp = await startMailCatcher();
    stripe = await new StripeTestServer().start();
    t = await buildTestApp({
      demo: true,
      env: { ...stripe.env(), SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' },
    });
    await openAroundTheClock(t.database.db);
    customer = await loginDemoCustomer(t.app);
    admin = await loginDemoAdmin(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/stores/9/settings',
      headers: bearer(admin),
      payload: { payment_methods: ['cash', 'online'] },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
    await smtp.close();
  });

  it('confirms a cash order as a receipt, then its acceptance, each once', async () => {
    const { delivery } = await demoOrders(t.database.db);
    const order = await place({ ...delivery, note: 'Ring twice' });
    const placed = await smtp.next(to);
    expect(placed.subject).toBe(`Your order #${order.number} at Gasthaus Zur Linde`);
    expect(placed.text).toContain('Thank you for your order.');
    expect(placed.text).toMatch(/1 × Brezel with Obatzda {2}£\d+\.\d\d/);
    expect(placed.text).toContain('Your note: Ring twice');
    expect(placed.text).toContain('Cash on delivery');
    expect(placed.text).toMatch(/Total: £\d+\.\d\d/);
    expect(placed.text).toMatch(/incl\. 7% VAT on £\d+\.\d\d: £\d+\.\d\d/);
    expect(placed.text).toContain('VAT ID DE000000000');
    expect(placed.text).toContain('https://shop.example/imprint');
    expect(placed.html).toContain('<table');

    await desk('PATCH', `/api/orders/${order.id}`, { approval_status: 2, ready_in_minutes: 30 });
    await desk('POST', `/api/orders/${order.id}/fulfilment`, { status: 'preparing' });
    const accepted = await smtp.next(to);
    expect(accepted.subject).toBe(`Gasthaus Zur Linde accepted your order #${order.number}`);
    expect(accepted.text).toMatch(/It should arrive at about \d\d?:\d\d/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(to).filter((mail) => mail.subject.includes(`#${order.number} `))).toHaveLength(1);
  });

  it("shows the coupon's code and saving on the receipt, and a waived fee beside it", async () => {
    const { pickup, delivery } = await demoOrders(t.database.db);
    for (const coupon of [
      { code: 'SUMMER10', kind: 'percent', value: 10 },
      { code: 'FREESHIP', kind: 'free_delivery' },
    ]) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/coupons',
        headers: bearer(admin),
        payload: coupon,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    await place({ ...pickup, coupon_code: 'summer 10' });
    const percent = await smtp.next(to);
    expect(percent.text).toMatch(/Coupon SUMMER10: −£\d+\.\d\d/);
    expect(percent.html).toContain('Coupon SUMMER10');
    await place({ ...delivery, coupon_code: 'freeship' }, 'de');
    const free = await smtp.next(to);
    const fee = /Liefergebühr: (\d+,\d\d)\s£/.exec(free.text)?.[1];
    expect(fee).toBeDefined();
    expect(free.text).toMatch(new RegExp(`Gutschein FREESHIP: −${fee}\\s£`));
  });

  it('writes in the language the customer ordered in, and says a rejected cash order costs nothing', async () => {
    const { pickup } = await demoOrders(t.database.db);
    const order = await place(pickup, 'de');
    expect((await smtp.next(to)).subject).toBe(`Deine Bestellung Nr. ${order.number} bei Gasthaus Zur Linde`);
    await desk('PATCH', `/api/orders/${order.id}`, {
      approval_status: 3,
      reject_reason: 'Küche geschlossen',
    });
    const rejected = await smtp.next(to);
    expect(rejected.subject).toBe(
      `Gasthaus Zur Linde konnte deine Bestellung Nr. ${order.number} nicht annehmen`,
    );
    expect(rejected.text).toContain(
      'konnte deine Bestellung nicht annehmen: Küche geschlossen. Du musst nichts bezahlen.',
    );
    expect(rejected.text).toContain('1 × Brezel mit Obatzda');
    expect(rejected.text).toContain(`https://shop.example/orders/${order.id}`);
  });

  it('gives a rejected order no receipt: no prices, no VAT, no "this e-mail is your receipt"', async () => {
    const { delivery } = await demoOrders(t.database.db);
    for (const language of ['de', 'en']) {
      const order = await place(delivery, language);
      expect((await smtp.next(to)).text).toMatch(language === 'de' ? /enth\. MwSt\./ : /incl\. 7% VAT/);
      await desk('PATCH', `/api/orders/${order.id}`, { approval_status: 3, reject_reason: 'Oven broken' });
      const rejected = await smtp.next(to);
      for (const body of [rejected.text, rejected.html]) {
        expect(body).toContain('Oven broken.');
        expect(body).toMatch(language === 'de' ? /Brezel mit Obatzda/ : /Brezel with Obatzda/);
        expect(body).not.toMatch(/MwSt|VAT|Beleg|receipt|Gesamt|Total|£/);
      }
    }
  });

  it("writes a preset reason in the reader's language, an earlier desk's English words too", async () => {
    const { pickup } = await demoOrders(t.database.db);
    for (const [language, answer, said] of [
      ['de', { reject_reason_code: 'busy' }, 'nicht annehmen: Wir haben gerade zu viel zu tun. Du musst'],
      [
        'de',
        { reject_reason: 'We are too busy right now' },
        'nicht annehmen: Wir haben gerade zu viel zu tun. Du',
      ],
      [
        'de',
        { reject_reason_code: 'sold_out', reject_reason: 'Brezel' },
        'nicht annehmen: Ausverkauft: Brezel. Du',
      ],
      [
        'en',
        { reject_reason_code: 'closing' },
        'could not accept your order: We are closing soon. You do not',
      ],
    ] as const) {
      const order = await place(pickup, language);
      await smtp.next(to);
      await desk('PATCH', `/api/orders/${order.id}`, { approval_status: 3, ...answer });
      const rejected = await smtp.next(to);
      expect(rejected.text).toContain(said);
      expect(rejected.html).toContain(said.split('. ')[0]!.split(': ').at(-1));
    }
  });

  it("tells the customer once when a pickup is ready and once when a delivery leaves, on the order's own page", async () => {
    const { pickup, delivery } = await demoOrders(t.database.db);
    const collected = await place(pickup, 'de');
    const ready = await place(pickup);
    const sent = await place(delivery);
    for (const order of [collected, ready, sent]) {
      await smtp.next(to);
      await desk('PATCH', `/api/orders/${order.id}`, { approval_status: 2, ready_in_minutes: 30 });
      await smtp.next(to);
    }
    // Collected before anyone pressed "ready": nothing to tell.
    await desk('POST', `/api/orders/${collected.id}/fulfilment`, { status: 'completed' });

    await desk('POST', `/api/orders/${ready.id}/fulfilment`, { status: 'preparing' });
    await desk('POST', `/api/orders/${ready.id}/fulfilment`, { status: 'ready' });
    const readyMail = await smtp.next(to);
    expect(readyMail.subject).toBe(`Your order #${ready.number} at Gasthaus Zur Linde is ready for pickup`);
    expect(readyMail.text).toContain('Your order is ready: you can pick it up at Gasthaus Zur Linde now.');
    expect(readyMail.text).toContain(`https://shop.example/orders/${ready.id}`);
    expect(readyMail.text).not.toMatch(/VAT|Total/);
    await desk('POST', `/api/orders/${ready.id}/fulfilment`, { status: 'completed' });

    await desk('POST', `/api/orders/${sent.id}/fulfilment`, { status: 'out_for_delivery' });
    const onItsWay = await smtp.next(to);
    expect(onItsWay.subject).toBe(`Your order #${sent.number} from Gasthaus Zur Linde is on its way`);
    expect(onItsWay.text).toContain('Your order has left Gasthaus Zur Linde and is on its way to you.');
    await desk('POST', `/api/orders/${sent.id}/fulfilment`, { status: 'delivered' });

    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const [order, count] of [
      [collected, 2],
      [ready, 3],
      [sent, 3],
    ] as const) {
      const about = new RegExp(`(#|Nr\\. )${order.number}\\b`);
      expect(smtp.mailsTo(to).filter((mail) => about.test(mail.subject))).toHaveLength(count);
    }
  });

  for (const [language, says] of [
    [
      'en',
      {
        held: 'the amount is held and charged when the restaurant accepts',
        charged: 'Paid online: charged now that the restaurant has accepted',
        refund: 'Gasthaus Zur Linde has refunded £1.50 of your order: Cold fries',
        refunded: (total: string, paid: string) => [`Total: ${total}`, 'Refunded: −£1.50', `Paid: ${paid}`],
        money: (amount: number) => `£${amount.toFixed(2)}`,
      },
    ],
    [
      'de',
      {
        held: 'der Betrag ist reserviert und wird abgebucht, wenn das Restaurant annimmt',
        charged: 'Online bezahlt: abgebucht, da das Restaurant angenommen hat',
        refund: 'Gasthaus Zur Linde hat dir 1,50\u00a0£ deiner Bestellung erstattet: Cold fries',
        refunded: (total: string, paid: string) => [
          `Gesamt: ${total}`,
          'Erstattet: −1,50\u00a0£',
          `Bezahlt: ${paid}`,
        ],
        money: (amount: number) => `${amount.toFixed(2).replace('.', ',')}\u00a0£`,
      },
    ],
  ] as const) {
    it(`says in ${language} what an online payment's acceptance and refund did to the money`, async () => {
      const { pickup } = await demoOrders(t.database.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(customer), 'accept-language': language },
        payload: { ...pickup, payment: { payment_method: 'online' } },
      });
      const order = response.json<{ data: { id: number; total: number } }>().data;
      const webhook = stripe.pay(stripe.sessionOf(order.id).id, 'held');
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
        payload: webhook.payload,
      });
      expect((await smtp.next(to)).text).toContain(says.held);
      await desk('PATCH', `/api/orders/${order.id}`, { approval_status: 2 });
      const accepted = await smtp.next(to);
      expect(accepted.text).toContain(says.charged);
      expect(accepted.text).not.toContain(says.held);
      await desk('POST', `/api/orders/${order.id}/refunds`, { amount: 1.5, reason: 'Cold fries' });
      const refunded = await smtp.next(to);
      expect(refunded.text).toContain(says.refund);
      const text = refunded.text.replace(/[ \t]+/g, ' ');
      for (const row of says.refunded(says.money(order.total), says.money(order.total - 1.5)))
        expect(text).toContain(row);
    });
  }

  it('confirms an order paid online once its payment is held, and each refund', async () => {
    const { pickup } = await demoOrders(t.database.db);
    const order = await place({ ...pickup, payment: { payment_method: 'online' } });
    const webhook = stripe.pay(stripe.sessionOf(order.id).id, 'held');
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
      payload: webhook.payload,
    });
    const placed = await smtp.next(to);
    expect(placed.text).toContain('the amount is held and charged when the restaurant accepts');
    await desk('PATCH', `/api/orders/${order.id}`, { approval_status: 2 });
    expect((await smtp.next(to)).text).toContain('Paid online');
    await desk('POST', `/api/orders/${order.id}/refunds`, { amount: 1.5, reason: 'Cold fries' });
    const refunded = await smtp.next(to);
    expect(refunded.subject).toMatch(/^Refund for your order #\d+ at Gasthaus Zur Linde$/);
    expect(refunded.text).toContain('Gasthaus Zur Linde has refunded £1.50 of your order: Cold fries');
  });
});
