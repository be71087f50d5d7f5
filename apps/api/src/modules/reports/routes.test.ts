import type { Order, SalesReport } from '@food/contract';
import { parse } from 'csv-parse/sync';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderItems,
  orders,
  paymentRefunds,
  productVariants,
  products,
  salesDayRollups,
  stores,
} from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';
import { FakeClock, MINUTE, demoOrders, openAroundTheClock, placeOrder } from '../../../test/order-desk.ts';

// Saturday 28 March 2026, 23:00 in Berlin (UTC+1); the clocks go forward in the night to Sunday.
const START = new Date('2026-03-28T22:00:00Z');
const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso));
const minor = (amount: number) => Math.round(amount * 100);

describe('reports', () => {
  let t: TestContext;
  let clock: FakeClock;
  let admin: string;
  let rival: { storeId: number; token: string };
  const placed: Order[] = [];

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const sales = async (query: string, token = admin) => {
    const response = await get(`/api/reports/sales?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SalesReport>();
  };

  beforeAll(async () => {
    clock = new FakeClock(START);
    t = await buildTestApp({ demo: true, clock });
    await openAroundTheClock(t.database.db);
    admin = await loginDemoAdmin(t.app);
    rival = await secondStoreAdmin(t);
    const customer = await loginDemoCustomer(t.app);
    const payloads = await demoOrders(t.database.db);
    const [drink] = await t.database.db
      .select({ productId: products.id, variantId: productVariants.id })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(and(eq(products.storeId, 9), eq(products.itemCode, 'DR-01')));
    const mixed = {
      ...payloads.pickup,
      items: [
        ...payloads.pickup.items,
        { product_id: drink!.productId, variant_id: drink!.variantId, quantity: 2 },
      ],
      // The demo's beer is sold from 16.
      age_confirmed: true,
    };
    const answer = (id: number, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: bearer(admin), payload });
    const take = async (payload: object, decision: object) => {
      const id = await placeOrder(t.app, customer, payload);
      expect((await answer(id, decision)).statusCode).toBe(200);
      placed.push((await get(`/api/orders/${id}`)).json<Order>());
      return id;
    };
    const accept = { approval_status: 2, ready_in_minutes: 20 };
    // 23:00 on the 28th: both rates.
    const first = await take(mixed, accept);
    // 00:30 on the 29th in Berlin, still the 28th in UTC: a delivery, and a rejection.
    clock.advance(90 * MINUTE);
    await take(payloads.delivery, accept);
    await take(payloads.pickup, { approval_status: 3, reject_reason: 'Kitchen closed' });
    // Noon on the 29th, summer time: another order, and a refund of part of the first.
    clock.advance(11 * 60 * MINUTE);
    await take(mixed, accept);
    await t.database.db.insert(paymentRefunds).values({
      orderId: first,
      amountMinor: 100,
      reason: 'Cold',
      status: 'succeeded',
      idempotencyKey: 'report-test-refund',
      createdAt: clock.now(),
    });
    // Another store's order the same day is never counted here.
    await t.database.db.insert(orders).values({
      storeId: rival.storeId,
      number: 1,
      orderType: 2,
      language: 'de',
      currency: 'EUR',
      subtotalMinor: 9900,
      totalMinor: 9900,
      approvalStatus: 2,
      createdAt: clock.now(),
    });
  });
  afterAll(() => t.close());

  it("counts each order on the store's calendar day, across midnight and the change to summer time", async () => {
    const report = await sales('from=2026-03-28&to=2026-03-29&group=day');
    const [saturday, sunday] = report.periods;
    expect(report.periods).toHaveLength(2);
    expect(saturday).toMatchObject({ from: '2026-03-28', to: '2026-03-28' });
    expect(saturday!.orders).toEqual({ placed: 1, accepted: 1, rejected: 0, cancelled: 0, pending: 0 });
    expect(sunday!.orders).toEqual({ placed: 3, accepted: 2, rejected: 1, cancelled: 0, pending: 0 });
    expect(sunday!.rejected_by_reason).toEqual([{ reason: 'Kitchen closed', count: 1 }]);
    expect(sunday!.refunds).toBe(1);
    expect(report.total.by_order_type.delivery.orders).toBe(1);
    expect(report.total.by_payment_method.cash.orders).toBe(3);
  });

  it("reconciles: a day's takings are its receipts less its refunds, to the penny, and so is its VAT", async () => {
    const report = await sales('from=2026-03-28&to=2026-03-29');
    for (const period of report.periods) {
      const receipts = placed.filter(
        (order) => order.approval_status === 2 && berlinDay(order.created_at) === period.from,
      );
      const refunds = period.from === '2026-03-29' ? 100 : 0;
      const expected = receipts.reduce((sum, order) => sum + minor(order.total), 0) - refunds;
      expect(minor(period.takings)).toBe(expected);
      expect(period.vat.reduce((sum, part) => sum + minor(part.gross), 0)).toBe(expected);
      for (const part of period.vat) expect(minor(part.net) + minor(part.vat)).toBe(minor(part.gross));
    }
    // The first day's VAT is its one receipt's.
    const [first] = placed;
    expect(report.periods[0]!.vat).toEqual(first!.vat);
    expect(minor(report.total.takings)).toBe(
      report.periods.reduce((sum, period) => sum + minor(period.takings), 0),
    );
  });

  it('groups by week and month, cut to the range', async () => {
    const weeks = await sales('from=2026-03-25&to=2026-04-02&group=week');
    expect(weeks.periods.map((period) => [period.from, period.to])).toEqual([
      ['2026-03-25', '2026-03-29'],
      ['2026-03-30', '2026-04-02'],
    ]);
    const months = await sales('from=2026-03-25&to=2026-04-02&group=month');
    expect(months.periods.map((period) => period.from)).toEqual(['2026-03-25', '2026-04-01']);
    expect(months.periods[0]!.takings).toBe(weeks.total.takings);
  });

  it('shows another store only its own orders', async () => {
    const report = await sales('from=2026-03-28&to=2026-03-29', rival.token);
    expect(report.total.orders.placed).toBe(1);
    expect(report.total.takings).toBe(99);
  });

  it('refuses a bad range, naming the parameter', async () => {
    const refused = async (query: string, field: string) => {
      const response = await get(`/api/reports/sales?${query}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual([field]);
    };
    await refused('from=2026-03-29&to=2026-03-28', 'from');
    await refused('from=2025-01-01&to=2026-03-28', 'to');
    await refused('from=2026-02-30&to=2026-03-28', 'from');
    await refused('from=28.03.2026&to=2026-03-28', 'from');
    await refused('from=2026-03-28&to=2026-03-28&group=year', 'group');
    const products = await get('/api/reports/products?from=2026-03-28');
    expect(products.statusCode).toBe(422);
  });

  it('is for administrators only', async () => {
    const customer = await loginDemoCustomer(t.app);
    expect((await get('/api/reports/sales?from=2026-03-28&to=2026-03-29', customer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/reports/hours?from=2026-03-28&to=2026-03-29',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists products, categories and options, and the busy hours', async () => {
    const products = (await get('/api/reports/products?from=2026-03-28&to=2026-03-29')).json<{
      products: { product_name: string; quantity: number; takings: number; share: number }[];
      categories: { takings: number }[];
    }>();
    const lines = placed
      .filter((order) => order.approval_status === 2)
      .flatMap((order) => order.items)
      .reduce((sum, item) => sum + minor(item.line_total), 0);
    expect(products.products.reduce((sum, row) => sum + minor(row.takings), 0)).toBe(lines);
    expect(products.categories.reduce((sum, row) => sum + minor(row.takings), 0)).toBe(lines);
    expect(products.products.find((row) => row.quantity === 4)).toBeDefined();

    const hours = (await get('/api/reports/hours?from=2026-03-28&to=2026-03-29')).json<{
      orders: number[][];
      average_answer_seconds: number | null;
    }>();
    expect(hours.orders[5]![23]).toBe(1); // Saturday, 23:00
    expect(hours.orders[6]![0]).toBe(2); // Sunday, 00:30
    expect(hours.orders[6]![12]).toBe(1); // Sunday noon, summer time
    expect(hours.average_answer_seconds).toBe(0);
  });

  it("exports the days as CSV in the reader's language and its spreadsheets' style, as a download", async () => {
    const response = await get('/api/reports/sales.csv?from=2026-03-28&to=2026-03-29');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales_2026-03-28_2026-03-29.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // English: commas between fields, decimal points.
    const rows = parse(response.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Day)).toEqual(['2026-03-28', '2026-03-29']);
    const report = await sales('from=2026-03-28&to=2026-03-29');
    expect(rows.map((row) => row.Takings)).toEqual(report.periods.map((period) => period.takings.toFixed(2)));

    // German, from the same (British) store: semicolons and decimal commas, as German Excel reads them.
    const inGerman = (url: string, token = admin) =>
      t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'de' } });
    const german = await inGerman('/api/reports/sales.csv?from=2026-03-28&to=2026-03-29');
    const germanRows = parse(german.rawPayload, { bom: true, columns: true, delimiter: ';' }) as Record<
      string,
      string
    >[];
    expect(germanRows.map((row) => row.Tag)).toEqual(['2026-03-28', '2026-03-29']);
    expect(germanRows.map((row) => row.Einnahmen)).toEqual(
      report.periods.map((period) => period.takings.toFixed(2).replace('.', ',')),
    );
    const germanHeader = german.rawPayload.toString('utf8').slice(1).split('\r\n')[0]!;
    expect(germanHeader.split(';').length).toBeGreaterThan(10);
    expect(germanHeader).not.toContain(',');
    // A German store read in English: commas and points.
    const rivalEnglish = await t.app.inject({
      method: 'GET',
      url: '/api/reports/sales.csv?from=2026-03-29&to=2026-03-29',
      headers: { ...bearer(rival.token), 'accept-language': 'en' },
    });
    const [rivalRow] = parse(rivalEnglish.rawPayload, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rivalRow).toMatchObject({ Day: '2026-03-29', Takings: '99.00', 'Orders placed': '1' });

    const products = await get('/api/reports/products.csv?from=2026-03-28&to=2026-03-29');
    expect(products.headers['content-disposition']).toContain('products_2026-03-28_2026-03-29.csv');
    const productRows = parse(products.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(productRows.length).toBeGreaterThan(1);
    expect(Object.keys(productRows[0]!)).toEqual([
      'Product',
      'Variant',
      'Category',
      'Quantity',
      'Takings',
      'Share %',
    ]);
    expect(productRows[0]!.Takings).toMatch(/^\d+\.\d{2}$/);
    const germanProducts = await inGerman('/api/reports/products.csv?from=2026-03-28&to=2026-03-29');
    const germanProductRows = parse(germanProducts.rawPayload, {
      bom: true,
      columns: true,
      delimiter: ';',
    }) as Record<string, string>[];
    expect(germanProductRows.map((row) => row.Einnahmen)).toEqual(
      productRows.map((row) => row.Takings!.replace('.', ',')),
    );
    expect(germanProductRows.map((row) => row['Anteil %'])).toEqual(
      productRows.map((row) => row['Share %']!.replace('.', ',')),
    );

    // CRLF after every line of every file, and no bare line feed.
    for (const file of [response, german, rivalEnglish, products, germanProducts]) {
      const text = file.rawPayload.toString('utf8');
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    }
  });

  it('exports a DATEV Buchungsstapel whose header and bookings follow the format', async () => {
    const response = await get('/api/reports/datev.csv?from=2026-03-28&to=2026-03-29');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    const text = new TextDecoder('windows-1252').decode(response.rawPayload);
    const lines = text.split('\r\n').filter(Boolean);
    const records = parse(text, { delimiter: ';', relax_column_count: true }) as string[][];
    const [header, columns, ...bookings] = records;
    expect(header).toHaveLength(31);
    expect(header!.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    expect(header![5]).toMatch(/^\d{17}$/);
    expect(header!.slice(10, 16)).toEqual(['1234567', '10001', '20260101', '4', '20260328', '20260329']);
    expect(header![21]).toBe('GBP');
    expect(header![26]).toBe('03');
    // The label in the store's language, whole within DATEV's 30 characters.
    expect(header![16]).toBe('Einnahmen 28.03.26-29.03.26');
    expect(lines[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;\d{17};;"RE";/);
    expect(columns).toHaveLength(125);
    expect(columns![0]).toBe('Umsatz (ohne Soll/Haben-Kz)');
    expect(columns![124]).toBe('Abw. Skontokonto');

    let takings = 0;
    for (const [index, booking] of bookings.entries()) {
      expect(booking).toHaveLength(125);
      const [amount, side, currency, , , , account, counter, taxKey, date] = booking;
      expect(amount).toMatch(/^\d{1,10},\d{2}$/);
      expect(['S', 'H']).toContain(side);
      expect(currency).toBe('GBP');
      expect(['2803', '2903']).toContain(date);
      expect(taxKey).toBe('');
      expect(counter).toBe('1000');
      expect(side === 'H' ? ['8300', '8400'] : ['8710', '8720']).toContain(account);
      // Amounts, accounts and dates bare, texts in quotes.
      expect(lines[index + 2]).toMatch(/^\d+,\d{2};"[SH]";"GBP";;;;\d{4};\d{4};"";\d{4};"[^"]+";/);
      takings += (side === 'H' ? 1 : -1) * Number(amount!.replace(',', ''));
    }
    expect(bookings.filter((booking) => booking[1] === 'S')).toHaveLength(2); // the refund's two rates
    const report = await sales('from=2026-03-28&to=2026-03-29');
    expect(takings).toBe(minor(report.total.takings));
  });

  it('keeps accounting settings per store, SKR03 until saved, and needs the numbers for DATEV', async () => {
    const url = `/api/stores/${rival.storeId}/accounting`;
    const defaults = await get(url, rival.token);
    expect(defaults.json()).toMatchObject({
      consultant_number: null,
      revenue_accounts: [
        { rate: 7, revenue_account: '8300', refund_account: '8710' },
        { rate: 19, revenue_account: '8400', refund_account: '8720' },
      ],
      cash_account: '1000',
      online_clearing_account: '1360',
    });
    const datev = await get('/api/reports/datev.csv?from=2026-03-01&to=2026-03-31', rival.token);
    expect(datev.statusCode).toBe(409);
    expect(datev.json()).toMatchObject({ code: 'accounting_numbers_missing' });

    const put = (payload: object, storeUrl = url) =>
      t.app.inject({ method: 'PUT', url: storeUrl, headers: bearer(rival.token), payload });
    const settings = {
      ...defaults.json(),
      consultant_number: 4711,
      client_number: 42,
      fiscal_year_start_month: 7,
    };
    delete settings.store_id;
    const wrong = await put({ ...settings, cash_account: '10000' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().fields)).toEqual(['cash_account']);
    expect((await put(settings, '/api/stores/9/accounting')).statusCode).toBe(403);
    const saved = await put(settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ consultant_number: 4711, fiscal_year_start_month: 7 });

    // Its fiscal year starts in July: a range into the next one is refused.
    const across = await get('/api/reports/datev.csv?from=2026-06-01&to=2026-07-31', rival.token);
    expect(across.statusCode).toBe(422);
    expect(across.json()).toMatchObject({
      code: 'datev_one_fiscal_year',
      fields: { to: [expect.any(String)] },
    });
    const ok = await get('/api/reports/datev.csv?from=2026-03-01&to=2026-03-31', rival.token);
    expect(ok.statusCode).toBe(200);
    const [header] = parse(new TextDecoder('windows-1252').decode(ok.rawPayload), {
      delimiter: ';',
      relax_column_count: true,
    }) as string[][];
    expect(header!.slice(10, 13)).toEqual(['4711', '42', '20250701']);
    expect(header![16]).toBe('Takings 01/03/26-31/03/26');
    // The longest range a label holds: two dates of different years.
    const widest = await get('/api/reports/datev.csv?from=2025-07-01&to=2026-06-30', rival.token);
    const [widestHeader] = parse(new TextDecoder('windows-1252').decode(widest.rawPayload), {
      delimiter: ';',
      relax_column_count: true,
    }) as string[][];
    expect(widestHeader![16]).toBe('Takings 01/07/25-30/06/26');
    expect(widestHeader![16]!.length).toBeLessThanOrEqual(30);
  });

  // Last: it moves the clock on.
  it('reads settled days from a roll-up made once, and computes a day again when one of its orders is written', async () => {
    const storedDays = async () =>
      (
        await t.database.db
          .select({ day: salesDayRollups.day })
          .from(salesDayRollups)
          .where(eq(salesDayRollups.storeId, 9))
          .orderBy(asc(salesDayRollups.day))
      )
        .map((row) => row.day)
        // The earlier tests' ranges reach back to the 25th, settled already.
        .filter((day) => day >= '2026-03-28');
    const byHand = async (createdAt: string, approvalStatus: number) => {
      const [order] = await t.database.db
        .insert(orders)
        .values({
          storeId: 9,
          number: 900 + approvalStatus,
          orderType: 2,
          language: 'en',
          currency: 'GBP',
          subtotalMinor: 1000,
          totalMinor: 1000,
          approvalStatus,
          createdAt: new Date(createdAt),
        })
        .returning({ id: orders.id });
      await t.database.db.insert(orderItems).values({
        orderId: order!.id,
        productName: 'Soup',
        kitchenProductName: 'Soup',
        unitPriceMinor: 1000,
        quantity: 1,
        taxRateBasisPoints: 700,
      });
      return order!.id;
    };
    const range = 'from=2026-03-28&to=2026-03-29';
    const live = await sales(range);
    // Sunday noon: yesterday and today are still open to change.
    expect(await storedDays()).toEqual([]);

    // Tuesday: both days ended more than a day ago; the first report stores them, the next reads them.
    clock.advance(2 * 24 * 60 * MINUTE);
    expect(await sales(range)).toEqual(live);
    expect(await storedDays()).toEqual(['2026-03-28', '2026-03-29']);
    expect(await sales(range)).toEqual(live);

    // A refund today of Saturday's order counts today; the stored days stay as they are.
    await t.database.db.insert(paymentRefunds).values({
      orderId: placed[0]!.id,
      amountMinor: 50,
      reason: 'Late',
      status: 'succeeded',
      idempotencyKey: 'report-rollup-refund',
      createdAt: clock.now(),
    });
    const week = await sales('from=2026-03-28&to=2026-03-31');
    expect(week.periods.slice(0, 2)).toEqual(live.periods);
    expect(week.periods[3]).toMatchObject({ refunds: 0.5, takings: -0.5 });
    expect(await storedDays()).toEqual(['2026-03-28', '2026-03-29']);

    // An order written into Saturday by hand drops its roll-up: the day is computed again with it.
    await byHand('2026-03-28T20:00:00Z', 2);
    expect(await storedDays()).toEqual(['2026-03-29']);
    const [saturday] = (await sales(range)).periods;
    expect(saturday!.orders.placed).toBe(live.periods[0]!.orders.placed + 1);
    expect(minor(saturday!.takings)).toBe(minor(live.periods[0]!.takings) + 1000);
    expect(saturday!.vat.reduce((sum, part) => sum + minor(part.gross), 0)).toBe(minor(saturday!.takings));
    expect(await storedDays()).toEqual(['2026-03-28', '2026-03-29']);

    // A settled day with an order still pending is not stored until it is answered.
    const pending = await byHand('2026-03-30T10:00:00Z', 1);
    clock.advance(2 * 24 * 60 * MINUTE);
    expect((await sales('from=2026-03-30&to=2026-03-31')).periods[0]!.orders.pending).toBe(1);
    expect(await storedDays()).toEqual(['2026-03-28', '2026-03-29', '2026-03-31']);
    await t.database.db.update(orders).set({ approvalStatus: 2 }).where(eq(orders.id, pending));
    expect((await sales('from=2026-03-30&to=2026-03-31')).periods[0]!.orders.accepted).toBe(1);
    expect(await storedDays()).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);

    // Another time zone moves every order to other days: all roll-ups go.
    await t.database.db.update(stores).set({ timezone: 'Europe/London' }).where(eq(stores.id, 9));
    expect(await storedDays()).toEqual([]);
    await t.database.db.update(stores).set({ timezone: 'Europe/Berlin' }).where(eq(stores.id, 9));
  });
});
