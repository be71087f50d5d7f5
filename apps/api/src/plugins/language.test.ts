import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { stores } from '../db/schema/index.ts';
import { createStoreChanges, type StoreChanges } from '../lib/store-changes.ts';
import { createStore } from '../modules/stores/service.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { registerLanguage } from './language.ts';

describe('the language of a request', () => {
  let database: DatabaseHandle;
  let changes: StoreChanges;
  let app: FastifyInstance;
  let german: number;
  let english: number;

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
    app = Fastify();
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

  it("follows a change of the store's default language once the change is announced", async () => {
    await database.db.update(stores).set({ defaultLanguage: 'de' }).where(eq(stores.id, english));
    expect(await languageOf(`/api/language?store_id=${english}`)).toBe('en');
    await changes.publish({ storeId: english, kind: 'catalogue' });
    expect(await languageOf(`/api/language?store_id=${english}`)).toBe('de');
  });
});
