import { SOCKET_IO_PATH } from '@food/contract';
import { translate } from '@food/i18n/server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { newGuestKey, guestKeyExpiry } from '../modules/orders/guest-keys.ts';
import { insertGuestKey } from '../modules/orders/guest-keys-repository.ts';
import { buildTestApp, loginDemoAdmin, loginDemoCustomer, type TestContext } from '../../test/helpers.ts';
import { demoOrders, listen, openAroundTheClock, placeOrder } from '../../test/order-desk.ts';
import { EVENT_BURST, REFUSALS_BEFORE_DISCONNECT } from './event-budget.ts';
import { ORDER_LOOKUPS_PER_SOCKET } from './io.ts';

const refusedIn = (language: 'de' | 'en') => ({
  code: 'socket_events_too_fast',
  detail: translate(language, 'errors.socket_events_too_fast'),
});

describe('the budget of every socket.io connection', () => {
  let t: TestContext;
  let port: number;
  let orderId: number;
  const sockets: Socket[] = [];

  function open(options: { token?: string; language?: string } = {}) {
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: SOCKET_IO_PATH,
      transports: ['websocket'],
      auth: options.token ? { token: options.token } : {},
      extraHeaders: { 'accept-language': options.language ?? 'en' },
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  const next = <T>(socket: Socket, event: string) =>
    new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    port = await listen(t.app);
    await openAroundTheClock(t.database.db);
    const { pickup } = await demoOrders(t.database.db);
    orderId = await placeOrder(t.app, await loginDemoCustomer(t.app), pickup);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('refuses events of any name past the budget, in the reader’s language, and closes a socket that goes on', async () => {
    const socket = open({ language: 'de' });
    await connected(socket);
    const refusals: unknown[] = [];
    socket.on('event_refused', (refusal: unknown) => {
      refusals.push(refusal);
    });
    let joinAnswers = 0;
    socket.on('join_refused', () => (joinAnswers += 1));
    const disconnected = next<string>(socket, 'disconnect');
    // Events no handler knows cost the same as the others: the connect and these use the whole burst.
    for (let i = 1; i < EVENT_BURST; i++) socket.emit('no_such_event', { i });
    for (let i = 0; i < REFUSALS_BEFORE_DISCONNECT + 10; i++) socket.emit('join_order', { order_id: 0 });
    expect(await disconnected).toBe('io server disconnect');
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.length).toBeLessThanOrEqual(REFUSALS_BEFORE_DISCONNECT + 1);
    for (const refusal of refusals) expect(refusal).toEqual(refusedIn('de'));
    // The ones the budget let through (a few may have come back while the others were read) were answered.
    expect(joinAnswers + refusals.length).toBeLessThan(REFUSALS_BEFORE_DISCONNECT + 10);
  });

  it('answers a desk that joins its store in a burst, as after a reconnect, every time', async () => {
    const socket = open({ token: await loginDemoAdmin(t.app) });
    await connected(socket);
    let refused = 0;
    socket.on('event_refused', () => (refused += 1));
    const joined = Array.from({ length: EVENT_BURST - 1 }, () => next(socket, 'joined_store'));
    for (let i = 1; i < EVENT_BURST; i++) socket.emit('join_store', { store_id: 9 });
    await Promise.all(joined);
    expect(refused).toBe(0);
    expect(socket.connected).toBe(true);
  });

  it('charges connect packets too: a burst of forged tokens is refused past the budget, then closed', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_IO_PATH}/?EIO=4&transport=websocket`, {
      headers: { 'accept-language': 'en' },
    });
    const frames: string[] = [];
    ws.on('message', (data) => frames.push(String(data)));
    await new Promise((resolve) => ws.once('message', resolve));
    const closed = new Promise((resolve) => ws.once('close', resolve));
    for (let i = 0; i < 100; i++) ws.send(`40${JSON.stringify({ token: `forged-${i}` })}`);
    await closed;
    const errors = frames
      .filter((frame) => frame.startsWith('44'))
      .map((frame) => JSON.parse(frame.slice(2)) as { message: string; data?: unknown });
    // Lookups still running when the connection closes are not answered: at most the burst were made.
    expect(errors.filter(({ message }) => message === 'Please log in first').length).toBeLessThanOrEqual(
      EVENT_BURST,
    );
    const refusals = errors.filter(({ data }) => data !== undefined);
    expect(refusals.length).toBeGreaterThan(0);
    for (const { data } of refusals) expect(data).toEqual(refusedIn('en'));
    expect(errors.length).toBeLessThan(100);
  });

  it(`looks up at most ${ORDER_LOOKUPS_PER_SOCKET} orders per socket, and each once`, async () => {
    const { key, hash } = newGuestKey();
    const guest = open();
    await connected(guest);
    guest.emit('join_order', { order_id: orderId, key });
    expect(await next(guest, 'join_refused')).toEqual({ detail: 'This order cannot be followed here' });
    // The key opens the order from now on; this socket was told otherwise, and is not looked up again.
    await insertGuestKey(t.database.db, { keyHash: hash, orderId, expiresAt: guestKeyExpiry(new Date()) });
    guest.emit('join_order', { order_id: orderId, key });
    expect(await next(guest, 'join_refused')).toEqual({ detail: 'This order cannot be followed here' });
    const fresh = open();
    await connected(fresh);
    fresh.emit('join_order', { order_id: orderId, key });
    expect(await next(fresh, 'joined_order')).toEqual({ order_id: orderId });
    fresh.emit('join_order', { order_id: orderId, key });
    expect(await next(fresh, 'joined_order')).toEqual({ order_id: orderId });

    const prober = open();
    await connected(prober);
    for (let i = 1; i <= ORDER_LOOKUPS_PER_SOCKET; i++) {
      prober.emit('join_order', { order_id: orderId + i, key });
      await next(prober, 'join_refused');
    }
    // Past the cap, even the right key is refused without a lookup.
    prober.emit('join_order', { order_id: orderId, key });
    expect(await next(prober, 'join_refused')).toEqual({ detail: 'This order cannot be followed here' });
  });
});
