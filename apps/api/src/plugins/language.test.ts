import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { stores } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { createStoreChanges, type StoreChanges } from '../lib/store-changes.ts';
import { issueToken } from '../modules/auth/service.ts';
import { createStore } from '../modules/stores/service.ts';
import { createAdmin } from '../modules/users/service.ts';
import { bearer, openTestDatabase } from '../../test/helpers.ts';
import { registerAuth } from './auth.ts';
import { registerLanguage } from './language.ts';

describe('the language of a request', () => {
  let database: DatabaseHandle;
  let changes: StoreChanges;
  let app: FastifyInstance;
  let german: number;
  let english: number;
  /** A session of the English store's administrator. */
  let englishAdmin: string;

  const languageOf = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url, headers })).body;

  beforeAll(async () => {
    database = await openTestDatabase();
    const store = {
      address: 'Hauptstraße 1',
      country: 'Germany',
      timezone: 'Europe/Berlin',
      currency: 'EUR',
    };
    german = (await createStore(database.db, { ...store, name: 'Deutsch', locale: 'de-DE' })).id;
    english = (await createStore(database.db, { ...store, name: 'English', locale: 'en-GB' })).id;
    await database.db.update(stores).set({ defaultLanguage: 'de' }).where(eq(stores.id, german));
    changes = await createStoreChanges(pino({ level: 'silent' }));
    const admin = await createAdmin(database.db, {
      storeId: english,
      email: 'owner@english.example',
      password: 'english-pass-123',
      name: 'Owner',
    });
    englishAdmin = await issueToken({ db: database.db, clock: systemClock }, admin.id, 'session');
    app = Fastify();
    registerAuth(app, { db: database.db, clock: systemClock });
    registerLanguage(app, { db: database.db, changes, storeId: german });
    app.get('/api/stores/:id/language', (request) => request.language());
    app.get('/api/language', (request) => request.language());
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is the one ?lang= names, else the best Accept-Language names, else the store default', async () => {
    expect(await languageOf('/api/language?lang=en', { 'accept-language': 'de' })).toBe('en');
    expect(await languageOf('/api/language', { 'accept-language': 'fr, de;q=0.5, en;q=0.2' })).toBe('de');
    expect(await languageOf(`/api/language?store_id=${german}`, { 'accept-language': 'en-GB' })).toBe('en');
    expect(await languageOf(`/api/language?store_id=${german}`, { 'accept-language': '*' })).toBe('de');
    expect(await languageOf('/api/language?lang=fr', { 'accept-language': 'fr' })).toBe('de');
  });

  it("falls back to the store the request names, else the server's store, and English for an unknown store", async () => {
    expect(await languageOf('/api/language')).toBe('de');
    expect(await languageOf(`/api/language?store_id=${english}`)).toBe('en');
    expect(await languageOf(`/api/stores/${english}/language`)).toBe('en');
    expect(await languageOf(`/api/stores/${german}/language`)).toBe('de');
    expect(await languageOf('/api/language?store_id=999')).toBe('en');
  });

  it("falls back to an administrator's own store, whatever store the request names", async () => {
    const admin = bearer(englishAdmin);
    expect(await languageOf('/api/language', admin)).toBe('en');
    expect(await languageOf(`/api/language?store_id=${german}`, admin)).toBe('en');
    expect(await languageOf(`/api/stores/${german}/language`, admin)).toBe('en');
    expect(await languageOf(`/api/stores/${german}/language`, { ...admin, 'accept-language': 'de' })).toBe(
      'de',
    );
    expect(await languageOf(`/api/stores/${german}/language`, bearer('not-a-session'))).toBe('de');
  });

  it("follows a change of the store's default language once the change is announced", async () => {
    await database.db.update(stores).set({ defaultLanguage: 'de' }).where(eq(stores.id, english));
    expect(await languageOf(`/api/language?store_id=${english}`)).toBe('en');
    await changes.publish({ storeId: english, kind: 'catalogue' });
    expect(await languageOf(`/api/language?store_id=${english}`)).toBe('de');
  });
});
