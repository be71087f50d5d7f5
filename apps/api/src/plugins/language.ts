import { ROLE, type Language } from '@food/contract';
import { requestLanguage } from '@food/i18n/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { StoreChanges } from '../lib/store-changes.ts';
import { findStore } from '../modules/stores/repository.ts';
import { storeLanguage } from '../modules/stores/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer's texts: `?lang=`, else Accept-Language, else the reader's store's default. */
    language(): Promise<Language>;
  }
  interface FastifyInstance {
    /** The configured store's default language, for an answer to a request that has no route. */
    defaultLanguage(): Promise<Language>;
  }
}

/**
 * The store whose default language a request falls back to. An administrator reads in their own store's,
 * whatever store the request names (a refusal of another store's id reads like every other answer they
 * get); anyone else in the store the request names, else the server's.
 */
async function readerStoreId(request: FastifyRequest, serverStoreId: number): Promise<number> {
  const user = await request.authUser().catch(() => null);
  if (user?.roleId === ROLE.storeAdmin && user.storeId !== null) return user.storeId;
  return namedStoreId(request) ?? serverStoreId;
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
 * Gives every request its language; it reads the caller, so the auth plugin comes first. The stores'
 * default languages are read once and kept until a change notice of the store; an unknown store, or a
 * database that cannot be reached, reads as English.
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

  app.decorate('defaultLanguage', () => storeDefault(deps.storeId));
  const cache = new WeakMap<FastifyRequest, Promise<Language>>();
  app.decorateRequest('language', function language(this: FastifyRequest) {
    let language = cache.get(this);
    if (!language) {
      language = readerStoreId(this, deps.storeId)
        .then(storeDefault)
        .then((fallback) => requestLanguage(this, fallback));
      cache.set(this, language);
    }
    return language;
  });
}
