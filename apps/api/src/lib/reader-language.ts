import { isLanguage, type Language } from '@food/contract';
import { requestLanguage } from '@food/i18n/server';
import type { FastifyRequest } from 'fastify';

/** The store's language for whoever names none of ours. */
export const storeDefaultLanguage = (store: { defaultLanguage: string }): Language =>
  isLanguage(store.defaultLanguage) ? store.defaultLanguage : 'en';

/** The language a request reads in: `?lang=`, else its Accept-Language, else the store's default. */
export function readerLanguage(request: FastifyRequest, store: { defaultLanguage: string }): Language {
  return requestLanguage(request, storeDefaultLanguage(store));
}

/** The language to write to a user in: the one they chose, else `fallback`. */
export const recipientLanguage = (chosen: string | null, fallback: Language): Language =>
  isLanguage(chosen) ? chosen : fallback;

/** The request's language as a store would answer it (null: no store, English by default); work after the answer asks it. */
export type AskedLanguage = (store: { defaultLanguage: string } | null) => Language;

export const askedLanguageOf =
  (request: FastifyRequest): AskedLanguage =>
  (store) =>
    store ? readerLanguage(request, store) : requestLanguage(request, 'en');
