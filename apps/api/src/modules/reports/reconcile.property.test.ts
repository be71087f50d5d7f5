import type { Order, SalesReport } from '@food/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryPostcodes,
  optionGroups,
  productOptionGroups,
  productVariants,
  products,
} from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { FakeClock, MINUTE, openAroundTheClock } from '../../../test/order-desk.ts';
import { StripeTestServer, type PayAs } from '../../../test/stripe-server.ts';

/** Noon in Berlin the day before each change of the clocks in 2026: to summer time, and back. */
const WINDOWS = [
  {
    start: new Date('2026-03-28T11:00:00Z'),
    days: ['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01'],
  },
  {
    start: new Date('2026-10-24T10:00:00Z'),
    days: ['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28'],
  },
] as const;
/** Orders fall within 60 hours of a window's start, refunds up to 30 hours after their order: its days above. */
const ORDER_MINUTES = 60 * 60;
const REFUND_MINUTES = 30 * 60;

const HOUR = 60 * MINUTE;
const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso));
const minor = (amount: number) => Math.round(amount * 100);

/**
 * Minutes after the window's start: anywhere, or close to its first midnight (12 h), the change of the
 * clocks (14 h in spring, 15 h in autumn) or the second midnight (35 h in spring, 37 h in autumn).
 */
