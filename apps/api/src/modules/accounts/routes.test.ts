import { createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { ROLE } from '@food/contract';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { addresses, authTokens, stores, users } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  openTestDatabase,
  testConfig,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  eventually,
  startMailCatcher,
  type MailCatcher,
  type ReceivedMail,
} from '../../../test/mail-catcher.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import { createAdmin } from '../users/service.ts';

const PUBLIC_URL = 'https://shop.example';
const STORE = {
  name: 'Linde & <Söhne>',
  address: 'Linienstraße 86, 10119 Berlin',
  country: 'Germany',
  currency: 'EUR',
  locale: 'de-DE',
};
const REGISTERED = { msg: 'Registration successful! Please check your e-mail to verify your account.' };
const RESET_REQUESTED = {
  msg: 'If an account exists for this e-mail, we have sent a link to reset your password.',
};
const PASSWORD_RESET = { msg: 'Your password has been reset. You can log in now.' };
const RESENT = { msg: 'If this e-mail has an account waiting for verification, we have sent a new link.' };

// ---- The app with a log we can read, for the cases without a working mail server. ----

async function buildLoggedApp(env: Record<string, string>, options: { demo?: boolean } = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = await testConfig(env);
  const database = await openTestDatabase();
  const app = await buildApp(config, database, pino({ level: 'info' }, stream), {
    redisNamespace: `test-accounts-${Math.random().toString(36).slice(2)}`,
    demo: options.demo,
  });
  await app.ready();
  return {
    app,
    database,
    lines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

// ---- Requests and rows. ----

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  username: email,
  password: 'first-password',
  url: 'https://evil.example/login',
  address: {
    line1: 'Kastanienallee 12',
    city: 'Berlin',
    zip: '10435',
    phone: '+49 151 2345678',
    customer_name: 'Emma <Schneider>',
  },
  ...overrides,
});

const register = (app: App, payload: object) =>
  app.inject({ method: 'POST', url: '/api/register/customer', payload });

const login = (app: App, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const forgot = (app: App, username: string) =>
  app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { username, url: 'https://evil.example/reset' },
  });

const resend = (app: App, username: string) =>
  app.inject({ method: 'POST', url: '/api/resend-verification', payload: { username } });

const reset = (app: App, token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { reset_token: token, new_password: password, url: 'https://evil.example/reset' },
  });

async function userRow(database: DatabaseHandle, email: string) {
  const [row] = await database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

async function tokensOf(database: DatabaseHandle, userId: number, kind?: string) {
  return database.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), kind ? eq(authTokens.kind, kind) : undefined))
    .orderBy(authTokens.id);
}

