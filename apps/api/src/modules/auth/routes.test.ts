import { ROLE } from '@food/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { DEMO_LOGINS } from '../../db/seed/demo.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoCustomer,
  usesPostgres,
  type TestContext,
} from '../../../test/helpers.ts';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { FakeClock, MINUTE } from '../../../test/order-desk.ts';
import { TcpProxy } from '../../../test/tcp-proxy.ts';
import { createStore } from '../stores/service.ts';
import { createAdmin } from '../users/service.ts';

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** A login from one client address. */
const loginFrom = (t: TestContext, address: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    ...form({ username, password }),
  });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>(
    (counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }),
    {},
  );

describe('login, me and logout', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('logs the administrator in with a url-encoded form and shows who they are', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', role_id: 3, language: null });
    expect(body.access_token.length).toBeGreaterThanOrEqual(40);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: DEMO_LOGINS.admin.email,
      role_id: 3,
      role: 'admin',
      store_id: 9,
      language: null,
    });
    expect(me.json()).not.toHaveProperty('password_hash');
  });

  it('accepts a multipart form', async () => {
    const boundary = '----food';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('username', DEMO_LOGINS.customer.email)}${part('password', DEMO_LOGINS.customer.password)}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role_id).toBe(2);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: 'nobody@example.com', password: 'whatever1' }),
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: DEMO_LOGINS.admin.email, password: 'wrong-password' }),
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({
      detail: 'Incorrect email or password',
      code: 'invalid_credentials',
    });
  });

  it('refuses a customer who has not verified the e-mail', async () => {
    await t.database.db.insert(users).values({
      email: 'fresh@example.com',
      passwordHash: await hashPassword('fresh-password'),
      roleId: ROLE.customer,
      storeId: 9,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: 'fresh@example.com', password: 'fresh-password' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('Please verify your e-mail first');
  });

  it('changes the name and phone number of the logged-in user, and refuses an unusable phone number', async () => {
    await t.database.db.insert(users).values({
      email: 'no-phone@example.com',
      passwordHash: await hashPassword('no-phone-password'),
      roleId: ROLE.customer,
      storeId: 9,
      customerName: 'Mia',
      emailVerifiedAt: new Date(),
    });
    const token = await loginAs(t.app, 'no-phone@example.com', 'no-phone-password');
    const change = (payload: object, headers: Record<string, string> = bearer(token)) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload });
    const row = async () =>
      (await t.database.db.select().from(users).where(eq(users.email, 'no-phone@example.com')))[0]!;

    const refused = await change({ customer_name: 'Mia Wolf', phone: 'call me' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      fields: { phone: ['Enter a phone number, e.g. +49 30 1234567'] },
    });
    expect((await change({ customer_name: ' ', phone: '+49 30 7654321' })).json().fields).toHaveProperty(
      'customer_name',
    );
    expect((await change({ customer_name: 'Mia Wolf', phone: '+49 30 7654321' }, {})).statusCode).toBe(401);
    expect(await row()).toMatchObject({ customerName: 'Mia', phone: '' });

    const changed = await change({ customer_name: ' Mia Wolf ', phone: '+49 30 7654321' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ customer_name: 'Mia Wolf', phone: '+49 30 7654321', role_id: 2 });
    expect(await row()).toMatchObject({ customerName: 'Mia Wolf', phone: '+49 30 7654321' });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ customer_name: 'Mia Wolf', phone: '+49 30 7654321' });
  });

  it('keeps the language the user chose, alone or with the contact, and answers it with the login', async () => {
    const token = await loginDemoCustomer(t.app);
    const change = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(token), payload });
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })
    ).json();

    const german = await change({ language: 'de' });
    expect(german.statusCode).toBe(200);
    expect(german.json()).toEqual({ ...before, language: 'de' });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json()).toEqual({ ...before, language: 'de' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: DEMO_LOGINS.customer.email, password: DEMO_LOGINS.customer.password }),
    });
    expect(login.json().language).toBe('de');

    const both = await change({ customer_name: 'Erika Muster', phone: '+49 30 1111111', language: 'en' });
    expect(both.json()).toMatchObject({
      customer_name: 'Erika Muster',
      phone: '+49 30 1111111',
      language: 'en',
    });
    expect((await change({ language: 'fr' })).statusCode).toBe(422);
    expect((await change({ language: null })).json()).toMatchObject({
      customer_name: 'Erika Muster',
      language: null,
    });
    await change({ customer_name: before.customer_name, phone: before.phone });
  });

  it('revokes the token on logout', async () => {
    const token = await loginAs(t.app, DEMO_LOGINS.customer.email, DEMO_LOGINS.customer.password);
    const headers = { authorization: `Bearer ${token}` };
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ msg: 'Logged out successfully!' });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('unauthorized');
  });

  it('refuses a missing or forged token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('limits login attempts per account and says when to retry', async () => {
    let last;
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        ...form({ username: 'target@example.com', password: `guess-${i}` }),
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('rate_limited');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never locks out an owner who logs in successfully again and again', async () => {
    for (let i = 0; i < 15; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        ...form({ username: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password }),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe("sessions on the app's clock", () => {
  const clock = new FakeClock();
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true, clock });
  });
  afterAll(() => t.close());

  it('end 30 days after the login, as the clock counts them', async () => {
    const token = await loginAs(t.app, DEMO_LOGINS.customer.email, DEMO_LOGINS.customer.password);
    const me = () => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    clock.advance(30 * 24 * 60 * MINUTE - MINUTE);
    expect((await me()).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    expect((await me()).statusCode).toBe(401);
  });
});

