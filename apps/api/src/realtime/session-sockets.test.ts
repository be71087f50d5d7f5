import { randomBytes } from 'node:crypto';
import { storeRoom } from '@food/contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { DEMO_LOGINS, seedDemo } from '../db/seed/demo.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  openTestDatabase,
  testConfig,
  type TestContext,
} from '../../test/helpers.ts';
import { eventually, startMailCatcher, type MailCatcher } from '../../test/mail-catcher.ts';
import {
  FakeClock,
  MINUTE,
  demoOrders,
  follow,
  listen,
  openAroundTheClock,
  placeOrder,
} from '../../test/order-desk.ts';
import { imageStoreFor } from '../modules/images/service.ts';

const PUBLIC_URL = 'https://shop.example';

/** Resolves with the reason once the server has closed the socket. */
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason: string) => resolve(reason)));

/** Proves the server still serves the socket: it answers a join (that puts it in no store's room). */
async function stillServed(socket: Socket) {
  const answer = new Promise((resolve) => {
    socket.once('joined_store', resolve);
    socket.once('join_refused', resolve);
  });
  socket.emit('join_store', { store_id: 0 });
  await answer;
  return socket.connected;
}

const logout = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });

describe('revoked sessions lose their sockets', () => {
  let database: DatabaseHandle;
  let app: App;
  let smtp: MailCatcher;
  let port: number;
  const clock = new FakeClock();
  const sockets: Socket[] = [];

  async function open(token: string, joinStore?: number) {
    const { socket } = await follow(port, token, joinStore);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    smtp = await startMailCatcher();
    database = await openTestDatabase();
    await seedDemo(database.db, { images: imageStoreFor(database, (await testConfig()).uploadDir) });
    await openAroundTheClock(database.db);
    app = await buildApp(
      await testConfig({ PUBLIC_URL, SMTP_URL: smtp.url }),
      database,
      pino({ level: 'silent' }),
      { redisNamespace: `sessions-${randomBytes(4).toString('hex')}`, clock },
    );
    await app.ready();
    port = await listen(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
    await database?.close();
    await smtp?.close();
  });

  it('disconnects the sockets of a session at its logout, and only those', async () => {
    const token = await loginDemoAdmin(app);
    const other = await open(await loginDemoAdmin(app));
    const first = await open(token, 9);
    const second = await open(token);
    const gone = Promise.all([disconnected(first), disconnected(second)]);

    expect((await logout(app, token)).statusCode).toBe(200);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await stillServed(other)).toBe(true);
  });

  it('e-mails the administrators about a waiting order once the only desk has logged out', async () => {
    const admin = await loginDemoAdmin(app);
    const customer = await loginDemoCustomer(app);
    const desk = await open(admin, 9);
    const id = await placeOrder(app, customer, (await demoOrders(database.db)).pickup);
    const alertedAt = async () =>
      (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.deskAlertedAt;

    clock.advance(2 * MINUTE + 1_000);
    await app.orderDeadlines.idle();
    expect(await alertedAt()).toBeNull();

    const gone = disconnected(desk);
    expect((await logout(app, admin)).statusCode).toBe(200);
    await gone;
    expect(await app.io.in(storeRoom(9)).fetchSockets()).toEqual([]);
    clock.advance(MINUTE);
    await app.orderDeadlines.idle();
    expect(await alertedAt()).toBeInstanceOf(Date);
    const mail = await smtp.next(DEMO_LOGINS.admin.email);
    // In the demo restaurant's language: the administrator has chosen none.
    expect(mail.subject).toMatch(
      new RegExp(`^Bestellung #${id} .* wartet: Keine Bestellannahme ist geöffnet$`),
    );
  });

  it('disconnects every socket of the account when its password is reset', async () => {
    const { email, password } = DEMO_LOGINS.customer;
    const phone = await open(await loginAs(app, email, password));
    const laptop = await open(await loginAs(app, email, password));
    const admin = await open(await loginDemoAdmin(app), 9);
    const gone = Promise.all([disconnected(phone), disconnected(laptop)]);

    const forgot = await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { username: email },
    });
    expect(forgot.statusCode).toBe(200);
    // The customer's earlier orders brought e-mails of their own.
    const resetMail = await eventually(
      () => smtp.mailsTo(email).find((mail) => mail.text.includes('reset-password?token=')),
      'the reset e-mail',
    );
    const token = /reset-password\?token=([\w-]+)/.exec(resetMail.text)![1]!;
    expect(phone.connected && laptop.connected).toBe(true);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { reset_token: token, new_password: 'a-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await stillServed(admin)).toBe(true);
  });
});

describe.skipIf(!process.env.REDIS_URL || process.env.TEST_DB !== 'postgres')(
  'with Redis, on every process',
  () => {
    let t: TestContext;
    let second: App;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      const namespace = `sessions-${randomBytes(4).toString('hex')}`;
      t = await buildTestApp({ demo: true, redisNamespace: namespace });
      second = await buildApp(t.config, t.database, pino({ level: 'silent' }), { redisNamespace: namespace });
      await second.ready();
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await second?.close();
      await t?.close();
    });

    it('disconnects a socket on another process at logout', async () => {
      const token = await loginDemoAdmin(t.app);
      const { socket } = await follow(await listen(second), token, 9);
      sockets.push(socket);
      const gone = disconnected(socket);
      expect((await logout(t.app, token)).statusCode).toBe(200);
      expect(await gone).toBe('io server disconnect');
    });
  },
);