function linkIn(mail: ReceivedMail, page: 'verify-registration' | 'reset-password' | 'admin/reset-password') {
  const match = new RegExp(`${PUBLIC_URL}/${page}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return { link: match[0], token: match[1]! };
}

const expectRoughly = (date: Date | null | undefined, msFromNow: number) =>
  expect(Math.abs((date?.getTime() ?? 0) - (Date.now() + msFromNow))).toBeLessThan(60_000);

async function insertStore9(database: DatabaseHandle) {
  await database.db.insert(stores).values({ id: 9, ...STORE });
}

describe('registration and e-mail verification', () => {
  let t: TestContext;
  let smtp: MailCatcher;

  /** Registers and answers the verification e-mail and its token. */
  async function registerWithLink(email: string) {
    const response = await register(t.app, registration(email));
    expect(response.statusCode, response.body).toBe(201);
    const mail = await smtp.next(email);
    return { mail, ...linkIn(mail, 'verify-registration') };
  }

  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    await insertStore9(t.database);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('creates an unverified customer with the address and e-mails a link to PUBLIC_URL', async () => {
    const response = await register(t.app, registration(' Emma@Example.com '));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(REGISTERED);

    const user = await userRow(t.database, 'emma@example.com');
    expect(user).toMatchObject({
      email: 'emma@example.com',
      roleId: ROLE.customer,
      storeId: 9,
      customerName: 'Emma <Schneider>',
      phone: '+49 151 2345678',
      emailVerifiedAt: null,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const rows = await t.database.db.select().from(addresses).where(eq(addresses.userId, user!.id));
    expect(rows).toEqual([
      expect.objectContaining({
        storeId: 9,
        type: 'shipping',
        line1: 'Kastanienallee 12',
        area: null,
        city: 'Berlin',
        zip: '10435',
        country: 'Germany',
        phone: '+49 151 2345678',
        customerName: 'Emma <Schneider>',
      }),
    ]);

    const mail = await smtp.next('emma@example.com');
    expect(mail.subject).toBe('Please verify your e-mail address at Linde & <Söhne>');
    const { link, token } = linkIn(mail, 'verify-registration');
    expect(mail.text).toContain('Hello Emma <Schneider>,');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Hello Emma &lt;Schneider&gt;,');
    expect(mail.html).toContain('Linde &amp; &lt;Söhne&gt;');
    expect(mail.html).not.toContain('<Schneider>');
    expect(mail.text + mail.html).not.toContain('evil.example');

    const [stored] = await tokensOf(t.database, user!.id, 'verify_email');
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(stored!.tokenHash).not.toContain(token);
    expectRoughly(stored!.expiresAt, 24 * 60 * 60 * 1000);
  });

  it('writes to a German registration in German, plain text and HTML', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register/customer',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
      payload: registration('jonas@example.com'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await smtp.next('jonas@example.com');
    expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse bei Linde & <Söhne>');
    expect(mail.text).toContain('Hallo Emma <Schneider>,');
    expect(mail.text).toContain('Danke für deine Registrierung bei Linde & <Söhne>.');
    expect(mail.text).toContain('Der Link ist 24 Stunden gültig');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('>E-Mail-Adresse bestätigen</a>');
    expect(mail.html).toContain('Falls sich der Link nicht öffnet, kopiere ihn in deinen Browser:');
  });

  it("writes in the account's chosen language, whatever the request's", async () => {
    await registerWithLink('mia@example.com');
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.email, 'mia@example.com'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { 'accept-language': 'en-US' },
      payload: { username: 'mia@example.com' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.next('mia@example.com');
    expect(mail.subject).toBe('Setze dein Passwort bei Linde & <Söhne> zurück');
    expect(mail.html).toContain('>Neues Passwort wählen</a>');
  });

  it('refuses the login until the link is opened; the link verifies once, and then says so', async () => {
    const { token } = await registerWithLink('lukas@example.com');
    const early = await login(t.app, 'lukas@example.com', 'first-password');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ detail: 'Please verify your e-mail first', code: 'email_not_verified' });

    const verify = await t.app.inject({ method: 'GET', url: `/api/verify-registration?token=${token}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({
      msg: 'Your e-mail address is verified. You can log in now.',
      store_id: 9,
      already_verified: false,
    });
    const user = await userRow(t.database, 'lukas@example.com');
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await tokensOf(t.database, user!.id, 'verify_email'))[0]!.usedAt).toBeInstanceOf(Date);

    const afterwards = await login(t.app, 'lukas@example.com', 'first-password');
    expect(afterwards.statusCode).toBe(200);
    expect(afterwards.json().role_id).toBe(ROLE.customer);

    // Opened twice (a second click, the mail app's preview): the address is confirmed, not a failure.
    const verifiedAt = (await userRow(t.database, 'lukas@example.com'))!.emailVerifiedAt;
    const again = await t.app.inject({ method: 'GET', url: `/api/verify-registration/?token=${token}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      msg: 'Your e-mail address is already confirmed. You can log in.',
      store_id: 9,
      already_verified: true,
    });
    expect((await userRow(t.database, 'lukas@example.com'))!.emailVerifiedAt).toEqual(verifiedAt);
  });

  it('refuses a made-up or expired token with 400 and a missing one with 422', async () => {
    const madeUp = await t.app.inject({ method: 'GET', url: '/api/verify-registration?token=made-up' });
    expect(madeUp.statusCode).toBe(400);

    const { token } = await registerWithLink('late@example.com');
    const user = await userRow(t.database, 'late@example.com');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user!.id));
    const expired = await t.app.inject({ method: 'GET', url: `/api/verify-registration?token=${token}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toMatch(/verification link is invalid/);
    expect((await userRow(t.database, 'late@example.com'))!.emailVerifiedAt).toBeNull();

    const missing = await t.app.inject({ method: 'GET', url: '/api/verify-registration' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', fields: { token: expect.any(Array) } });
  });

  it('answers an e-mail that has an account like a new one, writes nothing, and tells its owner', async () => {
    const { token: verification } = await registerWithLink('taken@example.com');
    const before = await userRow(t.database, 'taken@example.com');
    const tokensBefore = await tokensOf(t.database, before!.id);

    const again = await register(
      t.app,
      registration('TAKEN@example.com', {
        password: 'other-password',
        address: { ...registration('').address, customer_name: 'Mallory' },
      }),
    );
    const fresh = await register(t.app, registration('fresh-one@example.com'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(REGISTERED);
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    await smtp.next('fresh-one@example.com');

    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'taken@example.com'`);
    expect(rows).toEqual([before]);
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, before!.id))).toHaveLength(
      1,
    );

    const mail = await smtp.next('taken@example.com');
    expect(mail.subject).toBe('Someone tried to register with your e-mail address at Linde & <Söhne>');
    expect(mail.text).toContain('Hello Emma <Schneider>,');
    expect(mail.text).toContain('which already has one, so no new account was made');
    expect(mail.text + mail.html).not.toContain('Mallory');
    const { link, token } = linkIn(mail, 'reset-password');
    expect(mail.html).toContain(`href="${link}"`);
    const added = (await tokensOf(t.database, before!.id)).filter(
      (row) => !tokensBefore.some((b) => b.id === row.id),
    );
    expect(added).toEqual([expect.objectContaining({ kind: 'reset_password', tokenHash: hashToken(token) })]);

    // The owner's link sets the password (and verifies the e-mail); the stranger's password never works.
    expect((await reset(t.app, token, 'owners-password')).statusCode).toBe(200);
    expect((await login(t.app, 'taken@example.com', 'other-password')).statusCode).toBe(401);
    expect((await login(t.app, 'taken@example.com', 'owners-password')).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/verify-registration?token=${verification}`,
    });
    // The reset confirmed the address too: the first link, revoked by the reset, says so.
    expect(stale.statusCode).toBe(200);
    expect(stale.json().already_verified).toBe(true);
  });

  it('sends a new link to a customer who has not verified yet, and to nobody else', async () => {
    const { token: first } = await registerWithLink('again@example.com');
    const answer = await resend(t.app, ' Again@example.com ');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(RESENT);
    const mail = await smtp.next('again@example.com');
    expect(mail.subject).toBe('Please verify your e-mail address at Linde & <Söhne>');
    const { token } = linkIn(mail, 'verify-registration');
    expect(token).not.toBe(first);
    const verify = await t.app.inject({ method: 'GET', url: `/api/verify-registration?token=${token}` });
    expect(verify.statusCode).toBe(200);
    expect((await login(t.app, 'again@example.com', 'first-password')).statusCode).toBe(200);

    // A verified account and an unknown e-mail: the same answer, and no link. The resend for a third,
    // unverified account comes after theirs, so by its e-mail theirs would have come too.
    expect((await resend(t.app, 'again@example.com')).json()).toEqual(RESENT);
    expect((await resend(t.app, 'stranger@example.com')).json()).toEqual(RESENT);
    await registerWithLink('third@example.com');
    expect((await resend(t.app, 'third@example.com')).statusCode).toBe(200);
    await smtp.next('third@example.com');
    expect(smtp.mailsTo('again@example.com')).toHaveLength(2);
    expect(smtp.mailsTo('stranger@example.com')).toEqual([]);
    const user = await userRow(t.database, 'again@example.com');
    expect(await tokensOf(t.database, user!.id, 'verify_email')).toHaveLength(2);
  });

  it('limits new links per mailbox, plus-addresses included', async () => {
    await registerWithLink('often@example.com');
    for (const email of ['often@example.com', 'often+1@example.com', 'often+2@Example.com'])
      expect((await resend(t.app, email)).statusCode).toBe(200);
    const limited = await resend(t.app, 'Often+3@EXAMPLE.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('limits registrations per mailbox, plus-addresses included, so that nobody floods one mailbox', async () => {
    const sent = [
      'flood@example.com',
      'flood@example.com',
      'flood+1@example.com',
      'flood+2@example.com',
      'FLOOD+3@example.com',
    ];
    for (const email of sent) expect((await register(t.app, registration(email))).statusCode).toBe(201);
    const limited = await register(t.app, registration('Flood+4@Example.com'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const mailbox = [
      'flood@example.com',
      'flood+1@example.com',
      'flood+2@example.com',
      'flood+3@example.com',
    ];
    await eventually(
      () => (mailbox.flatMap((email) => smtp.mailsTo(email)).length === 5 ? true : undefined),
      'five e-mails',
    );
  });

  it('registers into the store named in the payload and answers 404 for an unknown store', async () => {
    const [other] = await t.database.db
      .insert(stores)
      .values({ ...STORE, name: 'Second Kitchen' })
      .returning();
    const response = await register(t.app, registration('second@example.com', { store_id: other!.id }));
    expect(response.statusCode).toBe(201);
    expect(await userRow(t.database, 'second@example.com')).toMatchObject({ storeId: other!.id });
    expect((await smtp.next('second@example.com')).subject).toContain('Second Kitchen');

    const unknown = await register(t.app, registration('nowhere@example.com', { store_id: 4040 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'Store 4040 does not exist', code: 'store_not_found' });
    expect(await userRow(t.database, 'nowhere@example.com')).toBeUndefined();
  });

  it.each([
    ['an e-mail without @', { username: 'emma.example.com' }, 'username', 'Invalid email format'],
    ['a password of 7 characters', { password: 'short12' }, 'password', 'At least 8 characters'],
    ['a different email field', { email: 'other@example.com' }, 'email', undefined],
    ['no address', { address: undefined }, 'address', undefined],
    [
      'a blank house number',
      { address: { ...registration('').address, line1: ' ' } },
      'address.line1',
      'Required',
    ],
    [
      'a phone without digits',
      { address: { ...registration('').address, phone: 'call me' } },
      'address.phone',
      undefined,
    ],
  ])('refuses %s with 422 and stores nothing', async (_, change, field, message) => {
    const response = await register(t.app, registration('invalid@example.com', change));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: expect.any(Array) },
    });
    if (message) expect(response.json().fields[field]).toEqual([message]);
    expect(await userRow(t.database, 'invalid@example.com')).toBeUndefined();
  });
});

describe('forgotten and reset passwords', () => {
  let t: TestContext;
  let smtp: MailCatcher;
  let password = 'customer-pass-1';
  const customer = 'mia@example.com';

  async function requestLink(
    email: string,
    page: 'reset-password' | 'admin/reset-password' = 'reset-password',
  ) {
    const response = await forgot(t.app, email);
    expect(response.statusCode).toBe(200);
    return linkIn(await smtp.next(email), page);
  }

  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    await insertStore9(t.database);
    await t.database.db.insert(users).values([
      {
        email: customer,
        passwordHash: await hashPassword(password),
        roleId: ROLE.customer,
        storeId: 9,
        customerName: 'Mia',
        emailVerifiedAt: new Date(),
      },
      {
        email: 'operator@example.com',
        passwordHash: await hashPassword('operator-pass'),
        roleId: ROLE.operator,
        emailVerifiedAt: new Date(),
      },
    ]);
    await createAdmin(t.database.db, {
      storeId: 9,
      email: 'owner@example.com',
      password: 'owner-pass-1',
      name: 'Owner',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers a known and an unknown e-mail alike and mails the known one a link to PUBLIC_URL', async () => {
    const known = await forgot(t.app, 'MIA@example.com ');
    const unknown = await forgot(t.app, 'nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(RESET_REQUESTED);
    expect(unknown.json()).toEqual(known.json());

    const mail = await smtp.next(customer);
    expect(mail.subject).toBe('Reset your password at Linde & <Söhne>');
    const { link, token } = linkIn(mail, 'reset-password');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text + mail.html).not.toContain('evil.example');
    const user = await userRow(t.database, customer);
    const [stored] = await tokensOf(t.database, user!.id, 'reset_password');
    expect(stored!.tokenHash).toBe(hashToken(token));
    expectRoughly(stored!.expiresAt, 60 * 60 * 1000);
    expect(smtp.mailsTo('nobody@example.com')).toEqual([]);
  });

  it('sets the new password once and ends every session and every other link of the account', async () => {
    const session = await loginAs(t.app, customer, password);
    const other = await requestLink(customer);
    const { token } = await requestLink(customer);

    const response = await reset(t.app, token, 'brand-new-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(PASSWORD_RESET);

    expect((await login(t.app, customer, password)).statusCode).toBe(401);
    expect((await login(t.app, customer, 'brand-new-password')).statusCode).toBe(200);
    password = 'brand-new-password';
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session) });
    expect(me.statusCode).toBe(401);

    const reused = await reset(t.app, token, 'third-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      detail:
        'This password reset link is invalid, has expired or was already used. Please ask for a new one.',
      code: 'reset_link_invalid',
    });
    expect((await reset(t.app, other.token, 'third-password')).statusCode).toBe(400);
    expect((await login(t.app, customer, 'brand-new-password')).statusCode).toBe(200);

    const user = await userRow(t.database, customer);
    const tokens = await tokensOf(t.database, user!.id);
    const byHash = (raw: string) => tokens.find((row) => row.tokenHash === hashToken(raw));
    expect(byHash(token)).toMatchObject({ usedAt: expect.any(Date), revokedAt: null });
    expect(byHash(other.token)).toMatchObject({ usedAt: null, revokedAt: expect.any(Date) });
    expect(byHash(session)).toMatchObject({ revokedAt: expect.any(Date) });
  });

  it('refuses an expired or made-up link with 400 and a short password with 422, changing nothing', async () => {
    const before = (await userRow(t.database, customer))!.passwordHash;
    const expired = await requestLink(customer);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(expired.token)));
    expect((await reset(t.app, expired.token, 'another-password')).statusCode).toBe(400);
    expect((await reset(t.app, 'made-up-token', 'another-password')).statusCode).toBe(400);

    const valid = await requestLink(customer);
    const short = await reset(t.app, valid.token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'validation_failed',
      fields: { new_password: ['At least 8 characters'] },
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { new_password: 'long-enough-1' },
    });
    expect(missing.statusCode).toBe(422);
    expect((await userRow(t.database, customer))!.passwordHash).toBe(before);
    const [unused] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(valid.token)));
    expect(unused!.usedAt).toBeNull();
  });

  it('mails a store administrator a link into the back office, never a platform operator', async () => {
    expect((await forgot(t.app, 'operator@example.com')).json()).toEqual(RESET_REQUESTED);
    const { token } = await requestLink('owner@example.com', 'admin/reset-password');
    expect((await reset(t.app, token, 'new-owner-pass')).statusCode).toBe(200);
    expect((await login(t.app, 'owner@example.com', 'new-owner-pass')).json().role_id).toBe(ROLE.storeAdmin);

    const operator = await userRow(t.database, 'operator@example.com');
    expect(await tokensOf(t.database, operator!.id, 'reset_password')).toEqual([]);
    expect(smtp.mailsTo('operator@example.com')).toEqual([]);
  });

  it('verifies the e-mail of a customer who lost the verification link', async () => {
    expect((await register(t.app, registration('lost@example.com'))).statusCode).toBe(201);
    const verification = linkIn(await smtp.next('lost@example.com'), 'verify-registration');
    const { token } = await requestLink('lost@example.com');
    expect((await reset(t.app, token, 'found-password')).statusCode).toBe(200);
    expect((await login(t.app, 'lost@example.com', 'found-password')).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/verify-registration?token=${verification.token}`,
    });
    // The reset confirmed the address: the old link, revoked by it, says the address is confirmed.
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ already_verified: true });
  });

  it('limits requests per mailbox, plus-addresses included, and says when to retry', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot(t.app, `flood+${i}@example.com`)).statusCode).toBe(200);
    const limited = await forgot(t.app, 'Flood@Example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot(t.app, 'someone-else@example.com')).statusCode).toBe(200);
  });
});

describe('without SMTP_URL, with the demo on', () => {
  let logged: Awaited<ReturnType<typeof buildLoggedApp>>;

  beforeAll(async () => {
    logged = await buildLoggedApp({ PUBLIC_URL }, { demo: true });
    await insertStore9(logged.database);
  });
  afterAll(() => logged.close());

  it('prints the e-mail with its link to the log, and the link works', async () => {
    const response = await register(logged.app, registration('demo@example.com'));
    expect(response.statusCode).toBe(201);
    expect(await userRow(logged.database, 'demo@example.com')).toMatchObject({ emailVerifiedAt: null });

    const line = await eventually(
      () =>
        logged.lines.find(
          (entry) => (entry.mail as { to?: string } | undefined)?.to === 'demo@example.com',
        ) as { level: number; mail: { text: string } } | undefined,
      'the e-mail in the log',
    );
    expect(line.level).toBe(30);
    const token = /\/verify-registration\?token=([\w-]+)/.exec(line.mail.text)?.[1];
    expect(line.mail.text).toContain(`${PUBLIC_URL}/verify-registration?token=${token}`);
    const verify = await logged.app.inject({ method: 'GET', url: `/api/verify-registration?token=${token}` });
    expect(verify.statusCode).toBe(200);
  });
});

describe.each([
  ['without the demo', { demo: false, nodeEnv: 'test' }],
  ['with the demo but NODE_ENV=production', { demo: true, nodeEnv: 'production' }],
])('without SMTP_URL, %s', (_, { demo, nodeEnv }) => {
  let logged: Awaited<ReturnType<typeof buildLoggedApp>>;

  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', nodeEnv);
    try {
      logged = await buildLoggedApp({ PUBLIC_URL }, { demo });
    } finally {
      vi.unstubAllEnvs();
    }
    await insertStore9(logged.database);
  });
  afterAll(() => logged.close());

  it('logs that e-mails were not sent, never their links nor their recipients', async () => {
    expect((await register(logged.app, registration('quiet@example.com'))).statusCode).toBe(201);
    expect((await register(logged.app, registration('quiet@example.com'))).statusCode).toBe(201);
    expect((await forgot(logged.app, 'quiet@example.com')).statusCode).toBe(200);

    const notSent = () =>
      logged.lines.filter((entry) => entry.msg === 'E-mail not sent: no SMTP_URL configured');
    await eventually(() => (notSent().length === 3 ? true : undefined), 'three e-mails in the log');
    // Each is sent after its answer, so they may reach the log in any order.
    expect(notSent().map((entry) => entry.mail)).toEqual(
      expect.arrayContaining([
        { subject: 'Please verify your e-mail address at Linde & <Söhne>' },
        { subject: 'Someone tried to register with your e-mail address at Linde & <Söhne>' },
        { subject: 'Reset your password at Linde & <Söhne>' },
      ]),
    );
    const log = JSON.stringify(logged.lines);
    expect(log).not.toMatch(/token=/);
    expect(log).not.toContain('quiet@example.com');
    expect(log).not.toContain(PUBLIC_URL);
  });
});

describe('with the mail server down', () => {
  let logged: Awaited<ReturnType<typeof buildLoggedApp>>;

  beforeAll(async () => {
    // A port that was free a moment ago: connections are refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    logged = await buildLoggedApp({ PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${port}` });
    await insertStore9(logged.database);
  });
  afterAll(() => logged.close());

  it('still registers, and logs the failure', async () => {
    const response = await register(logged.app, registration('offline@example.com'));
    expect(response.statusCode).toBe(201);
    expect(await userRow(logged.database, 'offline@example.com')).toBeDefined();
    const failure = await eventually(
      () => logged.lines.find((entry) => entry.msg === 'E-mail could not be sent'),
      'the logged failure',
    );
    expect(failure).toMatchObject({
      level: 50,
      mail: { subject: 'Please verify your e-mail address at Linde & <Söhne>' },
    });
    expect(JSON.stringify(logged.lines)).not.toMatch(/token=|offline@example\.com/);
  });
});