describe('login limits', () => {
  let t: TestContext;
  let smtp: MailCatcher;
  const owner = { email: 'owner@example.com', password: 'owner-pass-1' };

  async function addAdmin(email: string, password: string) {
    await createAdmin(t.database.db, { storeId: 9, email, password, name: 'Staff' });
  }

  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await buildTestApp({ demo: true, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' } });
    await addAdmin(owner.email, owner.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('checks no more than 10 of 100 parallel guesses, then refuses even the right password until a reset', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => loginFrom(t, `10.1.0.${i + 1}`, owner.email, `guess-${i}`)),
    );
    // A 401 is a password that was checked; a 429 one that was refused without looking at it.
    expect(statuses(guesses)).toEqual({ 401: 10, 429: 90 });

    const locked = await loginFrom(t, '10.1.1.1', owner.email, owner.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      detail:
        'Too many attempts. Reset your password with the link in “Forgot password”, or try again in 10 minutes.',
      code: 'rate_limited',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { username: owner.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = /reset-password\?token=([\w-]+)/.exec((await smtp.next(owner.email)).text)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { reset_token: token, new_password: 'owner-pass-2' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom(t, '10.1.1.1', owner.email, 'owner-pass-2')).statusCode).toBe(200);
  });

  it('refuses an address after 30 wrong guesses over 40 accounts without looking at another password; other addresses and known devices still log in', async () => {
    const sprayer = '10.2.0.1';
    await addAdmin('colleague@example.com', 'colleague-pass');
    await addAdmin('sprayed@example.com', 'sprayed-pass');
    // A colleague's tablet behind the same address logged in before the spraying started.
    const tablet = await loginFrom(t, sprayer, 'colleague@example.com', 'colleague-pass');
    expect(tablet.statusCode).toBe(200);

    const spray = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom(t, sprayer, `sprayed-${i}@example.com`, 'Summer2026!')),
    );
    // Counted before the passwords are checked: exactly 30 checked, however many run at once.
    expect(statuses(spray)).toEqual({ 401: 30, 429: 10 });

    // Even an account's right password is refused now, before it is looked at.
    const refused = await loginFrom(t, sprayer, 'sprayed@example.com', 'sprayed-pass');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many failed logins from this network. Please try again in 10 minutes.',
      code: 'rate_limited',
      params: { wait: 'network', count: 10 },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: sprayer,
      ...form({ username: 'sprayed@example.com', password: 'sprayed-pass' }),
      headers: { ...form({}).headers, 'accept-language': 'de' },
    });
    expect(german.json().detail).toBe(
      'Zu viele fehlgeschlagene Anmeldungen aus diesem Netzwerk. Bitte versuche es in 10 Minuten noch einmal.',
    );

    // Another address is not touched, and the sprayed accounts keep their own budgets.
    expect((await loginFrom(t, '10.2.0.2', 'sprayed@example.com', 'sprayed-pass')).statusCode).toBe(200);
    expect((await loginFrom(t, '10.2.0.2', 'sprayed-0@example.com', 'guess')).statusCode).toBe(401);
    // The colleague's tablet counts on its own budget, so it still gets in from the sprayed address.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: sprayer,
      ...form({ username: 'colleague@example.com', password: 'colleague-pass' }),
      headers: { ...form({}).headers, cookie: String(tablet.headers['set-cookie']).split(';')[0]! },
    });
    expect(again.statusCode).toBe(200);
  }, 90_000);
});

const STORE = {
  name: 'Friday Kitchen',
  address: 'Hauptstraße 1, 10115 Berlin',
  country: 'Germany',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  locale: 'de-DE',
};

