import { isLanguage, type Language } from '@food/contract';
import { requestLanguage } from '@food/i18n/server';
import type { FastifyRequest } from 'fastify';

/** The language a storefront request reads in: `?lang=`, else its Accept-Language, else the store's default. */
export function readerLanguage(request: FastifyRequest, store: { defaultLanguage: string }): Language {
  return requestLanguage(request, isLanguage(store.defaultLanguage) ? store.defaultLanguage : 'en');
}
