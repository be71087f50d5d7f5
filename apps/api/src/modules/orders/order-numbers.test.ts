import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, taxes } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';
import { demoOrders, openAroundTheClock } from '../../../test/order-desk.ts';

type Placed = { id: number; number: number; store_id: number };

describe('order numbers', () => {
  let t: TestContext;
  let customer: string;
  let admin: string;
  let pickup: Awaited<ReturnType<typeof demoOrders>>['pickup'];
  let rival: { storeId: number; token: string };
  let rivalPickup: typeof pickup;

  const place = async (payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload,
    });
    return { status: response.statusCode, data: response.json<{ data: Placed }>().data };
  };
  const read = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) }).then((response) => response.json());

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    await openAroundTheClock(db);
    ({ pickup } = await demoOrders(db));
    customer = await loginDemoCustomer(t.app);
    admin = await loginDemoAdmin(t.app);
    rival = await secondStoreAdmin(t);
    await openAroundTheClock(db, rival.storeId);
    const [tax] = await db
      .insert(taxes)
      .values({ storeId: rival.storeId, name: 'Food', rateBasisPoints: 700 })
      .returning();
    const [category] = await db
      .insert(categories)
      .values({ storeId: rival.storeId, taxId: tax!.id, name: 'Soups' })
      .returning();
    const [soup] = await db
      .insert(products)
      .values({
        storeId: rival.storeId,
        categoryId: category!.id,
        taxId: tax!.id,
        name: 'Soup of the day',
        itemCode: 'R-1',
        priceMinor: 650,
      })
      .returning();
    rivalPickup = { ...pickup, store_id: rival.storeId, items: [{ product_id: soup!.id, quantity: 1 }] };
  });
  afterAll(() => t.close());

  it('starts at 1 in each store and counts on per store, whatever the ids', async () => {
    const first = await place(pickup);
    const rivalFirst = await place(rivalPickup);
    const second = await place(pickup);
    expect([first.status, rivalFirst.status, second.status]).toEqual([201, 201, 201]);
    expect(first.data).toMatchObject({ store_id: 9, number: 1 });
    expect(rivalFirst.data).toMatchObject({ store_id: rival.storeId, number: 1 });
    expect(second.data).toMatchObject({ store_id: 9, number: 2 });
    expect(second.data.id).toBe(rivalFirst.data.id + 1);

    expect(await read(customer, `/api/orders/${second.data.id}`)).toMatchObject({ number: 2 });
    expect(await read(rival.token, `/api/orders/${rivalFirst.data.id}`)).toMatchObject({ number: 1 });
    const mine: Placed[] = await read(customer, '/api/orders');
    expect(mine.map((order) => [order.store_id, order.number])).toEqual([
      [9, 2],
      [rival.storeId, 1],
      [9, 1],
    ]);
    const desk = await read(admin, '/api/orders/desk?filter=all&search=%232');
    expect(desk.data.map((order: Placed) => order.id)).toEqual([second.data.id]);
  });

  it('gives the number of an order that failed inside its transaction to the next one', async () => {
    const { number: before } = (await place(pickup)).data;
    // A fault after the number is taken: the order's items cannot be written.
    await t.database.db.execute(sql`
      create function fail_marked_item() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$
    `);
    await t.database.db.execute(sql`
      create trigger fail_marked_item before insert on order_items
      for each row when (new.note = 'fail here') execute function fail_marked_item()
    `);
    try {
      const failed = await place({ ...pickup, items: [{ ...pickup.items[0], note: 'fail here' }] });
      expect(failed.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop function fail_marked_item cascade`);
    }
    expect((await place(pickup)).data.number).toBe(before + 1);
  });

  it('gives concurrent orders distinct numbers with no gap', async () => {
    const { number: before } = (await place(pickup)).data;
    const placed = await Promise.all(Array.from({ length: 20 }, () => place(pickup)));
    expect(placed.every((order) => order.status === 201)).toBe(true);
    const numbers = placed.map((order) => order.data.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });
});
