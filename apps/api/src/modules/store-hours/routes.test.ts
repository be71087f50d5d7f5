import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeHours } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

const SELECT_A_DAY = 'Please select at least one day';

const breakfast = { name: 'Breakfast', opening_time: '08:00', closing_time: '10:30', days: [6, 0] };

describe('store hours in the back office', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;

  const rowsOf = (storeId: number) =>
    t.database.db
      .select()
      .from(storeHours)
      .where(eq(storeHours.storeId, storeId))
      .orderBy(asc(storeHours.id));
  const entryOf = async (name: string, dayOfWeek: number, closeTime?: string) => {
    const rows = await t.database.db
      .select()
      .from(storeHours)
      .where(and(eq(storeHours.storeId, 9), eq(storeHours.name, name), eq(storeHours.dayOfWeek, dayOfWeek)));
    const row = rows.find((r) => closeTime === undefined || r.closeTime.startsWith(closeTime));
    if (!row) throw new Error(`no ${name} entry on day ${dayOfWeek}`);
    return row;
  };
  const publicHours = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json().store_hours as unknown[];
  const as = (token: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
  });
  afterAll(() => t.close());

  describe('GET /api/store-hours/store/:id', () => {
    it("lists the store's entries by day and opening time", async () => {
      const response = await as(admin, { method: 'GET', url: '/api/store-hours/store/9' });
      expect(response.statusCode).toBe(200);
      const entries = response.json();
      expect(entries).toHaveLength((await rowsOf(9)).length);
      expect(entries[0]).toEqual({
        id: expect.any(Number),
        name: 'Lunch',
        day_of_week: 1,
        opening_time: '11:30',
        closing_time: '14:30',
        store_id: 9,
      });
      const keys = entries.map((e: { day_of_week: number; opening_time: string }) => [
        e.day_of_week,
        e.opening_time,
      ]);
      expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
      expect(entries.find((e: { closing_time: string }) => e.closing_time === '01:00')).toBeDefined();
    });

    it('answers with the trailing slash too', async () => {
      expect((await as(admin, { method: 'GET', url: '/api/store-hours/store/9/' })).statusCode).toBe(200);
    });
  });

  describe('POST /api/store-hours/store/:id', () => {
    it('adds one entry per selected day and the storefront shows them', async () => {
      const before = (await rowsOf(9)).length;
      const response = await as(admin, {
        method: 'POST',
        url: '/api/store-hours/store/9',
        payload: { ...breakfast, store_id: 9 },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.msg).toBe('Store hours saved');
      expect(body.data).toEqual(
        [0, 6].map((day) => ({
          id: expect.any(Number),
          name: 'Breakfast',
          day_of_week: day,
          opening_time: '08:00',
          closing_time: '10:30',
          store_id: 9,
        })),
      );

      const rows = await rowsOf(9);
      expect(rows).toHaveLength(before + 2);
      expect(
        rows.filter((r) => r.name === 'Breakfast').map((r) => [r.dayOfWeek, r.openTime, r.closeTime]),
      ).toEqual([
        [0, '08:00:00', '10:30:00'],
        [6, '08:00:00', '10:30:00'],
      ]);
      expect(await publicHours()).toContainEqual({ day_of_week: 0, open_time: '08:00', close_time: '10:30' });
    });

    it("accepts the spec's single day_of_week and times with seconds", async () => {
      const response = await as(admin, {
        method: 'POST',
        url: '/api/store-hours/store/9/',
        payload: { name: 'Brunch', opening_time: '10:00:00', closing_time: '13:00:00', day_of_week: 6 },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toEqual([
        expect.objectContaining({ day_of_week: 6, opening_time: '10:00' }),
      ]);
      await as(admin, { method: 'DELETE', url: `/api/store-hours/${response.json().data[0].id}` });
    });

    it.each([
      ['a time not as HH:MM', { opening_time: '8:00' }, 'opening_time'],
      ['an hour past 23', { closing_time: '24:00' }, 'closing_time'],
      ['a day after Sunday', { days: [7] }, 'days.0'],
      ['a day before Monday', { days: [-1] }, 'days.0'],
      ['a fractional day', { days: [1.5] }, 'days.0'],
      ['the same opening and closing time', { closing_time: '08:00' }, 'closing_time'],
      ['a blank name', { name: '   ' }, 'name'],
    ])('refuses %s with 422 and saves nothing', async (_, change, field) => {
      const before = await rowsOf(9);
      const response = await as(admin, {
        method: 'POST',
        url: '/api/store-hours/store/9',
        payload: { ...breakfast, ...change },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: expect.any(Array) },
      });
      expect(await rowsOf(9)).toEqual(before);
    });

    it.each([
      ['an empty list of days', { days: [] }],
      ['no day at all', { days: undefined }],
    ])('refuses %s with "Please select at least one day"', async (_, change) => {
      const before = await rowsOf(9);
      const response = await as(admin, {
        method: 'POST',
        url: '/api/store-hours/store/9',
        payload: { ...breakfast, ...change },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        detail: `days: ${SELECT_A_DAY}`,
        code: 'validation_failed',
        fields: { days: [SELECT_A_DAY] },
      });
      expect(await rowsOf(9)).toEqual(before);
    });
  });

  describe('PUT /api/store-hours/:id/group', () => {
    it('replaces the whole group (same name and range) and leaves the other entries alone', async () => {
      const dinner = await entryOf('Dinner', 2, '22:00');
      const others = (await rowsOf(9)).filter(
        (r) => !(r.name === 'Dinner' && r.openTime === '17:30:00' && r.closeTime === '22:00:00'),
      );
      expect(others.filter((r) => r.name === 'Dinner')).toHaveLength(2);

      const response = await as(admin, {
        method: 'PUT',
        url: `/api/store-hours/${dinner.id}/group`,
        payload: { name: 'Dinner', opening_time: '18:00', closing_time: '22:30', days: [3, 1] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        msg: 'Store hours updated',
        data: [1, 3].map((day) => ({
          id: expect.any(Number),
          name: 'Dinner',
          day_of_week: day,
          opening_time: '18:00',
          closing_time: '22:30',
          store_id: 9,
        })),
      });

      const rows = await rowsOf(9);
      expect(rows.filter((r) => r.closeTime === '22:00:00')).toEqual([]);
      expect(rows.filter((r) => r.closeTime === '22:30:00').map((r) => r.dayOfWeek)).toEqual([1, 3]);
      expect(rows.filter((r) => others.some((o) => o.id === r.id))).toEqual(others);
      expect(rows).toHaveLength(others.length + 2);

      const hours = await publicHours();
      expect(hours).toContainEqual({ day_of_week: 3, open_time: '18:00', close_time: '22:30' });
      expect(hours).not.toContainEqual({ day_of_week: 2, open_time: '17:30', close_time: '22:00' });
    });

    it('lets only one of two simultaneous edits of a group replace it', async () => {
      const created = await as(admin, {
        method: 'POST',
        url: '/api/store-hours/store/9',
        payload: { name: 'Tea', opening_time: '15:00', closing_time: '17:00', days: [0, 1, 2] },
      });
      const [first] = created.json().data;
      const edit = (days: number[]) =>
        as(admin, {
          method: 'PUT',
          url: `/api/store-hours/${first.id}/group`,
          payload: { name: 'Tea', opening_time: '15:30', closing_time: '17:30', days },
        });
      const answers = await Promise.all([edit([3, 4]), edit([5]), edit([6]), edit([0])]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404]);
      const tea = (await rowsOf(9)).filter((r) => r.name === 'Tea');
      const winner = answers.find((r) => r.statusCode === 200)!.json().data;
      expect(tea.map((r) => r.id)).toEqual(winner.map((e: { id: number }) => e.id));

      await as(admin, { method: 'DELETE', url: `/api/store-hours/${tea[0]!.id}/group` });
      expect((await rowsOf(9)).filter((r) => r.name === 'Tea')).toEqual([]);
    });

    it('answers 404 for an unknown entry and 422 for an invalid group', async () => {
      const unknown = await as(admin, {
        method: 'PUT',
        url: '/api/store-hours/999999/group',
        payload: breakfast,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('store_hours_not_found');

      const lunch = await entryOf('Lunch', 1);
      const before = await rowsOf(9);
      const noDay = await as(admin, {
        method: 'PUT',
        url: `/api/store-hours/${lunch.id}/group`,
        payload: { ...breakfast, days: [] },
      });
      expect(noDay.statusCode).toBe(422);
      expect(noDay.json().fields).toEqual({ days: [SELECT_A_DAY] });
      expect(await rowsOf(9)).toEqual(before);
    });
  });

  describe('DELETE /api/store-hours/:id and /:id/group', () => {
    it('deletes one entry', async () => {
      const lunch = await entryOf('Lunch', 5);
      const response = await as(admin, { method: 'DELETE', url: `/api/store-hours/${lunch.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: 'Store hours deleted' });
      expect((await rowsOf(9)).find((r) => r.id === lunch.id)).toBeUndefined();
      expect(await publicHours()).not.toContainEqual({
        day_of_week: 5,
        open_time: '12:00',
        close_time: '15:00',
      });

      expect((await as(admin, { method: 'DELETE', url: `/api/store-hours/${lunch.id}` })).statusCode).toBe(
        404,
      );
    });

    it('deletes a whole group and nothing else', async () => {
      const lateDinner = await entryOf('Dinner', 4, '01:00');
      const before = await rowsOf(9);
      const response = await as(admin, { method: 'DELETE', url: `/api/store-hours/${lateDinner.id}/group` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: 'Store hours deleted' });
      expect(await rowsOf(9)).toEqual(
        before.filter((r) => !(r.name === 'Dinner' && r.closeTime === '01:00:00')),
      );
      expect(before.filter((r) => r.closeTime === '01:00:00')).toHaveLength(2);

      const again = await as(admin, { method: 'DELETE', url: `/api/store-hours/${lateDinner.id}/group` });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('who may', () => {
    const routes = (id: number): InjectOptions[] => [
      { method: 'GET', url: '/api/store-hours/store/9' },
      { method: 'POST', url: '/api/store-hours/store/9', payload: breakfast },
      { method: 'PUT', url: `/api/store-hours/${id}/group`, payload: breakfast },
      { method: 'DELETE', url: `/api/store-hours/${id}` },
      { method: 'DELETE', url: `/api/store-hours/${id}/group` },
    ];

    it('answers 401 without a token and 403 to a customer on every route, changing nothing', async () => {
      const before = await rowsOf(9);
      const { id } = await entryOf('All day', 6);
      for (const route of routes(id)) {
        expect((await as(null, route)).statusCode, `${route.method} ${route.url}`).toBe(401);
        expect((await as(customer, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      expect(await rowsOf(9)).toEqual(before);
    });

    it("refuses another store's administrator everything on store 9, changing nothing", async () => {
      const rival = await secondStoreAdmin(t);
      const before = await rowsOf(9);
      const { id } = await entryOf('All day', 6);
      const attacks: [InjectOptions, number][] = [
        [{ method: 'GET', url: '/api/store-hours/store/9' }, 403],
        [{ method: 'POST', url: '/api/store-hours/store/9', payload: breakfast }, 403],
        [
          {
            method: 'POST',
            url: `/api/store-hours/store/${rival.storeId}`,
            payload: { ...breakfast, store_id: 9 },
          },
          403,
        ],
        [{ method: 'PUT', url: `/api/store-hours/${id}/group`, payload: breakfast }, 404],
        [{ method: 'PUT', url: `/api/store-hours/${id}/group`, payload: { ...breakfast, store_id: 9 } }, 403],
        [{ method: 'DELETE', url: `/api/store-hours/${id}` }, 404],
        [{ method: 'DELETE', url: `/api/store-hours/${id}/group` }, 404],
      ];
      for (const [route, status] of attacks) {
        expect((await as(rival.token, route)).statusCode, `${route.method} ${route.url}`).toBe(status);
      }
      expect(await rowsOf(9)).toEqual(before);
      expect(await rowsOf(rival.storeId)).toEqual([]);

      // Their own store works as usual, and store 9 does not see it.
      const own = await as(rival.token, {
        method: 'POST',
        url: `/api/store-hours/store/${rival.storeId}`,
        payload: breakfast,
      });
      expect(own.statusCode).toBe(201);
      const listed = await as(rival.token, { method: 'GET', url: `/api/store-hours/store/${rival.storeId}` });
      expect(listed.json().map((e: { store_id: number }) => e.store_id)).toEqual([
        rival.storeId,
        rival.storeId,
      ]);
      expect(await rowsOf(9)).toEqual(before);
    });
  });
});
