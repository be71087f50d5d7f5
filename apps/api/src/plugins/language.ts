import type { Language } from '@food/contract';
import { requestLanguage } from '@food/i18n/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { StoreChanges } from '../lib/store-changes.ts';
import { findStore } from '../modules/stores/repository.ts';
import { storeLanguage } from '../modules/stores/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer's texts: `?lang=`, else Accept-Language, else the store's default. */
    language(): Promise<Language>;
  }
}

/** The store a request names: `?store_id=`, or the id of a `/api/stores/:id…` route. */
function namedStoreId(request: FastifyRequest): number | undefined {
  const fromQuery = Number((request.query as { store_id?: unknown } | undefined)?.store_id);
  if (Number.isSafeInteger(fromQuery) && fromQuery > 0) return fromQuery;
  if (!request.routeOptions.url?.startsWith('/api/stores/:id')) return undefined;
  const fromPath = Number((request.params as { id?: unknown } | undefined)?.id);
  return Number.isSafeInteger(fromPath) && fromPath > 0 ? fromPath : undefined;
}

/**
 * Gives every request its language. The stores' default languages are read once and kept until a change
 * notice of the store; an unknown store, or a database that cannot be reached, reads as English.
 */
export function registerLanguage(
  app: FastifyInstance,
  deps: { db: Database; changes: StoreChanges; storeId: number },
) {
  const defaults = new Map<number, Promise<Language>>();
  const unsubscribe = deps.changes.subscribe(({ storeId }) => defaults.delete(storeId));
  app.addHook('onClose', async () => unsubscribe());

  function storeDefault(storeId: number): Promise<Language> {
    let language = defaults.get(storeId);
    if (!language) {
      language = findStore(deps.db, storeId).then(
        (store) => {
          if (!store) defaults.delete(storeId);
          return store ? storeLanguage(store) : 'en';
        },
        () => {
          defaults.delete(storeId);
          return 'en';
        },
      );
      defaults.set(storeId, language);
    }
    return language;
  }

  const cache = new WeakMap<FastifyRequest, Promise<Language>>();
  app.decorateRequest('language', function language(this: FastifyRequest) {
    let language = cache.get(this);
    if (!language) {
      language = storeDefault(namedStoreId(this) ?? deps.storeId).then((fallback) =>
        requestLanguage(this, fallback),
      );
      cache.set(this, language);
    }
    return language;
  });
}
