import type { StoreStatusMessage } from '@food/contract';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { specialDays, storeHours } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';
import { FakeClock, demoOrders, listen } from '../../../test/order-desk.ts';
import { STORE_CLOSED_MESSAGE } from '../orders/slots.ts';

/** Every day 11:00–14:00 and 17:00–22:00 in Berlin. */
async function lunchAndDinner(t: TestContext) {
  await t.database.db.delete(storeHours).where(eq(storeHours.storeId, 9));
  await t.database.db.insert(storeHours).values(
    [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
      { storeId: 9, name: 'Lunch', dayOfWeek, openTime: '11:00', closeTime: '14:00' },
      { storeId: 9, name: 'Dinner', dayOfWeek, openTime: '17:00', closeTime: '22:00' },
    ]),
  );
}

const berlinTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const christmasEve = { date: '2026-12-24', closed: true, note: 'Christmas Eve' };
const newYearsEve = {
  date: '2026-12-31',
  closed: false,
  ranges: [{ open_time: '18:00', close_time: '02:00' }],
  note: "New Year's Eve",
};

describe('special days (Wednesday 10 June 2026, 12:00 in Berlin)', () => {
  let t: TestContext;
  let clock: FakeClock;
  let admin: string;
  let customer: string;

  const as = (token: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: token ? bearer(token) : {} });
  const add = (body: object, token = admin) =>
    as(token, { method: 'POST', url: '/api/special-days', payload: body });
  const list = async (token = admin) => {
    const response = await as(token, { method: 'GET', url: '/api/special-days' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number; date: string }[]>();
  };
  const rowsOf = (storeId: number) =>
    t.database.db
      .select()
      .from(specialDays)
      .where(eq(specialDays.storeId, storeId))
      .orderBy(asc(specialDays.id));
  const clear = () => t.database.db.delete(specialDays);

  beforeAll(async () => {
    clock = new FakeClock(new Date('2026-06-10T10:00:00Z'));
    t = await buildTestApp({ demo: true, clock });
    await lunchAndDinner(t);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
  });
  afterAll(() => t.close());

  describe('saving them', () => {
    beforeAll(clear);

    it('adds a closed day and a day with other hours', async () => {
      const closed = await add(christmasEve);
      expect(closed.statusCode, closed.body).toBe(201);
      expect(closed.json()).toEqual({
        msg: 'Special day saved',
        data: { id: expect.any(Number), store_id: 9, ...christmasEve, ranges: [] },
      });

      const open = await add({ ...newYearsEve, note: `  ${newYearsEve.note} `, store_id: 9 });
      expect(open.statusCode, open.body).toBe(201);
      expect(open.json().data).toEqual({ id: expect.any(Number), store_id: 9, ...newYearsEve });

      const withSeconds = await add({
        date: '2027-01-01',
        closed: false,
        ranges: [{ open_time: '12:00:00', close_time: '16:30:00' }],
      });
      expect(withSeconds.json().data).toMatchObject({
        ranges: [{ open_time: '12:00', close_time: '16:30' }],
        note: '',
      });
      expect(await rowsOf(9)).toHaveLength(3);
    });

    it('lists upcoming days first, soonest first, then past ones, latest first', async () => {
      for (const date of ['2026-05-01', '2026-06-10', '2026-06-09', '2025-12-24']) {
        expect((await add({ date, closed: true })).statusCode).toBe(201);
      }
      expect((await list()).map((day) => day.date)).toEqual([
        '2026-06-10',
        '2026-12-24',
        '2026-12-31',
        '2027-01-01',
        '2026-06-09',
        '2026-05-01',
        '2025-12-24',
      ]);
    });

    it('refuses a second special day on one date with 409, on add and on change', async () => {
      const before = await rowsOf(9);
      const again = await add({
        ...christmasEve,
        closed: false,
        ranges: [{ open_time: '10:00', close_time: '12:00' }],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        detail: '2026-12-24 already has its own hours. Change that day instead.',
        code: 'special_day_taken',
      });
      const newYear = before.find((row) => row.date === '2027-01-01')!;
      const moved = await as(admin, {
        method: 'PUT',
        url: `/api/special-days/${newYear.id}`,
        payload: christmasEve,
      });
      expect(moved.statusCode).toBe(409);
      expect(await rowsOf(9)).toEqual(before);
    });

    it('changes a day: its date, closed or not, its hours and note', async () => {
      const [row] = (await rowsOf(9)).filter((each) => each.date === '2026-12-31');
      const closed = await as(admin, {
        method: 'PUT',
        url: `/api/special-days/${row!.id}`,
        payload: { date: '2026-12-30', closed: true, note: 'Stocktaking' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toEqual({
        msg: 'Special day saved',
        data: { id: row!.id, store_id: 9, date: '2026-12-30', closed: true, ranges: [], note: 'Stocktaking' },
      });
      const reopened = await as(admin, {
        method: 'PUT',
        url: `/api/special-days/${row!.id}`,
        payload: { ...newYearsEve, store_id: 9 },
      });
      expect(reopened.json().data).toEqual({ id: row!.id, store_id: 9, ...newYearsEve });
      const [saved] = (await rowsOf(9)).filter((each) => each.id === row!.id);
      expect(saved).toMatchObject({ date: '2026-12-31', closed: false, ranges: newYearsEve.ranges });
    });

    it('removes a day', async () => {
      const [row] = (await rowsOf(9)).filter((each) => each.date === '2025-12-24');
      const removed = await as(admin, { method: 'DELETE', url: `/api/special-days/${row!.id}` });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ msg: 'Special day deleted' });
      expect((await list()).map((day) => day.date)).not.toContain('2025-12-24');
      const again = await as(admin, { method: 'DELETE', url: `/api/special-days/${row!.id}` });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({
        detail: `Special day ${row!.id} does not exist`,
        code: 'special_day_not_found',
      });
    });

    it('answers 404 for an unknown id and 422 for one that is not a number', async () => {
      const unknown = await as(admin, {
        method: 'PUT',
        url: '/api/special-days/999999',
        payload: christmasEve,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        detail: 'Special day 999999 does not exist',
        code: 'special_day_not_found',
      });
      expect((await as(admin, { method: 'DELETE', url: '/api/special-days/999999' })).statusCode).toBe(404);
      expect((await as(admin, { method: 'DELETE', url: '/api/special-days/abc' })).statusCode).toBe(422);
      expect(
        (await as(admin, { method: 'PUT', url: '/api/special-days/abc', payload: christmasEve })).statusCode,
      ).toBe(422);
    });

    const lunch = { open_time: '11:00', close_time: '14:00' };
    it.each([
      ['a date that does not exist', { date: '2026-02-30' }, 'date'],
      ['a date not written YYYY-MM-DD', { date: '24.12.2026' }, 'date'],
      ['no date', { date: undefined }, 'date'],
      ['no closed', { closed: undefined }, 'closed'],
      ['a closed day with hours', { closed: true, ranges: [lunch] }, 'ranges'],
      ['an open day without hours', { closed: false, ranges: [] }, 'ranges'],
      [
        'an opening equal to the close',
        { ranges: [{ open_time: '12:00', close_time: '12:00' }] },
        'ranges.0.close_time',
      ],
      [
        'a time that is not one',
        { ranges: [{ open_time: '24:00', close_time: '02:00' }] },
        'ranges.0.open_time',
      ],
      ['more than 6 ranges', { ranges: Array.from({ length: 7 }, () => lunch) }, 'ranges'],
      ['a note over 200 characters', { note: 'x'.repeat(201) }, 'note'],
    ])('refuses %s with 422 on add and change', async (_, change, field) => {
      const [row] = await rowsOf(9);
      const before = await rowsOf(9);
      for (const route of [
        { method: 'POST', url: '/api/special-days' },
        { method: 'PUT', url: `/api/special-days/${row!.id}` },
      ] as const) {
        const response = await as(admin, {
          ...route,
          payload: { date: '2026-08-01', closed: false, ranges: [lunch], note: '', ...change },
        });
        expect(response.statusCode, route.method).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          fields: { [field]: expect.any(Array) },
        });
      }
      expect(await rowsOf(9)).toEqual(before);
    });
  });

  describe('who may', () => {
    beforeAll(async () => {
      await clear();
      await add(christmasEve);
    });

    const routes = (id: number): InjectOptions[] => [
      { method: 'GET', url: '/api/special-days' },
      { method: 'POST', url: '/api/special-days', payload: newYearsEve },
      { method: 'PUT', url: `/api/special-days/${id}`, payload: newYearsEve },
      { method: 'DELETE', url: `/api/special-days/${id}` },
    ];

    it('answers 401 without a token and 403 to a customer, changing nothing', async () => {
      const before = await rowsOf(9);
      for (const route of routes(before[0]!.id)) {
        expect((await as(null, route)).statusCode, `${route.method} ${route.url}`).toBe(401);
        expect((await as(customer, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      expect(await rowsOf(9)).toEqual(before);
    });

    it("keeps another store's administrator away from store 9's days", async () => {
      const rival = await secondStoreAdmin(t);
      const before = await rowsOf(9);
      const { id } = before[0]!;
      expect(await list(rival.token)).toEqual([]);
      const attacks: [InjectOptions, number][] = [
        [{ method: 'PUT', url: `/api/special-days/${id}`, payload: newYearsEve }, 404],
        [{ method: 'PUT', url: `/api/special-days/${id}`, payload: { ...newYearsEve, store_id: 9 } }, 403],
        [{ method: 'DELETE', url: `/api/special-days/${id}` }, 404],
        [{ method: 'POST', url: '/api/special-days', payload: { ...newYearsEve, store_id: 9 } }, 403],
      ];
      for (const [route, status] of attacks) {
        expect((await as(rival.token, route)).statusCode, `${route.method} ${route.url}`).toBe(status);
      }
      expect(await rowsOf(9)).toEqual(before);
      expect(await rowsOf(rival.storeId)).toEqual([]);

      // Store 9's date is free in their own store, and their day is theirs alone.
      const own = await add(christmasEve, rival.token);
      expect(own.statusCode).toBe(201);
      expect(own.json().data.store_id).toBe(rival.storeId);
      expect(await list(rival.token)).toEqual([own.json().data]);
      expect((await list()).map((day) => day.id)).toEqual([id]);
      const theirs = own.json().data.id;
      expect(
        (await as(admin, { method: 'PUT', url: `/api/special-days/${theirs}`, payload: newYearsEve }))
          .statusCode,
      ).toBe(404);
      expect((await as(admin, { method: 'DELETE', url: `/api/special-days/${theirs}` })).statusCode).toBe(
        404,
      );
      expect(await rowsOf(rival.storeId)).toHaveLength(1);
    });
  });

  describe("the store's day", () => {
    let payloads: Awaited<ReturnType<typeof demoOrders>>;
    const store = async () => (await as(null, { method: 'GET', url: '/api/stores/9' })).json();
    const pickupAt = (scheduled_for: string | null) =>
      as(customer, { method: 'POST', url: '/api/orders', payload: { ...payloads.pickup, scheduled_for } });
    const slotStarts = async (date: string) => {
      const response = await as(null, {
        method: 'GET',
        url: `/api/stores/9/slots?order_type=2&date=${date}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { start: string }[] }>().data.map(({ start }) => berlinTime(start));
    };

    beforeAll(async () => {
      payloads = await demoOrders(t.database.db);
    });
    beforeEach(clear);

    it('is open in the weekly hours without special days', async () => {
      expect(await store()).toMatchObject({ next_open_at: null, closed_reason: null, paused: false });
      expect((await pickupAt(null)).statusCode).toBe(201);
    });

    it('closed today: the store says when it opens and why, and takes no order for now', async () => {
      const added = await add({ date: '2026-06-10', closed: true, note: 'Staff training' });
      expect(added.statusCode).toBe(201);
      expect(await store()).toMatchObject({
        next_open_at: '2026-06-11T09:00:00.000Z', // Thursday 11:00
        closed_reason: 'Staff training',
      });
      const refused = await pickupAt(null);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ detail: STORE_CLOSED_MESSAGE, code: 'store_closed' });
      expect(await slotStarts('2026-06-10')).toEqual([]);
      // Tomorrow keeps its weekly hours, and can be ordered for.
      expect((await slotStarts('2026-06-11'))[0]).toBe('11:00');
      expect((await pickupAt('2026-06-11T09:00:00Z')).statusCode).toBe(201);

      const removed = await as(admin, { method: 'DELETE', url: `/api/special-days/${added.json().data.id}` });
      expect(removed.statusCode).toBe(200);
      expect(await store()).toMatchObject({ next_open_at: null, closed_reason: null });
      expect((await pickupAt(null)).statusCode).toBe(201);
    });

    it('closed for days: the store opens after the last of them', async () => {
      for (const date of ['2026-06-10', '2026-06-11', '2026-06-12']) {
        expect((await add({ date, closed: true, note: 'Summer break' })).statusCode).toBe(201);
      }
      expect(await store()).toMatchObject({
        next_open_at: '2026-06-13T09:00:00.000Z',
        closed_reason: 'Summer break',
      });
      expect(await slotStarts('2026-06-12')).toEqual([]);
      const refused = await pickupAt('2026-06-12T09:00:00Z');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toEqual({ scheduled_for: ['The restaurant is closed at that time'] });
    });

    it('other hours today (18:00–20:00 only): slots and orders only then', async () => {
      const added = await add({
        date: '2026-06-10',
        closed: false,
        ranges: [{ open_time: '18:00', close_time: '20:00' }],
        note: 'Evening only',
      });
      expect(added.statusCode).toBe(201);
      expect(await store()).toMatchObject({
        next_open_at: '2026-06-10T16:00:00.000Z',
        closed_reason: 'Evening only',
      });
      expect(await slotStarts('2026-06-10')).toEqual([
        ...['18:00', '18:15', '18:30', '18:45'],
        ...['19:00', '19:15', '19:30', '19:45'],
      ]);
      expect((await pickupAt(null)).json()).toMatchObject({
        detail: STORE_CLOSED_MESSAGE,
        code: 'store_closed',
      });
      const atLunch = await pickupAt('2026-06-10T11:00:00Z'); // 13:00, in the weekly lunch hours
      expect(atLunch.statusCode).toBe(422);
      expect(atLunch.json().fields).toEqual({ scheduled_for: ['The restaurant is closed at that time'] });
      const atSeven = await pickupAt('2026-06-10T17:00:00Z'); // 19:00
      expect(atSeven.statusCode, atSeven.body).toBe(201);
      expect(atSeven.json().data.scheduled_for).toBe('2026-06-10T17:00:00.000Z');
    });

    it('watches a special day for today arrive on the status socket', async () => {
      const port = await listen(t.app);
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/store/9/status`);
      const messages: StoreStatusMessage[] = [];
      ws.on('message', (data) => messages.push(JSON.parse(String(data)) as StoreStatusMessage));
      try {
        await expect.poll(() => messages.at(-1)?.is_open).toBe(true);
        expect(messages.at(-1)).toEqual({
          is_open: true,
          today_hours: [
            { open_time: '11:00', close_time: '14:00' },
            { open_time: '17:00', close_time: '22:00' },
          ],
          next_change_at: '2026-06-10T12:00:00.000Z',
          next_open_at: null,
          paused_until: null,
          closed_reason: null,
        });

        const added = await add({ date: '2026-06-10', closed: true, note: 'Burst pipe' });
        await expect.poll(() => messages.at(-1)?.is_open).toBe(false);
        expect(messages.at(-1)).toEqual({
          is_open: false,
          today_hours: [],
          next_change_at: '2026-06-11T09:00:00.000Z',
          next_open_at: '2026-06-11T09:00:00.000Z',
          paused_until: null,
          closed_reason: 'Burst pipe',
        });

        await as(admin, {
          method: 'PUT',
          url: `/api/special-days/${added.json().data.id}`,
          payload: {
            date: '2026-06-10',
            closed: false,
            ranges: [{ open_time: '12:00', close_time: '13:00' }],
          },
        });
        await expect
          .poll(() => messages.at(-1)?.today_hours)
          .toEqual([{ open_time: '12:00', close_time: '13:00' }]);
        expect(messages.at(-1)).toMatchObject({ is_open: true, next_change_at: '2026-06-10T11:00:00.000Z' });

        await as(admin, { method: 'DELETE', url: `/api/special-days/${added.json().data.id}` });
        await expect.poll(() => messages.at(-1)?.today_hours).toHaveLength(2);
      } finally {
        ws.close();
      }
    });
  });
});

describe('a special day open past midnight', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;

  afterAll(() => t?.close());

  it('keeps the store open after midnight into the next date', async () => {
    // Thursday 11 June 2026, 00:30 in Berlin: the weekly dinner closed at 22:00.
    t = await buildTestApp({ demo: true, clock: new FakeClock(new Date('2026-06-10T22:30:00Z')) });
    await lunchAndDinner(t);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    const store = async () => (await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json();
    expect(await store()).toMatchObject({ next_open_at: '2026-06-11T09:00:00.000Z' });

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/special-days',
      headers: bearer(admin),
      payload: { date: '2026-06-10', closed: false, ranges: [{ open_time: '17:00', close_time: '01:00' }] },
    });
    expect(saved.statusCode).toBe(201);
    expect(await store()).toMatchObject({ next_open_at: null, closed_reason: null });
    const { pickup } = await demoOrders(t.database.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: pickup,
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });
});

describe('a special day on the night the clocks go back', () => {
  let t: TestContext;

  afterAll(() => t?.close());

  it('still counts as yesterday in the 25th hour of the day after', async () => {
    // Sunday 25 October 2026 has 25 hours in Berlin; 23:30 CET is 22:30Z, and 24 hours earlier it was still the 25th.
    t = await buildTestApp({ demo: true, clock: new FakeClock(new Date('2026-10-25T22:30:00Z')) });
    await lunchAndDinner(t);
    const admin = await loginDemoAdmin(t.app);
    // Saturday's special hours run until 23:45 the next evening.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/special-days',
      headers: bearer(admin),
      payload: { date: '2026-10-24', closed: false, ranges: [{ open_time: '23:50', close_time: '23:45' }] },
    });
    expect(saved.statusCode).toBe(201);
    const store = (await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json();
    expect(store).toMatchObject({ next_open_at: null, closed_reason: null });
  });
});
