import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, storeHours, stores } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { FakeClock, MINUTE, demoOrders, follow, listen } from '../../../test/order-desk.ts';
import { STORE_CLOSED_MESSAGE } from './slots.ts';

type Slot = { start: string; end: string; available: boolean };

/** Every day 11:00–14:00 and 17:00–22:00; `extra` adds ranges. */
async function setHours(t: TestContext, ranges: [number, string, string][]) {
  await t.database.db.delete(storeHours).where(eq(storeHours.storeId, 9));
  await t.database.db.insert(storeHours).values(
    ranges.map(([dayOfWeek, openTime, closeTime]) => ({
      storeId: 9,
      name: 'Hours',
      dayOfWeek,
      openTime,
      closeTime,
    })),
  );
}
const lunchAndDinner = [0, 1, 2, 3, 4, 5, 6].flatMap((day): [number, string, string][] => [
  [day, '11:00', '14:00'],
  [day, '17:00', '22:00'],
]);

const berlinTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

async function appAt(instant: string) {
  const clock = new FakeClock(new Date(instant));
  const t = await buildTestApp({ demo: true, clock });
  return { t, clock };
}

function client(t: TestContext) {
  const slots = (query: string) => t.app.inject({ method: 'GET', url: `/api/stores/9/slots?${query}` });
  const slotList = async (query: string): Promise<Slot[]> => {
    const response = await slots(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  return { slots, slotList };
}

describe('time slots and orders ahead (Wednesday 10 June 2026, 12:00 in Berlin)', () => {
  let t: TestContext;
  let clock: FakeClock;
  let admin: string;
  let customer: string;
  let payloads: Awaited<ReturnType<typeof demoOrders>>;

  const settings = (body: object) =>
    t.app.inject({ method: 'PUT', url: '/api/stores/9/settings', headers: bearer(admin), payload: body });
  const order = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(customer), payload });
  const pickupAt = (scheduled_for: string | null) => order({ ...payloads.pickup, scheduled_for });
  /** Moves the clock; the orders left unanswered meanwhile pause the store, so it is resumed. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await t.app.orderDeadlines.idle();
    await t.app.inject({ method: 'POST', url: '/api/stores/9/resume', headers: bearer(admin) });
  };
  const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

  beforeAll(async () => {
    ({ t, clock } = await appAt('2026-06-10T10:00:00Z'));
    await setHours(t, lunchAndDinner);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    payloads = await demoOrders(t.database.db);
  });
  afterAll(() => t.close());

  it("lists today's slots inside the hours from now plus the preparation time on", async () => {
    const slots = await client(t).slotList('order_type=2&date=2026-06-10');
    expect(slots.map((slot) => berlinTime(slot.start))).toEqual([
      ...['12:30', '12:45', '13:00', '13:15', '13:30', '13:45'],
      ...['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15'],
      ...['19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30', '21:45'],
    ]);
    expect(slots[0]).toEqual({
      start: '2026-06-10T10:30:00.000Z',
      end: '2026-06-10T10:45:00.000Z',
      available: true,
    });
    expect(slots.at(-1)!.end).toBe('2026-06-10T20:00:00.000Z');
    expect(await client(t).slotList('order_type=1&date=2026-06-11')).toHaveLength(12 + 20);
  });

  it('lists no slots before today or beyond the days ahead, and refuses a malformed query', async () => {
    const { slots, slotList } = client(t);
    expect(await slotList('order_type=2&date=2026-06-09')).toEqual([]);
    expect(await slotList('order_type=2&date=2026-06-17')).toHaveLength(32);
    expect(await slotList('order_type=2&date=2026-06-18')).toEqual([]);
    for (const query of [
      'order_type=3&date=2026-06-10',
      'order_type=2&date=2026-02-30',
      'order_type=2',
      'date=2026-06-10',
    ]) {
      const refused = await slots(query);
      expect(refused.statusCode, query).toBe(422);
      expect(refused.json().code).toBe('validation_failed');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/stores/424242/slots?order_type=2&date=2026-06-10' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a time that is no slot start, past, too soon, beyond the days ahead or outside the hours', async () => {
    const before = await orderCount();
    const cases: [string, string][] = [
      ['2026-06-10T11:07:00Z', 'Please choose one of the offered times'],
      ['2026-06-10T09:30:00Z', 'This time has passed. Please choose another.'],
      ['2026-06-10T10:15:00Z', 'This time is too soon for the kitchen. Please choose a later one.'],
      ['2026-06-18T10:00:00Z', 'Orders can be placed at most 7 days ahead'],
      ['2026-06-10T13:00:00Z', 'The restaurant is closed at that time'],
    ];
    for (const [time, message] of cases) {
      const refused = await pickupAt(time);
      expect(refused.statusCode, time).toBe(422);
      expect(refused.json()).toMatchObject({
        fields: { scheduled_for: [message] },
      });
    }
    const notIso = await pickupAt('tomorrow at 7');
    expect(notIso.statusCode).toBe(422);
    expect(Object.keys(notIso.json().fields)).toEqual(['scheduled_for']);
    expect(await orderCount()).toBe(before);
  });

  it('takes an order for a slot and shows when it is for, everywhere', async () => {
    const placed = await pickupAt('2026-06-10T18:30:00+02:00');
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(order).toMatchObject({ scheduled_for: '2026-06-10T16:30:00.000Z', approval_status: 1 });
    expect(Date.parse(order.answer_deadline) - Date.parse(order.created_at)).toBe(10 * MINUTE);
    const desk = await t.app.inject({ method: 'GET', url: '/api/orders/desk', headers: bearer(admin) });
    expect(desk.json().data.find((each: { id: number }) => each.id === order.id).scheduled_for).toBe(
      '2026-06-10T16:30:00.000Z',
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: bearer(customer),
    });
    expect(mine.json().scheduled_for).toBe('2026-06-10T16:30:00.000Z');
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: bearer(admin),
      payload: { approval_status: 2 },
    });
    expect(accepted.json().data.ready_at).toBe('2026-06-10T16:30:00.000Z');
  });

  it('refuses ordering ahead when the store takes none', async () => {
    await settings({ preorder_days: 0 });
    const refused = await pickupAt('2026-06-10T16:30:00Z');
    expect(refused.json().fields).toEqual({ scheduled_for: ['This restaurant does not take orders ahead'] });
    expect(await client(t).slotList('order_type=2&date=2026-06-10')).toEqual([]);
    expect((await pickupAt(null)).statusCode).toBe(201);
    await settings({ preorder_days: 7 });
  });

  it('makes exactly as many orders as the slot has room for out of 50 at once, and a rejection frees a place', async () => {
    await settings({ capacity_per_slot: { pickup: 3, delivery: null } });
    const slot = '2026-06-10T17:00:00.000Z';
    const answers = await Promise.all(Array.from({ length: 50 }, () => pickupAt(slot)));
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        detail: 'This time is fully booked. Please choose another.',
        code: 'slot_full',
        next_slot: { start: '2026-06-10T17:15:00.000Z', end: '2026-06-10T17:30:00.000Z' },
      });
    }
    const inSlot = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, 9), eq(orders.slotStart, new Date(slot))));
    expect(inSlot).toHaveLength(3);
    const listed = await client(t).slotList('order_type=2&date=2026-06-10');
    expect(listed.find((each) => each.start === slot)!.available).toBe(false);
    // Delivery has its own capacity: none.
    expect((await client(t).slotList('order_type=1&date=2026-06-10')).every((each) => each.available)).toBe(
      true,
    );

    const rejected = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${created[0]!.json().data.id}`,
      headers: bearer(admin),
      payload: { approval_status: 3, reject_reason: 'We are too busy right now' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(
      (await client(t).slotList('order_type=2&date=2026-06-10')).find((each) => each.start === slot)!
        .available,
    ).toBe(true);
    expect((await pickupAt(slot)).statusCode).toBe(201);
    expect((await pickupAt(slot)).statusCode).toBe(409);
  });

  it('counts an order for as soon as possible against the current slot, and offers the next one when it is full', async () => {
    await advance(15 * MINUTE); // 12:15: a slot nobody has ordered in yet
    await settings({ capacity_per_slot: { pickup: 1, delivery: null } });
    const first = await pickupAt(null);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.scheduled_for).toBeNull();
    const full = await pickupAt(null);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      detail: 'The kitchen is fully booked right now.',
      code: 'slot_full',
      next_slot: { start: '2026-06-10T10:45:00.000Z', end: '2026-06-10T11:00:00.000Z' },
    });
    const then = await pickupAt(full.json().next_slot.start);
    expect(then.statusCode).toBe(201);
    expect(then.json().data.scheduled_for).toBe('2026-06-10T10:45:00.000Z');
    await settings({ capacity_per_slot: { pickup: null, delivery: null } });
  });

  it('makes one order of 20 concurrent submissions with one key in a slot with room for one, and replays it once the slot is full', async () => {
    await settings({ capacity_per_slot: { pickup: 1, delivery: null } });
    const payload = { ...payloads.pickup, scheduled_for: '2026-06-10T19:30:00.000Z' };
    const withKey = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(customer), 'idempotency-key': 'one-place' },
        payload: body,
      });
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => withKey(payload)));
    const placed = answers.filter((answer) => answer.statusCode === 201);
    for (const busy of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(busy.json()).toMatchObject({ code: 'idempotency_key_in_progress' });
    }
    const first = placed.filter((answer) => answer.headers['idempotent-replayed'] !== 'true');
    expect(first).toHaveLength(1);
    expect(new Set(placed.map((answer) => answer.json().data.id))).toEqual(
      new Set([first[0]!.json().data.id]),
    );
    expect(await orderCount()).toBe(before + 1);

    // The slot is full now: the retry still gets the first answer, another order with the key is refused.
    expect((await pickupAt(payload.scheduled_for)).json()).toMatchObject({ code: 'slot_full' });
    const retry = await withKey(payload);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first[0]!.json());
    expect((await withKey({ ...payload, note: 'Another one' })).json()).toMatchObject({
      code: 'idempotency_key_reused',
    });
    expect(await orderCount()).toBe(before + 1);
    await settings({ capacity_per_slot: { pickup: null, delivery: null } });
  });

  it('takes orders ahead while the store is closed, and none for now', async () => {
    await advance(3 * 60 * MINUTE); // 15:15, between lunch and dinner
    const now = await pickupAt(null);
    expect(now.statusCode).toBe(409);
    expect(now.json()).toMatchObject({ detail: STORE_CLOSED_MESSAGE, code: 'store_closed' });
    const store = (await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json();
    expect(store).toMatchObject({
      next_open_at: '2026-06-10T15:00:00.000Z',
      closed_reason: null,
      preorder_days: 7,
    });
    const ahead = await pickupAt('2026-06-11T09:30:00Z');
    expect(ahead.statusCode, ahead.body).toBe(201);
    expect(ahead.json().data.scheduled_for).toBe('2026-06-11T09:30:00.000Z');
  });

  it('accepts orders as they are placed with auto-accept, ready at the slot or after the preparation time, and still rings the desk', async () => {
    const port = await listen(t.app);
    const desk = await follow(port, admin, 9);
    await advance(3 * 60 * MINUTE); // 18:15, open
    await settings({ auto_accept: true, prep_minutes: 25 });
    const asap = await pickupAt(null);
    expect(asap.statusCode, asap.body).toBe(201);
    const order = asap.json().data;
    expect(order).toMatchObject({ approval_status: 2, answer_deadline: null, scheduled_for: null });
    expect(Date.parse(order.ready_at) - Date.parse(order.created_at)).toBe(25 * MINUTE);
    await expect.poll(() => desk.heard.some((heard) => heard.event === 'order_created')).toBe(true);
    const ahead = await pickupAt('2026-06-10T18:30:00Z');
    expect(ahead.json().data).toMatchObject({ approval_status: 2, ready_at: '2026-06-10T18:30:00.000Z' });
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: bearer(admin),
      payload: { approval_status: 3, reject_reason: 'Too late' },
    });
    expect(again.statusCode).toBe(409);
    desk.socket.close();
    await settings({ auto_accept: false, prep_minutes: 20 });
    const pending = await t.database.db.select().from(orders).where(isNotNull(orders.answerDeadline));
    expect(pending.length).toBeGreaterThan(0);
  });

  it("lists on the desk's Today an order placed yesterday for today, and no other order of yesterday", async () => {
    const today = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/orders/desk?filter=today&page_size=100',
          headers: bearer(admin),
        })
      ).json().data as { scheduled_for: string | null; created_at: string }[];
    await advance(14 * 60 * MINUTE); // Thursday 08:15 in Berlin
    const listed = await today();
    expect(listed.map((order) => order.scheduled_for)).toEqual(['2026-06-11T09:30:00.000Z']);
    expect(listed[0]!.created_at < '2026-06-10T22:00:00.000Z').toBe(true);
  });
});

describe('a slot whose order went unanswered', () => {
  it('is full while the order waits, and free again once its answer deadline has rejected it', async () => {
    const { t, clock } = await appAt('2026-06-10T10:00:00Z');
    try {
      await setHours(t, lunchAndDinner);
      const admin = await loginDemoAdmin(t.app);
      const customer = await loginDemoCustomer(t.app);
      const { pickup } = await demoOrders(t.database.db);
      await t.app.inject({
        method: 'PUT',
        url: '/api/stores/9/settings',
        headers: bearer(admin),
        payload: { capacity_per_slot: { pickup: 1, delivery: null } },
      });
      const slot = '2026-06-10T17:00:00.000Z';
      const pickupAt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(customer),
          payload: { ...pickup, scheduled_for: slot },
        });
      const available = async () =>
        (await client(t).slotList('order_type=2&date=2026-06-10')).find((each) => each.start === slot)!
          .available;

      const placed = await pickupAt();
      expect(placed.statusCode, placed.body).toBe(201);
      const { id, answer_deadline } = placed.json().data;
      const second = await pickupAt();
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('slot_full');
      expect(await available()).toBe(false);

      clock.advance(Date.parse(answer_deadline) - clock.now().getTime() - 1_000);
      await t.app.orderDeadlines.idle();
      const full = await pickupAt();
      expect(full.statusCode).toBe(409);
      expect(full.json().code).toBe('slot_full');

      clock.advance(2_000);
      await t.app.orderDeadlines.idle();
      const timedOut = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${id}`,
        headers: bearer(customer),
      });
      expect(timedOut.json()).toMatchObject({ approval_status: 3, reject_reason_code: 'no_answer' });
      expect(await available()).toBe(true);
      const again = await pickupAt();
      expect(again.statusCode, again.body).toBe(201);
      expect((await pickupAt()).statusCode).toBe(409);
      expect(await available()).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('slots across daylight-saving changes and past midnight (Europe/Berlin)', () => {
  const saturdayNight: [number, string, string][] = [[5, '22:00', '04:00']];

  it('runs on in real time through the spring gap: 01:45 is followed by 03:00', async () => {
    const { t } = await appAt('2026-03-27T10:00:00Z');
    try {
      await setHours(t, saturdayNight);
      const sunday = await client(t).slotList('order_type=2&date=2026-03-29');
      expect(sunday.map((slot) => berlinTime(slot.start))).toEqual([
        ...['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45'],
        ...['03:00', '03:15', '03:30', '03:45'],
      ]);
      expect(sunday[8]!.start).toBe('2026-03-29T01:00:00.000Z');
      const saturday = await client(t).slotList('order_type=2&date=2026-03-28');
      expect(saturday.map((slot) => berlinTime(slot.start))).toEqual([
        ...['22:00', '22:15', '22:30', '22:45', '23:00', '23:15', '23:30', '23:45'],
      ]);
      expect(saturday[0]!.start).toBe('2026-03-28T21:00:00.000Z');
    } finally {
      await t.close();
    }
  });

  it('shows the repeated autumn hour twice, as the real time it is', async () => {
    const { t } = await appAt('2026-10-23T10:00:00Z');
    try {
      await setHours(t, saturdayNight);
      const sunday = await client(t).slotList('order_type=2&date=2026-10-25');
      expect(sunday).toHaveLength(20);
      expect(sunday.map((slot) => berlinTime(slot.start)).filter((time) => time === '02:00')).toHaveLength(2);
      expect(sunday[0]!.start).toBe('2026-10-24T22:00:00.000Z');
      expect(sunday.at(-1)!.end).toBe('2026-10-25T03:00:00.000Z');
      const customer = await loginDemoCustomer(t.app);
      const { pickup } = await demoOrders(t.database.db);
      const secondTwoOClock = sunday.filter((slot) => berlinTime(slot.start) === '02:00')[1]!.start;
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer),
        payload: { ...pickup, scheduled_for: secondTwoOClock },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().data.scheduled_for).toBe('2026-10-25T01:00:00.000Z');
    } finally {
      await t.close();
    }
  });

  it('keeps a stored store time zone in charge of the local date', async () => {
    const { t } = await appAt('2026-06-10T10:00:00Z');
    try {
      await t.database.db.update(stores).set({ timezone: 'America/New_York' }).where(eq(stores.id, 9));
      await setHours(t, [[2, '11:00', '12:00']]); // Wednesdays
      const slots = await client(t).slotList('order_type=2&date=2026-06-10');
      expect(slots[0]!.start).toBe('2026-06-10T15:00:00.000Z');
      expect(slots).toHaveLength(4);
    } finally {
      await t.close();
    }
  });
});
