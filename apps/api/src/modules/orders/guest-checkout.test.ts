import { GUEST_KEY_DAYS, SOCKET_IO_PATH, orderRoom } from '@food/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderGuestKeys, orders, stores } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { FakeClock, MINUTE, demoOrders, listen, openAroundTheClock } from '../../../test/order-desk.ts';
import { GUEST_ORDERS_PER_EMAIL } from './place-order-routes.ts';

const PUBLIC_URL = 'https://shop.example';
const ORDERS_PER_ADDRESS = 5;
const DAY = 24 * 60 * MINUTE;

describe('guest checkout', () => {
  let t: TestContext;
  let smtp: MailCatcher;
  let port: number;
  let admin: string;
  let customer: string;
  let pickup: Record<string, unknown>;
  let delivery: Record<string, unknown>;
  const clock = new FakeClock();
  const sockets: Socket[] = [];
  let guests = 0;
  let addresses = 0;

  const newEmail = () => `guest-${++guests}@example.com`;
  const guestOf = (email: string) => ({ name: 'Greta Gast', email, phone: '+49 30 7654321' });
  const address = { line1: 'Kastanienallee 12', city: 'Berlin', country: 'Germany' };
  /** Each request from an address of its own unless it names one: the address's limit stays out of the way. */
  const request = (options: InjectOptions & { token?: string }) =>
    t.app.inject({
      remoteAddress: `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`,
      ...options,
      headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    });
  const order = (payload: object, options: Partial<InjectOptions> & { token?: string } = {}) =>
    request({ method: 'POST', url: '/api/orders', payload, ...options });
  const placeAsGuest = async (payload: object, email = newEmail()) => {
    const response = await order({ ...payload, guest: guestOf(email) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{
      data: { id: number; number: number; guest_key: string; status_url: string; user_id: number | null };
    }>().data;
  };
  const read = (id: number, key?: string) =>
    request({
      method: 'GET',
      url: `/api/orders/${id}${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
    });
  const settings = (payload: object) =>
    request({ method: 'PUT', url: '/api/stores/9/settings', token: admin, payload });

  function guestSocket() {
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: SOCKET_IO_PATH,
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }
  const next = <T>(socket: Socket, event: string) =>
    new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await buildTestApp({
      demo: true,
      clock,
      env: { SMTP_URL: smtp.url, PUBLIC_URL, ORDERS_PER_ADDRESS: String(ORDERS_PER_ADDRESS) },
    });
    await openAroundTheClock(t.database.db);
    port = await listen(t.app);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    ({ pickup, delivery } = await demoOrders(t.database.db));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
    await smtp.close();
  });

  it('places a guest order with a private link that reads it, its receipt too; the desk shows the guest', async () => {
    const email = newEmail();
    const response = await order({
      ...pickup,
      guest: { ...guestOf(` ${email.toUpperCase()} `), address: { ...address } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      user_id: null,
      guest_email: email,
      customer_name: 'Greta Gast',
      phone: '+49 30 7654321',
      // A pickup goes to no address.
      address: null,
    });
    expect(data.guest_key).toMatch(/^[\w-]{43}$/);
    expect(data.status_url).toBe(`/orders/${data.id}?key=${data.guest_key}`);
    const [stored] = await t.database.db
      .select()
      .from(orderGuestKeys)
      .where(eq(orderGuestKeys.orderId, data.id));
    // Only its hash is kept, valid for 30 days.
    expect(stored!.keyHash).not.toContain(data.guest_key);
    expect(stored!.expiresAt.getTime() - new Date(data.created_at).getTime()).toBe(GUEST_KEY_DAYS * DAY);

    const opened = await read(data.id, data.guest_key);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: data.id, number: data.number, guest_email: email });
    const receipt = await request({
      method: 'GET',
      url: `/api/orders/${data.id}/receipt.pdf?key=${data.guest_key}`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');

    const desk = await request({ method: 'GET', url: '/api/orders/desk?search=Greta', token: admin });
    expect(desk.json().data.find((row: { id: number }) => row.id === data.id)).toMatchObject({
      customer_name: 'Greta Gast',
      phone: '+49 30 7654321',
      guest_email: email,
    });
    // The demo customer does not see it.
    expect(
      (await request({ method: 'GET', url: `/api/orders/${data.id}`, token: customer })).statusCode,
    ).toBe(404);
  });

  it('answers a wrong or foreign key 404, the same as an unknown order, and no key 401', async () => {
    const first = await placeAsGuest(pickup);
    const second = await placeAsGuest(pickup);
    const unknown = await read(999_999, first.guest_key);
    expect(unknown.statusCode).toBe(404);
    for (const answer of [await read(first.id, 'x'.repeat(43)), await read(first.id, second.guest_key)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        code: 'order_not_found',
        detail: unknown.json().detail.replace('999999', String(first.id)),
        params: { id: String(first.id) },
      });
    }
    expect((await read(first.id)).json()).toMatchObject({ code: 'unauthorized' });
    const receipt = await request({ method: 'GET', url: `/api/orders/${first.id}/receipt.pdf?key=nope` });
    expect(receipt.statusCode).toBe(404);
    // A token that is not one is no guest.
    expect(
      (
        await request({
          method: 'GET',
          url: `/api/orders/${first.id}?key=${first.guest_key}`,
          headers: bearer('forged'),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('delivers a guest order to their address, and refuses a delivery without one', async () => {
    const email = newEmail();
    const missing = await order({ ...delivery, guest: guestOf(email) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'address_required',
      fields: { 'guest.address': [expect.any(String)] },
    });
    const placed = await order({
      ...delivery,
      guest: { ...guestOf(email), address: { ...address, area: 'Prenzlauer Berg' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.address).toEqual({
      line1: 'Kastanienallee 12',
      area: 'Prenzlauer Berg',
      city: 'Berlin',
      zip: '10435',
      country: 'Germany',
    });
  });

  it('refuses a malformed e-mail or phone, a guest beside a token, and neither', async () => {
    const malformed = await order({ ...pickup, guest: { ...guestOf('not-an-email'), phone: 'call me' } });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().fields).sort()).toEqual(['guest.email', 'guest.phone']);
    const both = await order({ ...pickup, guest: guestOf(newEmail()) }, { token: customer });
    expect(both.statusCode).toBe(422);
    expect(both.json()).toMatchObject({
      code: 'guest_with_account',
      fields: { guest: [expect.any(String)] },
    });
    const admins = await order({ ...pickup, guest: guestOf(newEmail()) }, { token: admin });
    expect(admins.statusCode).toBe(403);
    const neither = await order(pickup);
    expect(neither.statusCode).toBe(401);
    expect(neither.json().code).toBe('unauthorized');
  });

  it('replays a retried guest order with the same Idempotency-Key, link and all', async () => {
    const payload = { ...pickup, guest: guestOf(newEmail()) };
    const headers = { 'idempotency-key': 'guest-retry-1' };
    const first = await order(payload, { headers });
    const again = await order(payload, { headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    const other = await order({ ...payload, note: 'other' }, { headers });
    expect(other.json().code).toBe('idempotency_key_reused');
    // Another guest's key of the same name is theirs.
    const someoneElse = await order({ ...pickup, guest: guestOf(newEmail()) }, { headers });
    expect(someoneElse.statusCode).toBe(201);
    expect(someoneElse.json().data.id).not.toBe(first.json().data.id);
  });

  it("tells a guest's socket of their order's changes by its key, and no other", async () => {
    const placed = await placeAsGuest(pickup);
    const socket = guestSocket();
    await next(socket, 'connect');
    socket.emit('join_order', { order_id: placed.id, key: 'wrong' });
    expect(await next(socket, 'join_refused')).toMatchObject({ detail: expect.any(String) });
    socket.emit('join_store', { store_id: 9 });
    expect(await next(socket, 'join_refused')).toMatchObject({ detail: expect.any(String) });
    socket.emit('join_order', { order_id: placed.id, key: placed.guest_key });
    expect(await next(socket, 'joined_order')).toEqual({ order_id: placed.id });
    let others = 0;
    socket.on('order_created', () => others++);
    const heard = next(socket, 'order_updated');
    const accepted = await request({
      method: 'PATCH',
      url: `/api/orders/${placed.id}`,
      token: admin,
      payload: { approval_status: 2, ready_in_minutes: 25 },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await heard).toMatchObject({
      order_id: placed.id,
      approval_status: 2,
      ready_at: expect.any(String),
    });
    await placeAsGuest(pickup);
    expect(others).toBe(0);
    expect((await t.app.io.in(orderRoom(placed.id)).fetchSockets()).length).toBe(1);
  });

  it('lets a guest cancel their unanswered order by its key', async () => {
    const placed = await placeAsGuest(pickup);
    const cancel = (key?: string) =>
      request({
        method: 'POST',
        url: `/api/orders/${placed.id}/cancel${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
      });
    expect((await cancel('wrong')).statusCode).toBe(404);
    expect((await cancel()).statusCode).toBe(401);
    expect(
      (await request({ method: 'POST', url: `/api/orders/${placed.id}/cancel`, token: customer })).statusCode,
    ).toBe(404);
    const cancelled = await cancel(placed.guest_key);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ id: placed.id, approval_status: 4 });
    expect((await cancel(placed.guest_key)).json().code).toBe('order_cancelled');
  });

  it("e-mails the guest at their address with their order's link", async () => {
    const email = newEmail();
    const placed = await placeAsGuest(pickup, email);
    const mail = await smtp.next(email);
    expect(mail.subject).toContain(`#${placed.number}`);
    const match = new RegExp(`${PUBLIC_URL}/orders/${placed.id}\\?key=([\\w-]+)`).exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    // A key of the e-mail's own, which opens the order as the answer's does.
    expect(match![1]).not.toBe(placed.guest_key);
    expect((await read(placed.id, match![1])).statusCode).toBe(200);
  });

  it('lists the guest orders in My orders once the guest registers with the e-mail and verifies it', async () => {
    const email = newEmail();
    const first = await placeAsGuest(pickup, email);
    const second = await placeAsGuest(pickup, email.toUpperCase());
    await smtp.next(email);
    await smtp.next(email);
    const registered = await request({
      method: 'POST',
      url: '/api/register/customer',
      payload: {
        username: email,
        password: 'guest-password',
        address: {
          line1: 'Kastanienallee 12',
          city: 'Berlin',
          zip: '10435',
          phone: '+49 30 7654321',
          customer_name: 'Greta Gast',
        },
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const mail = await smtp.next(email);
    const token = /verify-registration\?token=([\w-]+)/.exec(mail.text)![1];
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, first.id));
    expect(before!.userId).toBeNull();
    const verified = await request({ method: 'GET', url: `/api/verify-registration?token=${token}` });
    expect(verified.statusCode).toBe(200);
    const login = await request({
      method: 'POST',
      url: '/api/login',
      payload: new URLSearchParams({ username: email, password: 'guest-password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const own = login.json().access_token as string;
    const mine = await request({ method: 'GET', url: '/api/orders', token: own });
    expect(
      mine
        .json()
        .map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect((await request({ method: 'GET', url: `/api/orders/${first.id}`, token: own })).statusCode).toBe(
      200,
    );
    // The link still opens it.
    expect((await read(first.id, first.guest_key)).statusCode).toBe(200);
  });

  it("counts a guest's coupon uses by their e-mail, and knows their first order", async () => {
    await t.database.db.delete(coupons);
    const create = async (payload: object) => {
      const response = await request({ method: 'POST', url: '/api/coupons', token: admin, payload });
      expect(response.statusCode, response.body).toBe(201);
    };
    await create({ code: 'ONCE', kind: 'percent', value: 10, max_per_customer: 1 });
    await create({ code: 'WELCOME', kind: 'percent', value: 15, first_order_only: true });
    const email = newEmail();
    const used = await order({ ...pickup, coupon_code: 'once', guest: guestOf(email) });
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json().data.coupon).toMatchObject({ code: 'ONCE' });
    const again = await order({ ...pickup, coupon_code: 'once', guest: guestOf(` ${email.toUpperCase()}`) });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'coupon_already_used',
      fields: { coupon_code: [expect.any(String)] },
    });
    expect((await order({ ...pickup, coupon_code: 'once', guest: guestOf(newEmail()) })).statusCode).toBe(
      201,
    );

    const notFirst = await order({ ...pickup, coupon_code: 'welcome', guest: guestOf(email) });
    expect(notFirst.statusCode).toBe(422);
    expect(notFirst.json().code).toBe('coupon_first_order_only');
    const fresh = await order({ ...pickup, coupon_code: 'welcome', guest: guestOf(newEmail()) });
    expect(fresh.statusCode, fresh.body).toBe(201);
    // The cart's check knows it too.
    const check = await request({
      method: 'POST',
      url: '/api/coupons/check',
      payload: { store_id: 9, order_type: 2, subtotal: 20, code: 'welcome', email },
    });
    expect(check.json()).toMatchObject({ valid: false, reason: 'coupon_first_order_only' });
    await t.database.db.delete(coupons);
  });

  it("counts a guest's unanswered orders by their e-mail", async () => {
    await t.database.db.update(stores).set({ openOrdersPerCustomer: 1 }).where(eq(stores.id, 9));
    try {
      const email = newEmail();
      await placeAsGuest(pickup, email);
      const second = await order({ ...pickup, guest: guestOf(email) });
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ code: 'too_many_open_orders', params: { waiting: 1 } });
      await placeAsGuest(pickup);
    } finally {
      await t.database.db.update(stores).set({ openOrdersPerCustomer: null }).where(eq(stores.id, 9));
    }
  });

  it('refuses guests with 403 guest_checkout_off where the store switched it off, and tells the storefront', async () => {
    expect((await request({ method: 'GET', url: '/api/stores/9' })).json().guest_checkout).toBe(true);
    const off = await settings({ guest_checkout: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.guest_checkout).toBe(false);
    try {
      expect((await request({ method: 'GET', url: '/api/stores/9' })).json().guest_checkout).toBe(false);
      const refused = await order({ ...pickup, guest: guestOf(newEmail()) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'guest_checkout_off' });
      // Accounts order as before.
      expect((await order(pickup, { token: customer })).statusCode).toBe(201);
    } finally {
      expect((await settings({ guest_checkout: true })).json().data.guest_checkout).toBe(true);
    }
  });

  it('limits the orders of one mailbox, plus-addresses included, from any address, and of one address', async () => {
    const [mailbox, domain] = newEmail().split('@') as [string, string];
    // Refused orders count as well: the limit is on trying.
    const unknownProduct = { ...pickup, items: [{ product_id: 999_999, quantity: 1 }] };
    for (let i = 0; i < GUEST_ORDERS_PER_EMAIL; i++) {
      const tagged = `${mailbox}+${i}@${domain}`;
      expect((await order({ ...unknownProduct, guest: guestOf(tagged) })).statusCode).toBe(422);
    }
    const limited = await order({
      ...pickup,
      guest: guestOf(`${mailbox.toUpperCase()}@${domain.toUpperCase()}`),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect((await order({ ...pickup, guest: guestOf(newEmail()) })).statusCode).toBe(201);

    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < ORDERS_PER_ADDRESS; i++) {
      const answer = await order({ ...unknownProduct, guest: guestOf(newEmail()) }, { remoteAddress });
      expect(answer.statusCode).toBe(422);
    }
    const fromAddress = await order({ ...pickup, guest: guestOf(newEmail()) }, { remoteAddress });
    expect(fromAddress.statusCode).toBe(429);
    expect(fromAddress.json().code).toBe('rate_limited');
  });

  // Last: moving the clock a month on lets the deadlines reject what is pending, and may pause the store.
  it(`ends a key ${GUEST_KEY_DAYS} days after the order`, async () => {
    const placed = await placeAsGuest(pickup);
    clock.advance((GUEST_KEY_DAYS - 1) * DAY);
    expect((await read(placed.id, placed.guest_key)).statusCode).toBe(200);
    clock.advance(DAY);
    expect((await read(placed.id, placed.guest_key)).statusCode).toBe(404);
    const socket = guestSocket();
    await next(socket, 'connect');
    socket.emit('join_order', { order_id: placed.id, key: placed.guest_key });
    expect(await next(socket, 'join_refused')).toMatchObject({ detail: expect.any(String) });
  });
});
