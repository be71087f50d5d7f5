import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ErrorCode, Translations } from '@food/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  addresses,
  categories,
  deliveryPostcodes,
  discounts,
  idempotencyKeys,
  orderItems,
  orders,
  payments,
  productVariants,
  products,
  storeHours,
  taxes,
  users,
} from '../../db/schema/index.ts';
import { DEMO_LOGINS } from '../../db/seed/demo.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  speakEnglishByDefault,
  type TestContext,
} from '../../../test/helpers.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { STORE_CLOSED_MESSAGE } from './slots.ts';

type Item = {
  product_id: number;
  variant_id?: number | null;
  quantity: number;
  unit_price?: number;
  note?: string;
};
type WireOrder = {
  id: number;
  created_at: string;
  store_id: number;
  user_id: number;
  approval_status: number;
  subtotal: number;
  discount: number;
  discount_percent: number;
  delivery_fee: number;
  total: number;
  items: { product_name: string; variant_name: string | null; unit_price: number; quantity: number }[];
};

const pence = (amount: number) => Math.round(amount * 100);
const round = (value: number) => Math.round(value); // the amounts here are positive: half up is half away from zero

describe('orders', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let customerId: number;
  let rival: { storeId: number; token: string };
  /** Demo menu rows: a simple product, two variable ones with their variants, a drink at the standard rate. */
  const menu = {} as {
    pretzel: typeof products.$inferSelect;
    goulash: typeof products.$inferSelect;
    cup: typeof productVariants.$inferSelect;
    bowl: typeof productVariants.$inferSelect;
    schnitzel: typeof products.$inferSelect;
    schnitzelLarge: typeof productVariants.$inferSelect;
    drink: typeof products.$inferSelect;
  };
  let postcode: typeof deliveryPostcodes.$inferSelect;
  let percent: { delivery: number; pickup: number };

  const db = () => t.database.db;
  const place = (token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: payload as Record<string, unknown>,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const pickup = (items: Item[], extra: Record<string, unknown> = {}) => ({
    user_id: customerId,
    discount_id: 0,
    note: '',
    order_type: 2,
    order_status: 1,
    approval_status: 1,
    store_id: 9,
    items,
    payment: {
      payment_method: 'cash',
      status: 'pending',
      paid_at: '2025-06-01T12:00:00.000Z',
      order_id: 0,
      amount: 0,
    },
    ...extra,
  });
  const delivery = (items: Item[], extra: Record<string, unknown> = {}) =>
    pickup(items, { order_type: 1, delivery_postcode_id: postcode.id, ...extra });
  const basket = (): Item[] => [
    { product_id: menu.pretzel.id, variant_id: 0, quantity: 2, unit_price: 0.01, note: 'extra mustard' },
    { product_id: menu.goulash.id, variant_id: menu.bowl.id, quantity: 1, unit_price: 0.01 },
    { product_id: menu.drink.id, quantity: 3 },
  ];
  const basketSubtotal = () =>
    2 * menu.pretzel.priceMinor! + menu.bowl.priceMinor + 3 * menu.drink.priceMinor!;

  async function counts() {
    const [[o], [i], [p], [k]] = await Promise.all([
      db().select({ n: count() }).from(orders),
      db().select({ n: count() }).from(orderItems),
      db().select({ n: count() }).from(payments),
      db().select({ n: count() }).from(idempotencyKeys),
    ]);
    return { orders: o!.n, items: i!.n, payments: p!.n, keys: k!.n };
  }
  async function orderRow(id: number) {
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id));
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, id));
    return { order: order!, items, payment: payment! };
  }

  async function setHours(storeId: number, open: boolean) {
    await db().delete(storeHours).where(eq(storeHours.storeId, storeId));
    if (!open) return;
    await db()
      .insert(storeHours)
      .values(
        [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
          { storeId, name: 'Around the clock', dayOfWeek, openTime: '00:00', closeTime: '23:59' },
          { storeId, name: 'Around the clock', dayOfWeek, openTime: '23:59', closeTime: '00:00' },
        ]),
      );
  }

  let customerHash: Promise<string> | undefined;
  /** A verified customer made behind the API, logged in. */
  async function newCustomer(name: string) {
    customerHash ??= hashPassword('hungry-customer');
    const email = `${name}-${randomBytes(3).toString('hex')}@example.com`;
    const [user] = await db()
      .insert(users)
      .values({
        email,
        passwordHash: await customerHash,
        roleId: 2,
        storeId: 9,
        customerName: name,
        phone: '+49 30 1234567',
        emailVerifiedAt: new Date(),
      })
      .returning();
    return { id: user!.id, token: await loginAs(t.app, email, 'hungry-customer') };
  }

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    rival = await secondStoreAdmin(t);
    const [me] = await db().select().from(users).where(eq(users.email, DEMO_LOGINS.customer.email));
    customerId = me!.id;

    const byCode = async (itemCode: string) => {
      const [row] = await db()
        .select()
        .from(products)
        .where(and(eq(products.storeId, 9), eq(products.itemCode, itemCode)));
      return row!;
    };
    const variantsOf = (productId: number) =>
      db()
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.position));
    menu.pretzel = await byCode('ST-01');
    menu.goulash = await byCode('SU-01');
    [menu.cup, menu.bowl] = (await variantsOf(menu.goulash.id)) as [typeof menu.cup, typeof menu.bowl];
    menu.schnitzel = await byCode('MA-01');
    menu.schnitzelLarge = (await variantsOf(menu.schnitzel.id)).at(-1)!;
    menu.drink = await byCode('DR-06');
    const [area] = await db()
      .select()
      .from(deliveryPostcodes)
      .where(and(eq(deliveryPostcodes.storeId, 9), eq(deliveryPostcodes.postcode, '10435')));
    postcode = area!;
    const rows = await db().select().from(discounts).where(eq(discounts.storeId, 9));
    const value = (code: string) => rows.find((row) => row.code === code)!.value;
    percent = { delivery: value('DELIVERY_DISCOUNT'), pickup: value('PICKUP_DISCOUNT') };
    await setHours(9, true);
  });
  afterAll(() => t.close());

  describe('POST /api/orders', () => {
    it('places a pickup order priced from the database, with its items and payment in one go', async () => {
      const before = await counts();
      const response = await place(customer, pickup(basket(), { note: 'Ring twice' }));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      const subtotal = basketSubtotal();
      const discount = round((subtotal * percent.pickup) / 100);
      expect(body).toMatchObject({
        msg: 'Order placed',
        data: {
          id: expect.any(Number),
          store_id: 9,
          user_id: customerId,
          order_type: 2,
          order_status: 1,
          approval_status: 1,
          note: 'Ring twice',
          currency: 'GBP',
          subtotal: subtotal / 100,
          discount: discount / 100,
          discount_percent: percent.pickup,
          delivery_fee: 0,
          total: (subtotal - discount) / 100,
          delivery_postcode_id: null,
          delivery_postcode: null,
          customer_name: 'Emma Schneider',
          phone: '+49 151 23456789',
          // A pickup goes to no address, whatever the customer has saved.
          address: null,
          payment: {
            payment_method: 'cash',
            status: 'pending',
            amount: (subtotal - discount) / 100,
            paid_at: null,
          },
          answered_at: null,
          reject_reason: null,
        },
      });
      expect(body.data.items).toEqual([
        {
          id: expect.any(Number),
          product_id: menu.pretzel.id,
          variant_id: null,
          product_name: menu.pretzel.name,
          variant_name: null,
          quantity: 2,
          options: [],
          unit_price: menu.pretzel.priceMinor! / 100,
          line_total: (2 * menu.pretzel.priceMinor!) / 100,
          tax_rate: 7,
          tax_included: round((2 * menu.pretzel.priceMinor! * 700) / 10700) / 100,
          note: 'extra mustard',
        },
        expect.objectContaining({
          product_id: menu.goulash.id,
          variant_id: menu.bowl.id,
          variant_name: 'Bowl',
          unit_price: menu.bowl.priceMinor / 100,
          quantity: 1,
        }),
        expect.objectContaining({ product_id: menu.drink.id, tax_rate: 19, quantity: 3 }),
      ]);

      const { order, items, payment } = await orderRow(body.data.id);
      expect(order).toMatchObject({
        storeId: 9,
        userId: customerId,
        orderType: 2,
        approvalStatus: 1,
        subtotalMinor: subtotal,
        discountMinor: discount,
        discountPercent: percent.pickup,
        deliveryFeeMinor: 0,
        totalMinor: subtotal - discount,
        addressId: null,
        addressLine1: null,
        addressZip: null,
      });
      const deadline = order.answerDeadline!.getTime() - order.createdAt.getTime();
      expect(Math.abs(deadline - 10 * 60_000)).toBeLessThan(5_000);
      expect(
        items.map((item) => [item.productName, item.variantName, item.unitPriceMinor, item.quantity]),
      ).toEqual([
        [menu.pretzel.name, null, menu.pretzel.priceMinor, 2],
        [menu.goulash.name, 'Bowl', menu.bowl.priceMinor, 1],
        [menu.drink.name, null, menu.drink.priceMinor, 3],
      ]);
      // Ordered in English, named for the kitchen in the store's default language, German.
      expect(order.language).toBe('en');
      expect(items.map((item) => [item.kitchenProductName, item.kitchenVariantName])).toEqual([
        [menu.pretzel.translations.de!.name, null],
        [menu.goulash.translations.de!.name, 'Teller'],
        [menu.drink.translations.de!.name, null],
      ]);
      expect(items.map((item) => item.taxRateBasisPoints)).toEqual([700, 700, 1900]);
      expect(payment).toMatchObject({
        paymentMethod: 'cash',
        status: 'pending',
        amountMinor: subtotal - discount,
      });
      expect(await counts()).toEqual({
        ...before,
        orders: before.orders + 1,
        items: before.items + 3,
        payments: before.payments + 1,
      });
    });

    it('places a delivery order with the postcode’s fee and the delivery discount', async () => {
      const items = [{ product_id: menu.schnitzel.id, variant_id: menu.schnitzelLarge.id, quantity: 3 }];
      const response = await place(customer, delivery(items));
      expect(response.statusCode).toBe(201);
      const subtotal = 3 * menu.schnitzelLarge.priceMinor;
      const discount = round((subtotal * percent.delivery) / 100);
      const fee = postcode.deliveryFeeMinor;
      expect(response.json().data).toMatchObject({
        order_type: 1,
        subtotal: subtotal / 100,
        discount: discount / 100,
        discount_percent: percent.delivery,
        delivery_fee: fee / 100,
        total: (subtotal - discount + fee) / 100,
        delivery_postcode_id: postcode.id,
        delivery_postcode: '10435',
      });
      const { order, payment } = await orderRow(response.json().data.id);
      expect(order).toMatchObject({
        deliveryPostcode: '10435',
        deliveryFeeMinor: fee,
        totalMinor: subtotal - discount + fee,
        addressLine1: 'Kastanienallee 12',
      });
      expect(payment.amountMinor).toBe(subtotal - discount + fee);
    });

    it('delivers to the postcode the order is priced for, never to a placeholder postcode the address kept', async () => {
      const mover = await newCustomer('mover');
      // Saved by an earlier version's address step for a pickup, with its placeholder postcode.
      const [address] = await db()
        .insert(addresses)
        .values({
          userId: mover.id,
          storeId: 9,
          line1: 'Kastanienallee 12',
          city: 'Berlin',
          zip: '0000',
          country: 'Germany',
          phone: '+49 30 7654321',
          customerName: 'mover',
        })
        .returning();

      const delivered = await place(mover.token, delivery(basket(), { address_id: address!.id }));
      expect(delivered.statusCode).toBe(201);
      expect(delivered.json().data).toMatchObject({
        delivery_postcode: '10435',
        address: { line1: 'Kastanienallee 12', zip: '10435', city: 'Berlin' },
      });
      const pickedUp = await place(mover.token, pickup(basket(), { address_id: address!.id }));
      expect(pickedUp.statusCode).toBe(201);
      expect(pickedUp.json().data).toMatchObject({ address: null, customer_name: 'mover' });
    });

    it("takes a pickup's name and phone from the account, else from the customer's latest address", async () => {
      const unnamed = await newCustomer('unnamed');
      await db().update(users).set({ customerName: '', phone: '' }).where(eq(users.id, unnamed.id));
      await db().insert(addresses).values({
        userId: unnamed.id,
        storeId: 9,
        line1: 'Kastanienallee 12',
        city: 'Berlin',
        zip: '10435',
        country: 'Germany',
        phone: '+49 30 7654321',
        customerName: 'Named on the address',
      });
      const fromAddress = await place(unnamed.token, pickup(basket()));
      expect(fromAddress.statusCode).toBe(201);
      expect(fromAddress.json().data).toMatchObject({
        customer_name: 'Named on the address',
        phone: '+49 30 7654321',
        address: null,
      });
      await db()
        .update(users)
        .set({ customerName: 'Named on the account', phone: '+49 30 1111111' })
        .where(eq(users.id, unnamed.id));
      const fromAccount = await place(unnamed.token, pickup(basket()));
      expect(fromAccount.json().data).toMatchObject({
        customer_name: 'Named on the account',
        phone: '+49 30 1111111',
        address: null,
      });
    });

    it('ignores client prices, totals, user, status and discount; accepts a trailing slash', async () => {
      const { id: otherId } = await newCustomer('bystander');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: bearer(customer),
        payload: {
          ...pickup([{ product_id: menu.pretzel.id, variant_id: null, quantity: 1, unit_price: 0 }]),
          user_id: otherId,
          approval_status: 2,
          order_status: 4,
          discount_id: 999,
          total: 0.01,
          subtotal: 0.01,
          discount: 100,
          payment: { payment_method: 'cash', status: 'paid', amount: 0.01, paid_at: '2020-01-01T00:00:00Z' },
        },
      });
      expect(response.statusCode).toBe(201);
      const { order, payment } = await orderRow(response.json().data.id);
      const subtotal = menu.pretzel.priceMinor!;
      const discount = round((subtotal * percent.pickup) / 100);
      expect(order).toMatchObject({
        userId: customerId,
        approvalStatus: 1,
        orderStatus: 1,
        subtotalMinor: subtotal,
        totalMinor: subtotal - discount,
      });
      expect(order.discountId).not.toBe(999);
      expect(payment).toMatchObject({ status: 'pending', amountMinor: subtotal - discount, paidAt: null });
    });

    it('keeps the order note and the line notes trimmed, an empty one as null, and shows them in reads', async () => {
      const items = [
        { product_id: menu.pretzel.id, quantity: 1, note: '  no salt  ' },
        { product_id: menu.drink.id, quantity: 1, note: '   ' },
      ];
      const response = await place(customer, pickup(items, { note: ' Nut allergy. Ring twice. ' }));
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data.note).toBe('Nut allergy. Ring twice.');
      expect(data.items.map((item: { note: string | null }) => item.note)).toEqual(['no salt', null]);
      const { order, items: rows } = await orderRow(data.id);
      expect(order.note).toBe('Nut allergy. Ring twice.');
      expect(rows.map((row) => row.note)).toEqual(['no salt', null]);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${data.id}`,
        headers: bearer(admin),
      });
      expect(read.json()).toMatchObject({
        note: 'Nut allergy. Ring twice.',
        items: [{ note: 'no salt' }, { note: null }],
      });

      const without = (await place(customer, pickup([{ product_id: menu.pretzel.id, quantity: 1 }]))).json();
      expect(without.data).toMatchObject({ note: null, items: [{ note: null }] });
    });

    it('refuses a note that is too long (422 with the field) and writes nothing', async () => {
      const before = await counts();
      const long = await place(customer, pickup(basket(), { note: 'x'.repeat(501) }));
      expect(long.statusCode).toBe(422);
      expect(long.json()).toMatchObject({
        code: 'validation_failed',
        fields: { note: ['At most 500 characters'] },
      });
      const longItem = await place(
        customer,
        pickup([{ product_id: menu.pretzel.id, quantity: 1, note: 'y'.repeat(201) }]),
      );
      expect(longItem.statusCode).toBe(422);
      expect(longItem.json()).toMatchObject({
        code: 'validation_failed',
        fields: { 'items.0.note': ['At most 200 characters'] },
      });
      expect(await counts()).toEqual(before);
      const exact = await place(customer, pickup(basket(), { note: 'x'.repeat(500) }));
      expect(exact.statusCode).toBe(201);
    });

    it('answers 404 for a store that does not exist and writes nothing', async () => {
      const before = await counts();
      const response = await place(customer, pickup(basket(), { store_id: 999_999 }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        detail: 'Store 999999 does not exist',
        code: 'store_not_found',
      });
      expect(await counts()).toEqual(before);
    });

    it('refuses an order while the store is closed (409 store_closed) and writes nothing', async () => {
      await setHours(9, false);
      try {
        const before = await counts();
        const response = await place(customer, pickup(basket()), { 'idempotency-key': 'closed-then-open' });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ detail: STORE_CLOSED_MESSAGE, code: 'store_closed' });
        expect(await counts()).toEqual(before);
      } finally {
        await setHours(9, true);
      }
      // Nothing was kept of the refused request, so its key places the order once the store is open.
      const retried = await place(customer, pickup(basket()), { 'idempotency-key': 'closed-then-open' });
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      // Closed again, the store still answers a retry of the order it took with its first answer.
      await setHours(9, false);
      try {
        const replayed = await place(customer, pickup(basket()), { 'idempotency-key': 'closed-then-open' });
        expect(replayed.statusCode).toBe(201);
        expect(replayed.headers['idempotent-replayed']).toBe('true');
        expect(replayed.json()).toEqual(retried.json());
      } finally {
        await setHours(9, true);
      }
    });

    it('refuses 401 without a token and 403 for an administrator', async () => {
      const before = await counts();
      expect((await place(null, pickup(basket()))).statusCode).toBe(401);
      const asAdmin = await place(admin, pickup(basket()));
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json().code).toBe('forbidden');
      expect(await counts()).toEqual(before);
    });

    describe('refuses what cannot be ordered, with 422 and nothing written', () => {
      let inactiveProduct: number;
      let productOfInactiveCategory: number;
      let rivalProduct: number;

      beforeAll(async () => {
        const [category] = await db()
          .insert(categories)
          .values({ storeId: 9, taxId: menu.pretzel.taxId, name: 'Hidden', isActive: false })
          .returning();
        const productRows = await db()
          .insert(products)
          .values([
            {
              storeId: 9,
              categoryId: menu.pretzel.categoryId,
              taxId: menu.pretzel.taxId,
              name: 'Old special',
              itemCode: 'X-1',
              priceMinor: 500,
              isActive: false,
            },
            {
              storeId: 9,
              categoryId: category!.id,
              taxId: menu.pretzel.taxId,
              name: 'Secret dish',
              itemCode: 'X-2',
              priceMinor: 500,
            },
          ])
          .returning();
        [inactiveProduct, productOfInactiveCategory] = productRows.map((row) => row.id) as [number, number];
        const [tax] = await db()
          .insert(taxes)
          .values({ storeId: rival.storeId, name: 'VAT', rateBasisPoints: 1900 })
          .returning();
        const [rivalCategory] = await db()
          .insert(categories)
          .values({ storeId: rival.storeId, taxId: tax!.id, name: 'Rival food' })
          .returning();
        const [product] = await db()
          .insert(products)
          .values({
            storeId: rival.storeId,
            categoryId: rivalCategory!.id,
            taxId: tax!.id,
            name: 'Rival burger',
            itemCode: 'R-1',
            priceMinor: 100,
          })
          .returning();
        rivalProduct = product!.id;
      });

      const cases: [string, () => unknown, string, () => string, ErrorCode?][] = [
        ['an empty cart', () => pickup([]), 'items', () => 'Your cart is empty'],
        [
          'a quantity of 0',
          () => pickup([{ product_id: menu.pretzel.id, quantity: 0 }]),
          'items.0.quantity',
          () => 'Choose a quantity from 1 to 99',
        ],
        [
          'a quantity of 100',
          () => pickup([{ product_id: menu.pretzel.id, quantity: 100 }]),
          'items.0.quantity',
          () => 'Choose a quantity from 1 to 99',
        ],
        [
          'a fractional quantity',
          () => pickup([{ product_id: menu.pretzel.id, quantity: 1.5 }]),
          'items.0.quantity',
          () => 'Use a whole quantity',
        ],
        [
          'online payment where the store offers only cash',
          () => pickup(basket(), { payment: { payment_method: 'online' } }),
          'payment.payment_method',
          () => 'This restaurant does not offer this payment method. Please choose another.',
          'payment_method_not_offered',
        ],
        [
          'an unknown payment method',
          () => pickup(basket(), { payment: { payment_method: 'cheque' } }),
          'payment.payment_method',
          () => 'Choose cash or online payment',
        ],
        [
          'an unknown order type',
          () => pickup(basket(), { order_type: 3 }),
          'order_type',
          () => 'Use 1 for delivery or 2 for pickup',
        ],
        [
          'an unknown product',
          () => pickup([{ product_id: 999_999, quantity: 1 }]),
          'items.0.product_id',
          () => "Product 999999 is not on this restaurant's menu",
          'product_not_on_menu',
        ],
        [
          'an inactive product',
          () => pickup([...basket(), { product_id: inactiveProduct, quantity: 1 }]),
          'items.3.product_id',
          () => 'Old special is not available right now',
          'product_unavailable',
        ],
        [
          'a product of an inactive category',
          () => pickup([{ product_id: productOfInactiveCategory, quantity: 1 }]),
          'items.0.product_id',
          () => 'Secret dish is not available right now',
          'product_unavailable',
        ],
        [
          'a product of another store',
          () => pickup([{ product_id: rivalProduct, quantity: 1 }]),
          'items.0.product_id',
          () => `Product ${rivalProduct} is not on this restaurant's menu`,
          'product_not_on_menu',
        ],
        [
          'a variable product without a variant',
          () => pickup([{ product_id: menu.goulash.id, variant_id: 0, quantity: 1 }]),
          'items.0.variant_id',
          () => `Choose a variant of ${menu.goulash.name}`,
          'variant_required',
        ],
        [
          'a variant of another product',
          () => pickup([{ product_id: menu.goulash.id, variant_id: menu.schnitzelLarge.id, quantity: 1 }]),
          'items.0.variant_id',
          () => `This is not a variant of ${menu.goulash.name}`,
          'variant_not_offered',
        ],
        [
          'an unknown variant',
          () => pickup([{ product_id: menu.goulash.id, variant_id: 999_999, quantity: 1 }]),
          'items.0.variant_id',
          () => `This is not a variant of ${menu.goulash.name}`,
          'variant_not_offered',
        ],
        [
          'a variant on a simple product',
          () => pickup([{ product_id: menu.pretzel.id, variant_id: menu.cup.id, quantity: 1 }]),
          'items.0.variant_id',
          () => `${menu.pretzel.name} has no variants`,
          'product_has_no_variants',
        ],
        [
          'a delivery without a postcode',
          () => delivery(basket(), { delivery_postcode_id: null }),
          'delivery_postcode_id',
          () => 'Choose a delivery postcode',
        ],
        [
          'a delivery to a postcode of no store',
          () => delivery(basket(), { delivery_postcode_id: 999_999 }),
          'delivery_postcode_id',
          () => 'The restaurant does not deliver to this postcode',
          'postcode_not_delivered',
        ],
        [
          'an address that is not the customer’s',
          () => pickup(basket(), { address_id: 999_999 }),
          'address_id',
          () => 'This address is not one of yours',
          'address_not_yours',
        ],
      ];
      it.each(cases)('refuses %s', async (_, payload, field, message, code = 'validation_failed') => {
        const before = await counts();
        const response = await place(customer, payload());
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          code,
          fields: { [field]: [message()] },
        });
        expect(await counts()).toEqual(before);
      });

      it('names every wrong line at once', async () => {
        const response = await place(
          customer,
          pickup([
            { product_id: inactiveProduct, quantity: 1 },
            { product_id: menu.pretzel.id, quantity: 1 },
            { product_id: menu.schnitzel.id, quantity: 1 },
          ]),
        );
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          detail: 'Old special is not available right now',
          code: 'product_unavailable',
          fields: {
            'items.0.product_id': ['Old special is not available right now'],
            'items.2.variant_id': [`Choose a variant of ${menu.schnitzel.name}`],
          },
        });
      });

      it('names the dish as the customer reads the menu, in German for a German reader', async () => {
        const payload = pickup([{ product_id: menu.pretzel.id, variant_id: menu.cup.id, quantity: 1 }]);
        const german = await place(customer, payload, { 'accept-language': 'de-DE' });
        expect(german.json().fields).toEqual({
          'items.0.variant_id': ['Brezel mit Obatzda hat keine Varianten'],
        });
        const english = await place(customer, payload);
        expect(english.json().fields).toEqual({
          'items.0.variant_id': [`${menu.pretzel.name} has no variants`],
        });
      });

      it("refuses another customer's address and a postcode of another store", async () => {
        const other = await newCustomer('neighbour');
        const [address] = await db()
          .insert(addresses)
          .values({
            userId: other.id,
            storeId: 9,
            line1: 'Elsewhere 1',
            city: 'Berlin',
            zip: '10115',
            country: 'Germany',
            phone: '+49 30 7654321',
            customerName: 'Neighbour',
          })
          .returning();
        const [rivalPostcode] = await db()
          .insert(deliveryPostcodes)
          .values({ storeId: rival.storeId, postcode: '10999', deliveryFeeMinor: 0 })
          .returning();
        const before = await counts();
        const foreignAddress = await place(customer, delivery(basket(), { address_id: address!.id }));
        expect(foreignAddress.statusCode).toBe(422);
        expect(foreignAddress.json().fields).toEqual({ address_id: ['This address is not one of yours'] });
        const foreignPostcode = await place(
          customer,
          delivery(basket(), { delivery_postcode_id: rivalPostcode!.id }),
        );
        expect(foreignPostcode.statusCode).toBe(422);
        expect(foreignPostcode.json().fields).toEqual({
          delivery_postcode_id: ['The restaurant does not deliver to this postcode'],
        });
        // A customer without any address can pick up, but not have it delivered.
        const nomad = await newCustomer('nomad');
        const noAddress = await place(nomad.token, delivery(basket()));
        expect(noAddress.statusCode).toBe(422);
        expect(noAddress.json().fields).toEqual({ address_id: ['Add your delivery address first'] });
        expect(await counts()).toEqual(before);
        const pickedUp = await place(nomad.token, pickup(basket()));
        expect(pickedUp.statusCode).toBe(201);
        expect(pickedUp.json().data).toMatchObject({ customer_name: 'nomad', address: null });
      });

      it('refuses the products of store 9 in an order for another (open) store', async () => {
        await setHours(rival.storeId, true);
        try {
          const before = await counts();
          const response = await place(customer, pickup(basket(), { store_id: rival.storeId }));
          expect(response.statusCode).toBe(422);
          expect(response.json().fields).toHaveProperty('items.0.product_id');
          expect(await counts()).toEqual(before);
        } finally {
          await setHours(rival.storeId, false);
        }
        const closed = await place(customer, pickup(basket(), { store_id: rival.storeId }));
        expect(closed.statusCode).toBe(409);
      });
    });
  });

  describe('Idempotency-Key', () => {
    const ordersOf = async (userId: number) =>
      (await db().select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

    it('makes exactly one order of 20 concurrent submissions with one key', async () => {
      const buyer = await newCustomer('eager');
      const payload = pickup(basket());
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => place(buyer.token, payload, { 'idempotency-key': 'double-click' })),
      );
      expect(await ordersOf(buyer.id)).toBe(1);
      const placed = responses.filter((r) => r.statusCode === 201);
      const busy = responses.filter((r) => r.statusCode === 409);
      expect(placed.length + busy.length).toBe(20);
      expect(new Set(placed.map((r) => r.json().data.id)).size).toBe(1);
      expect(placed.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
      for (const r of busy) {
        expect(r.json()).toMatchObject({
          detail: 'A request with this Idempotency-Key is still being processed',
          code: 'idempotency_key_in_progress',
        });
      }

      const [first] = placed.filter((r) => r.headers['idempotent-replayed'] !== 'true');
      const retry = await place(buyer.token, payload, { 'idempotency-key': 'double-click' });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first!.json());
      expect(await ordersOf(buyer.id)).toBe(1);
    });

    it('stores the key with the order, kept for 24 hours', async () => {
      const buyer = await newCustomer('keeper');
      const response = await place(buyer.token, pickup(basket()), {
        'idempotency-key': '"8e03978e-40d5-43e8"',
      });
      expect(response.statusCode).toBe(201);
      const [row] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, buyer.id));
      expect(row).toMatchObject({
        key: '8e03978e-40d5-43e8',
        orderId: response.json().data.id,
        responseStatus: 201,
        responseBody: response.json(),
        requestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
      expect(Math.abs(lifetime - 24 * 3_600_000)).toBeLessThan(5_000);
      // The quoted (structured-field) and the bare spelling are the same key.
      const bare = await place(buyer.token, pickup(basket()), { 'idempotency-key': '8e03978e-40d5-43e8' });
      expect(bare.headers['idempotent-replayed']).toBe('true');
    });

    it('refuses the same key with another body (422) and writes nothing', async () => {
      const buyer = await newCustomer('changer');
      expect((await place(buyer.token, pickup(basket()), { 'idempotency-key': 'k-1' })).statusCode).toBe(201);
      const before = await counts();
      const changed = pickup([{ product_id: menu.pretzel.id, quantity: 5 }]);
      const response = await place(buyer.token, changed, { 'idempotency-key': 'k-1' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        detail: 'This Idempotency-Key was used with a different request',
        code: 'idempotency_key_reused',
      });
      expect(await counts()).toEqual(before);
      // The same fields in another order are the same request.
      const reordered = Object.fromEntries(Object.entries(pickup(basket())).reverse());
      const replay = await place(buyer.token, reordered, { 'idempotency-key': 'k-1' });
      expect(replay.headers['idempotent-replayed']).toBe('true');
    });

    it('keeps keys per customer', async () => {
      const [a, b] = [await newCustomer('alice'), await newCustomer('bob')];
      const first = await place(a.token, pickup(basket()), { 'idempotency-key': 'shared' });
      const second = await place(b.token, pickup(basket()), { 'idempotency-key': 'shared' });
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(second.headers['idempotent-replayed']).toBeUndefined();
      expect(second.json().data.id).not.toBe(first.json().data.id);
      expect(second.json().data.user_id).toBe(b.id);
    });

    it('lets an expired key place a new order', async () => {
      const buyer = await newCustomer('returning');
      const first = await place(buyer.token, pickup(basket()), { 'idempotency-key': 'weekly' });
      await db()
        .update(idempotencyKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(idempotencyKeys.userId, buyer.id));
      const again = await place(buyer.token, pickup([{ product_id: menu.pretzel.id, quantity: 1 }]), {
        'idempotency-key': 'weekly',
      });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(again.json().data.id).not.toBe(first.json().data.id);
      const keys = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, buyer.id));
      expect(keys).toHaveLength(1);
      expect(keys[0]!.orderId).toBe(again.json().data.id);
    });

    it.each([
      ['empty', ''],
      ['too long', 'k'.repeat(256)],
      ['with a control character', 'a\tb'],
    ])('answers 400 for a key that is %s', async (_, key) => {
      const before = await counts();
      const response = await place(customer, pickup(basket()), { 'idempotency-key': key });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'The Idempotency-Key header must have 1 to 255 printable characters.',
        code: 'idempotency_key_invalid',
      });
      expect(await counts()).toEqual(before);
    });

    it('replays the first order after a server restart', async () => {
      const buyer = await newCustomer('patient');
      const payload = pickup(basket());
      const first = await place(buyer.token, payload, { 'idempotency-key': 'across-restarts' });
      expect(first.statusCode).toBe(201);
      await t.app.close();
      t.app = await buildApp(t.config, t.database, pino({ level: 'silent' }));
      await t.app.ready();
      speakEnglishByDefault(t.app);
      const retry = await place(buyer.token, payload, { 'idempotency-key': 'across-restarts' });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(await ordersOf(buyer.id)).toBe(1);
    });
  });

  it('lands 200 concurrent orders of 20 customers, each with its own correct total', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => newCustomer(`crowd${i}`)));
    const expected = new Map<string, number>();
    const requests = buyers.flatMap((buyer, b) =>
      Array.from({ length: 10 }, (_, n) => {
        const note = `crowd ${b}-${n}`;
        const items = [
          { product_id: menu.pretzel.id, quantity: 1 + ((b + n) % 7) },
          {
            product_id: menu.goulash.id,
            variant_id: n % 2 ? menu.cup.id : menu.bowl.id,
            quantity: 1 + (n % 3),
          },
        ];
        const subtotal =
          items[0]!.quantity * menu.pretzel.priceMinor! +
          items[1]!.quantity * (n % 2 ? menu.cup.priceMinor : menu.bowl.priceMinor);
        expected.set(note, subtotal - round((subtotal * percent.pickup) / 100));
        return place(buyer.token, pickup(items, { note }));
      }),
    );
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    const rows = await db()
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((buyer) => buyer.id),
        ),
      );
    expect(rows).toHaveLength(200);
    for (const row of rows) expect(row.totalMinor, row.note!).toBe(expected.get(row.note!));
    for (const response of responses) {
      const { data } = response.json();
      expect(pence(data.total)).toBe(expected.get(data.note));
    }
    const paymentRows = await db()
      .select()
      .from(payments)
      .where(
        inArray(
          payments.orderId,
          rows.map((row) => row.id),
        ),
      );
    expect(paymentRows).toHaveLength(200);
  });

  describe('GET /api/orders and /api/orders/:id', () => {
    let own: WireOrder;
    beforeAll(async () => {
      own = (await place(customer, pickup(basket()))).json().data;
    });
    const get = (token: string | null, url: string) =>
      t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

    it('shows an order to its customer and to the administrators of its store', async () => {
      const mine = await get(customer, `/api/orders/${own.id}`);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual(own);
      // The store's staff read the lines in its default language (German), the customer in theirs.
      const german = (text: { name: string; translations: Translations }) => text.translations.de!.name;
      const theirs = await get(admin, `/api/orders/${own.id}`);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json()).toEqual({
        ...own,
        items: [
          { ...own.items[0], product_name: german(menu.pretzel) },
          { ...own.items[1], product_name: german(menu.goulash), variant_name: german(menu.bowl) },
          { ...own.items[2], product_name: german(menu.drink) },
        ],
      });
    });

    it('carries the VAT per rate: the discount taken from each rate, the fee shared by the goods', async () => {
      const placed = (await place(customer, delivery(basket()))).json().data;
      const read = await get(customer, `/api/orders/${placed.id}`);
      expect(read.statusCode).toBe(200);
      const { vat, total } = read.json() as { vat: { gross: number }[]; total: number };
      // The demo basket: food 18.70 at 7 %, drinks 12.60 at 19 %; 5 % delivery discount 1.57, fee 2.50.
      expect([basketSubtotal(), percent.delivery, postcode.deliveryFeeMinor]).toEqual([3130, 5, 250]);
      expect(vat).toEqual([
        // 18.70 − 0.94 of the discount + 1.49 of the fee
        { rate: 7, gross: 19.25, net: 17.99, vat: 1.26 },
        // 12.60 − 0.63 of the discount + 1.01 of the fee
        { rate: 19, gross: 12.98, net: 10.91, vat: 2.07 },
      ]);
      expect(pence(vat.reduce((sum, part) => sum + part.gross, 0))).toBe(pence(total));
    });

    it('answers 404 to another customer and to the administrator of another store', async () => {
      const stranger = await newCustomer('stranger');
      for (const token of [stranger.token, rival.token]) {
        const response = await get(token, `/api/orders/${own.id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          detail: `Order ${own.id} does not exist`,
          code: 'order_not_found',
        });
      }
      expect((await get(customer, '/api/orders/999999')).statusCode).toBe(404);
      expect((await get(null, `/api/orders/${own.id}`)).statusCode).toBe(401);
      expect((await get(customer, '/api/orders/abc')).statusCode).toBe(422);
    });

    it("lists a customer's own orders, newest first", async () => {
      const buyer = await newCustomer('lister');
      const ids: number[] = [];
      for (let n = 0; n < 3; n++) ids.push((await place(buyer.token, pickup(basket()))).json().data.id);
      const response = await get(buyer.token, '/api/orders/');
      expect(response.statusCode).toBe(200);
      expect(response.json().map((o: WireOrder) => o.id)).toEqual(ids.reverse());
      expect((await get(buyer.token, '/api/orders?limit=2')).json()).toHaveLength(2);
    });

    it("lists the store's orders to its administrator, newest first, and none of them to a rival", async () => {
      const response = await get(admin, '/api/orders?limit=200');
      expect(response.statusCode).toBe(200);
      const list: WireOrder[] = response.json();
      const rows = await db().select({ id: orders.id }).from(orders).where(eq(orders.storeId, 9));
      expect(list).toHaveLength(Math.min(rows.length, 200));
      expect(list.every((o) => o.store_id === 9)).toBe(true);
      const times = list.map((o) => o.created_at);
      expect(times).toEqual([...times].sort().reverse());
      expect((await get(rival.token, '/api/orders')).json()).toEqual([]);
    });
  });

  describe('PATCH /api/orders/:id', () => {
    let pending: WireOrder;
    beforeEach(async () => {
      pending = (await place(customer, pickup(basket()))).json().data;
    });
    const answer = (token: string, id: number, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: bearer(token), payload });

    it('lets the store accept a pending order once', async () => {
      const response = await answer(admin, pending.id, { approval_status: 2, reject_reason: 'ignored' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        msg: 'Order accepted',
        data: { id: pending.id, approval_status: 2, reject_reason: null, answered_at: expect.any(String) },
      });
      const { order } = await orderRow(pending.id);
      expect(order).toMatchObject({ approvalStatus: 2, rejectReason: null });
      expect(order.answeredAt).toBeInstanceOf(Date);

      const again = await answer(admin, pending.id, { approval_status: 3, reject_reason: 'Too late' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        detail: 'This order has already been answered.',
        code: 'order_already_answered',
      });
      expect((await orderRow(pending.id)).order.approvalStatus).toBe(2);
    });

    it('rejects with a reason', async () => {
      const response = await answer(admin, pending.id, {
        approval_status: 3,
        reject_reason: ' Out of goulash ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        msg: 'Order rejected',
        data: { approval_status: 3, reject_reason: 'Out of goulash' },
      });
      expect((await orderRow(pending.id)).order).toMatchObject({
        approvalStatus: 3,
        rejectReason: 'Out of goulash',
      });
    });

    it("stores a preset reason as its code, an earlier desk's English words too, and refuses an unknown code", async () => {
      const unknown = await answer(admin, pending.id, { approval_status: 3, reject_reason_code: 'rude' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().fields).toEqual({
        reject_reason_code: ['Choose one of the usual reasons, or write your own'],
      });
      const none = await answer(admin, pending.id, { approval_status: 3, reject_reason_code: null });
      expect(none.json().fields).toEqual({ reject_reason: ['Give a reason for the rejection'] });
      // Only the server gives this one.
      const system = await answer(admin, pending.id, { approval_status: 3, reject_reason_code: 'no_answer' });
      expect(system.statusCode).toBe(422);
      expect((await orderRow(pending.id)).order).toMatchObject({ approvalStatus: 1, rejectReasonCode: null });

      const legacy = await answer(admin, pending.id, {
        approval_status: 3,
        reject_reason: 'We are too busy right now',
      });
      expect(legacy.statusCode).toBe(200);
      expect(legacy.json().data).toMatchObject({ reject_reason_code: 'busy', reject_reason: null });
      expect((await orderRow(pending.id)).order).toMatchObject({
        rejectReasonCode: 'busy',
        rejectReason: null,
      });
    });

    it('keeps the sold-out products a rejection names, and refuses products of no line of the order', async () => {
      const wrong = await answer(admin, pending.id, {
        approval_status: 3,
        reject_reason: 'Sold out: Schnitzel',
        sold_out_product_ids: [menu.schnitzel.id],
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().fields).toEqual({
        sold_out_product_ids: ['Name only products of this order as sold out'],
      });
      const accepting = await answer(admin, pending.id, {
        approval_status: 2,
        sold_out_product_ids: [menu.goulash.id],
      });
      expect(accepting.statusCode).toBe(422);
      expect((await orderRow(pending.id)).order).toMatchObject({ approvalStatus: 1, soldOutProductIds: [] });

      const response = await answer(admin, pending.id, {
        approval_status: 3,
        reject_reason_code: 'sold_out',
        reject_reason: 'Goulash',
        sold_out_product_ids: [menu.goulash.id],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        reject_reason_code: 'sold_out',
        reject_reason: 'Goulash',
      });
      expect(response.json().data.sold_out_product_ids).toEqual([menu.goulash.id]);
      expect((await orderRow(pending.id)).order.soldOutProductIds).toEqual([menu.goulash.id]);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${pending.id}`,
        headers: bearer(customer),
      });
      expect(read.json()).toMatchObject({ approval_status: 3, sold_out_product_ids: [menu.goulash.id] });
    });

    it('takes exactly one of two concurrent answers', async () => {
      const responses = await Promise.all([
        answer(admin, pending.id, { approval_status: 2 }),
        answer(admin, pending.id, { approval_status: 3, reject_reason: 'Sold out' }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)!.json().data.approval_status;
      expect((await orderRow(pending.id)).order.approvalStatus).toBe(winner);
    });

    it('is for the administrators of the order’s store only', async () => {
      expect((await answer(customer, pending.id, { approval_status: 2 })).statusCode).toBe(403);
      const rivalAnswer = await answer(rival.token, pending.id, { approval_status: 2 });
      expect(rivalAnswer.statusCode).toBe(404);
      expect(rivalAnswer.json()).toMatchObject({
        detail: `Order ${pending.id} does not exist`,
        code: 'order_not_found',
      });
      expect((await answer(admin, 999_999, { approval_status: 2 })).statusCode).toBe(404);
      const invalid = await answer(admin, pending.id, { approval_status: 1 });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().fields).toEqual({ approval_status: ['Use 2 to accept or 3 to reject'] });
      expect((await orderRow(pending.id)).order).toMatchObject({ approvalStatus: 1, answeredAt: null });
    });
  });
});
