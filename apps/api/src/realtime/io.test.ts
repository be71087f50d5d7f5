import { storeRoom, userRoom } from '@food/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../modules/users/service.ts';
import { createStore } from '../modules/stores/service.ts';
import { DEMO_LOGINS } from '../db/seed/demo.ts';
import { buildTestApp, loginAs, type TestContext } from '../../test/helpers.ts';

describe('socket.io at /ws-sio/socket.io', () => {
  let t: TestContext;
  let url: string;
  const sockets: Socket[] = [];

  function open(token?: string) {
    const socket = connect(url, {
      path: '/ws-sio/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }
  const next = <T>(socket: Socket, event: string) =>
    new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('refuses a connection without a valid token', async () => {
    const error = await next<Error>(open('forged'), 'connect_error');
    expect(error.message).toBe('Please log in first');
  });

  it('lets the administrator join their own store and hear its order events', async () => {
    const token = await loginAs(t.app, DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const socket = open(token);
    await next(socket, 'connect');
    socket.emit('join_store', { store_id: 9 });
    expect(await next(socket, 'joined_store')).toEqual({ room: storeRoom(9) });
    const heard = next(socket, 'order_updated');
    const event = {
      order_id: 1,
      approval_status: 2,
      ready_at: '2026-06-10T12:20:00.000Z',
      reject_reason_code: null,
      reject_reason: null,
      fulfilment_status: null,
    } as const;
    t.app.io.to(storeRoom(9)).emit('order_updated', event);
    expect(await heard).toEqual(event);
  });

  it("refuses an administrator who asks to join another store's room", async () => {
    const store = await createStore(t.database.db, {
      name: 'Other',
      address: 'Elsewhere 1',
      country: 'Germany',
      timezone: 'Europe/Berlin',
      currency: 'EUR',
      locale: 'de-DE',
    });
    await createAdmin(t.database.db, {
      storeId: store.id,
      email: 'other@example.com',
      password: 'other-pass',
      name: 'O',
    });
    const socket = open(await loginAs(t.app, 'other@example.com', 'other-pass'));
    await next(socket, 'connect');
    socket.emit('join_store', { store_id: 9 });
    expect(await next(socket, 'join_refused')).toEqual({
      detail: 'You can only follow the orders of your own store',
    });
  });

  it('puts a customer in their own room whatever store they ask for', async () => {
    const token = await loginAs(t.app, DEMO_LOGINS.customer.email, DEMO_LOGINS.customer.password);
    const socket = open(token);
    await next(socket, 'connect');
    socket.emit('join_store', { store_id: 9 });
    const { room } = await next<{ room: string }>(socket, 'joined_store');
    expect(room).toMatch(/^user:\d+$/);
    let heardStoreEvent = false;
    socket.on('order_created', () => (heardStoreEvent = true));
    const own = next(socket, 'order_updated');
    t.app.io.to(storeRoom(9)).emit('order_created', { order_id: 5, store_id: 9 });
    const event = {
      order_id: 7,
      approval_status: 3,
      ready_at: null,
      reject_reason_code: 'sold_out',
      reject_reason: 'Apfelstrudel',
      fulfilment_status: null,
    } as const;
    t.app.io.to(room).emit('order_updated', event);
    expect(await own).toEqual(event);
    expect(heardStoreEvent).toBe(false);
    expect(room).toBe(userRoom(Number(room.split(':')[1])));
  });
});