const minuteOf = fc.oneof(
  fc.integer({ min: 0, max: ORDER_MINUTES - 1 }),
  fc
    .tuple(fc.constantFrom(12 * 60, 14 * 60, 15 * 60, 35 * 60, 37 * 60), fc.integer({ min: -45, max: 45 }))
    .map(([around, by]) => around + by),
);
const orderSpec = fc.record({
  minute: minuteOf,
  delivery: fc.boolean(),
  postcode: fc.nat(),
  items: fc.array(fc.record({ product: fc.nat(), quantity: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 4,
  }),
  /** Cash, or online: held on a card (captured when accepted) or charged at once. */
  payment: fc.constantFrom<'cash' | PayAs>('cash', 'held', 'charged'),
  answer: fc.constantFrom('accept', 'accept', 'reject', 'cancel'),
  /** Refunds of an accepted online order: minutes after it, and the percentage of what is left. */
  refunds: fc.array(
    fc.record({
      after: fc.integer({ min: 1, max: REFUND_MINUTES }),
      percent: fc.integer({ min: 1, max: 100 }),
    }),
    { maxLength: 2 },
  ),
});
const scenario = fc.record({
  window: fc.constantFrom(0, 1),
  orders: fc.array(orderSpec, { minLength: 1, maxLength: 6 }),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

describe('reports reconcile with the receipts, whatever is ordered when', () => {
  let t: TestContext;
  let stripe: StripeTestServer;
  let admin: string;
  let customer: string;
  let items: { product_id: number; variant_id?: number }[];
  let postcodes: number[];
  /** Every order placed so far, per window. */
  const placed: number[][] = [[], []];
  // After every time the test sets (the windows and the week after each): tokens made now are valid in all.
  const clock = new FakeClock(new Date('2026-11-01T12:00:00Z'));

  const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const moveClockTo = (at: Date) => clock.advance(at.getTime() - clock.now().getTime());

  beforeAll(async () => {
    stripe = await new StripeTestServer().start();
    t = await buildTestApp({ demo: true, env: stripe.env(), clock });
    await openAroundTheClock(t.database.db);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    const saved = await as(admin, 'PUT', '/api/stores/9/settings', {
      payment_methods: ['cash', 'online'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The demo's products at both VAT rates that need no choice of options; a variable one in its first variant.
    const rows = await t.database.db
      .selectDistinctOn([products.id], { productId: products.id, variantId: productVariants.id })
      .from(products)
      .leftJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(products.storeId, 9))
      .orderBy(asc(products.id), asc(productVariants.position), asc(productVariants.id));
    const needChoices = new Set(
      (
        await t.database.db
          .select({ productId: productOptionGroups.productId })
          .from(productOptionGroups)
          .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.groupId))
          .where(and(eq(productOptionGroups.storeId, 9), gt(optionGroups.minChoices, 0)))
      ).map((row) => row.productId),
    );
    items = rows
      .filter((row) => !needChoices.has(row.productId))
      .map((row) => ({ product_id: row.productId, ...(row.variantId ? { variant_id: row.variantId } : {}) }));
    postcodes = (
      await t.database.db
        .select({ id: deliveryPostcodes.id })
        .from(deliveryPostcodes)
        .where(eq(deliveryPostcodes.storeId, 9))
    ).map((row) => row.id);
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const placeAndAnswer = async (spec: Scenario['orders'][number]) => {
    const payload = {
      store_id: 9,
      order_type: spec.delivery ? 1 : 2,
      ...(spec.delivery ? { delivery_postcode_id: postcodes[spec.postcode % postcodes.length] } : {}),
      items: spec.items.map((item) => ({ ...items[item.product % items.length]!, quantity: item.quantity })),
      payment: { payment_method: spec.payment === 'cash' ? 'cash' : 'online' },
      // The demo's beers and wine are sold from 16.
      age_confirmed: true,
    };
    const response = await as(customer, 'POST', '/api/orders', payload);
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ data: { id: number } }>().data.id;
    if (spec.payment !== 'cash') {
      const webhook = stripe.pay(stripe.sessionOf(id).id, spec.payment);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
        payload: webhook.payload,
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const answered =
      spec.answer === 'cancel'
        ? await as(customer, 'POST', `/api/orders/${id}/cancel`)
        : await as(
            admin,
            'PATCH',
            `/api/orders/${id}`,
            spec.answer === 'accept'
              ? { approval_status: 2, ready_in_minutes: 20 }
              : { approval_status: 3, reject_reason: 'Kitchen closed' },
          );
    expect(answered.statusCode, answered.body).toBe(200);
    return id;
  };

  const refund = async (id: number, percent: number) => {
    const order = (await as(admin, 'GET', `/api/orders/${id}`)).json<Order>();
    const left = minor(order.payment.amount) - minor(order.payment.refunded_amount);
    if (order.approval_status !== 2 || order.payment.payment_method !== 'online' || left === 0) return;
    const amount = Math.max(1, Math.round((left * percent) / 100)) / 100;
    const made = await as(admin, 'POST', `/api/orders/${id}/refunds`, { amount, reason: 'Cold' });
    expect(made.statusCode, made.body).toBe(201);
  };

  /** Places the scenario's orders and refunds in the order of their times, on the app's clock. */
  const play = async ({ window, orders }: Scenario) => {
    const start = WINDOWS[window]!.start.getTime();
    const events = orders.flatMap((spec, index) => [
      { at: start + spec.minute * MINUTE, index, refund: null },
      ...spec.refunds.map((refund) => ({
        at: start + (spec.minute + refund.after) * MINUTE,
        index,
        refund: refund.percent,
      })),
    ]);
    events.sort((a, b) => a.at - b.at || Number(a.refund !== null) - Number(b.refund !== null));
    const ids: number[] = [];
    for (const event of events) {
      moveClockTo(new Date(event.at));
      if (event.refund === null) {
        ids[event.index] = await placeAndAnswer(orders[event.index]!);
        // Kept at once: a run that fails half-way leaves its orders in the days the next runs check.
        placed[window]!.push(ids[event.index]!);
      } else await refund(ids[event.index]!, event.refund);
    }
  };

  /** Each day of the window: the report's figures against the receipts and refunds read back one by one. */
  const check = async (window: number) => {
    const { days } = WINDOWS[window]!;
    const response = await as(admin, 'GET', `/api/reports/sales?from=${days[0]}&to=${days.at(-1)}&group=day`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<SalesReport>();
    const orders = await Promise.all(
      placed[window]!.map(async (id) => (await as(admin, 'GET', `/api/orders/${id}`)).json<Order>()),
    );
    expect(report.periods.map((period) => period.from)).toEqual(days);
    for (const period of report.periods) {
      const day = period.from;
      const ofDay = orders.filter((order) => berlinDay(order.created_at) === day);
      const receipts = ofDay.filter((order) => order.approval_status === 2);
      const refunds = orders
        .filter((order) => order.approval_status === 2)
        .flatMap((order) => order.payment.refunds)
        .filter((refund) => refund.status === 'succeeded' && berlinDay(refund.created_at) === day);
      const expected =
        receipts.reduce((sum, order) => sum + minor(order.total), 0) -
        refunds.reduce((sum, refund) => sum + minor(refund.amount), 0);
      const context = `${day}: ${JSON.stringify({
        receipts: receipts.map((order) => ({ id: order.id, total: order.total, vat: order.vat })),
        refunds,
      })}`;
      expect(minor(period.takings), context).toBe(expected);
      expect(period.orders, context).toEqual({
        placed: ofDay.length,
        accepted: receipts.length,
        rejected: ofDay.filter((order) => order.approval_status === 3).length,
        cancelled: ofDay.filter((order) => order.approval_status === 4).length,
        pending: 0,
      });
      expect(minor(period.refunds), context).toBe(refunds.reduce((sum, r) => sum + minor(r.amount), 0));
      expect(
        period.vat.reduce((sum, part) => sum + minor(part.gross), 0),
        context,
      ).toBe(expected);
      for (const part of period.vat)
        expect(minor(part.net) + minor(part.vat), context).toBe(minor(part.gross));
      if (refunds.length === 0) {
        // Without refunds each rate's figures are the receipts' own, added up.
        const perRate = new Map<number, { gross: number; net: number; vat: number }>();
        for (const part of receipts.flatMap((order) => order.vat)) {
          const sum = perRate.get(part.rate) ?? { gross: 0, net: 0, vat: 0 };
          sum.gross += minor(part.gross);
          sum.net += minor(part.net);
          sum.vat += minor(part.vat);
          perRate.set(part.rate, sum);
        }
        expect(
          period.vat
            .filter((part) => part.gross !== 0)
            .map((part) => ({
              rate: part.rate,
              gross: minor(part.gross),
              net: minor(part.net),
              vat: minor(part.vat),
            })),
          context,
        ).toEqual(
          [...perRate]
            .filter(([, sum]) => sum.gross !== 0)
            .sort(([a], [b]) => a - b)
            .map(([rate, sum]) => ({ rate, ...sum })),
        );
      }
    }
    expect(minor(report.total.takings)).toBe(
      report.periods.reduce((sum, period) => sum + minor(period.takings), 0),
    );
  };

  it("a day's takings are its receipts less its refunds, and its VAT per rate adds up to them, to the penny", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (run) => {
        await play(run);
        await check(run.window);
        // A week on, every day of the window is settled and read from its roll-up; the next run goes
        // back and writes into those days again.
        moveClockTo(new Date(WINDOWS[run.window]!.start.getTime() + 7 * 24 * HOUR));
        await check(run.window);
      }),
      { numRuns: 15, seed: 20_260_329 },
    );
    // Both windows had orders, across their midnights.
    expect(placed.every((ids) => ids.length > 0)).toBe(true);
  }, 120_000);
});
