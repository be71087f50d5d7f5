import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_ID } from '../src/db/seed/demo.ts';
import { bearer, buildTestApp, loginDemoAdmin, secondStoreAdmin, type TestContext } from './helpers.ts';

const OWN_STORE_ONLY = {
  de: 'Du kannst nur dein eigenes Restaurant verwalten',
  en: 'You can only manage your own store',
};

/** The ways a back-office call names a store: in the path, in the query, in the body. */
const routesNaming = (storeId: number): InjectOptions[] => [
  { method: 'GET', url: `/api/stores/${storeId}/settings` },
  { method: 'GET', url: `/api/products?store_id=${storeId}` },
  { method: 'GET', url: `/api/taxes?store_id=${storeId}` },
  { method: 'GET', url: `/api/option-groups?store_id=${storeId}` },
  { method: 'GET', url: `/api/store-hours/store/${storeId}` },
  { method: 'POST', url: '/api/taxes', payload: { name: 'MwSt', percentage: 19, store_id: storeId } },
];

// The refusal used to read in the language of the store the request named on some routes and of the
// server's store on others; it reads in the administrator's, like every other answer they get.
describe("another store's id refused, in the reader's language", () => {
  let t: TestContext;
  const callers = {} as Record<
    'demo' | 'rival',
    { token: string; otherStore: number; language: 'de' | 'en' }
  >;

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const rival = await secondStoreAdmin(t);
    // The demo store (the server's) speaks German by default; the rival's is set to English.
    const switched = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${rival.storeId}/settings`,
      headers: bearer(rival.token),
      payload: { default_language: 'en' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    callers.demo = { token: await loginDemoAdmin(t.app), otherStore: rival.storeId, language: 'de' };
    callers.rival = { token: rival.token, otherStore: DEMO_STORE_ID, language: 'en' };
  }, 180_000);
  afterAll(() => t.close());

  const cases = (['demo', 'rival'] as const).flatMap((caller) =>
    ['', 'fr', 'de', 'en'].map((acceptLanguage) => [caller, acceptLanguage] as const),
  );

  it.each(cases)(
    '%s administrator, Accept-Language "%s": the same detail on every route',
    async (caller, acceptLanguage) => {
      const { token, otherStore, language } = callers[caller];
      const answers = await Promise.all(
        routesNaming(otherStore).map((request) =>
          t.app.inject({
            ...request,
            headers: { ...bearer(token), 'accept-language': acceptLanguage },
          }),
        ),
      );
      const expected =
        OWN_STORE_ONLY[acceptLanguage === 'de' || acceptLanguage === 'en' ? acceptLanguage : language];
      expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual(
        answers.map(() => [403, { code: 'own_store_only', detail: expected }]),
      );
    },
  );
});