describe('known devices', () => {
  let t: TestContext;
  let storeId: number;
  /** Logged in once on its device, then locked out by ten wrong guesses from elsewhere. */
  let owner: Awaited<ReturnType<typeof adminOnDevice>>;
  /** Another account's device. */
  let colleague: Awaited<ReturnType<typeof adminOnDevice>>;

  /** The `known_device` cookie a login set, as a browser sends it back. */
  const deviceCookie = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie']).split(';')[0]!;

  /** A login from one address, with or without a cookie. */
  const loginWith = (cookie: string | null, address: string, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: address,
      ...form({ username, password }),
      headers: { ...form({}).headers, ...(cookie ? { cookie } : {}) },
    });

  /** A store administrator who logged in once on a device: the answer, the device's cookie, the session's token. */
  async function adminOnDevice(email: string, password: string) {
    await createAdmin(t.database.db, { storeId, email, password, name: 'Staff' });
    const first = await loginWith(null, '10.5.0.1', email, password);
    expect(first.statusCode).toBe(200);
    const token = first.json().access_token as string;
    return { email, password, first, cookie: deviceCookie(first), token };
  }

  beforeAll(async () => {
    // No demo restaurant: its pictures take long to make, and one store is all these logins need.
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
    storeId = (await createStore(t.database.db, STORE)).id;
    owner = await adminOnDevice('friday@example.com', 'owner-pass-1');
    colleague = await adminOnDevice('colleague-device@example.com', 'colleague-pass-1');
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => loginWith(null, `10.6.${i}.1`, owner.email, `guess-${i}`)),
    );
    expect(statuses(guesses)).toEqual({ 401: 10 });
  });
  afterAll(() => t.close());

  it('gives a device that logged in a signed, long-lived, httpOnly cookie for the login alone', () => {
    const attributes = String(owner.first.headers['set-cookie']).split('; ');
    expect(attributes[0]).toMatch(/^known_device=[\w-]{22}\.\d+\.[\w-]{43}$/);
    expect(attributes.slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=34560000', 'Path=/api/login', 'SameSite=Lax', 'Secure'].sort(),
    );
  });

  it("lets the owner in from a known device while guesses from elsewhere lock the account, and keeps the desk's session", async () => {
    const anonymous = await loginWith(null, '10.7.0.1', owner.email, owner.password);
    expect(anonymous.statusCode).toBe(429);
    expect(anonymous.json().code).toBe('rate_limited');

    const known = await loginWith(owner.cookie, '10.7.0.1', owner.email, owner.password);
    expect(known.statusCode).toBe(200);
    // The device keeps its id.
    expect(deviceCookie(known).split('.')[0]).toBe(owner.cookie.split('.')[0]);

    // Failed logins end no session: the desk that was open keeps working.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(owner.token) });
    expect(me.statusCode).toBe(200);
    const desk = await t.app.inject({ method: 'GET', url: '/api/orders/desk', headers: bearer(owner.token) });
    expect(desk.statusCode).toBe(200);
  });

  it("takes a forged or tampered cookie, or another user's, for no cookie", async () => {
    const [name, value] = owner.cookie.split('=') as [string, string];
    const [id, users, mac] = value.split('.') as [string, string, string];
    const colleagueId = colleague.cookie.split('.')[1];
    const flip = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
    const forgeries = [
      `${name}=${flip(id)}.${users}.${mac}`,
      `${name}=${id}.${users}-${colleagueId}.${mac}`,
      `${name}=${id}.${users}.${flip(mac)}`,
      `${name}=${id}.${users}.${mac}x`,
      `${name}=garbage`,
      colleague.cookie,
    ];
    // Refused as anonymous attempts are while the account is locked, without looking at the password.
    for (const cookie of forgeries) {
      const response = await loginWith(cookie, '10.7.0.2', owner.email, owner.password);
      expect(response.statusCode, cookie).toBe(429);
    }
  });

  it('remembers every account that logged in on a shared device', async () => {
    const staff = await loginWith(owner.cookie, '10.5.0.1', colleague.email, colleague.password);
    expect(staff.statusCode).toBe(200);
    const shared = deviceCookie(staff);
    expect(shared.split('.')[1]).toBe(`${colleague.cookie.split('.')[1]}-${owner.cookie.split('.')[1]}`);
    expect((await loginWith(shared, '10.5.0.1', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('limits wrong passwords from a known device, per device', async () => {
    const typos = await adminOnDevice('typos@example.com', 'typos-pass-1');
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => loginWith(typos.cookie, '10.5.0.1', typos.email, `guess-${i}`)),
    );
    expect(statuses(guesses)).toEqual({ 401: 5, 429: 3 });
    const refused = await loginWith(typos.cookie, '10.5.0.1', typos.email, typos.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Anonymous clients are not touched by that device's typos.
    expect((await loginWith(null, '10.5.0.3', typos.email, typos.password)).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL || !usesPostgres)('login limits while Redis is down', () => {
  let t: TestContext;
  let redis: TcpProxy;
  beforeAll(async () => {
    const { hostname, port } = new URL(process.env.REDIS_URL!);
    redis = new TcpProxy({ host: hostname, port: Number(port || 6379) });
    await redis.start();
    t = await buildTestApp({ demo: true, env: { REDIS_URL: `redis://127.0.0.1:${redis.port}` } });
  });
  afterAll(async () => {
    await redis.start();
    await t.close();
    await redis.stop();
  });

  it('count in this process instead of letting every guess through', async () => {
    await redis.stop();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginFrom(t, '10.4.0.1', DEMO_LOGINS.admin.email, `guess-${i}`)),
    );
    expect(statuses(guesses)).toEqual({ 401: 10, 429: 10 });
  });
});
