import { requestLanguage } from '@food/i18n/server';
import type { FastifyRequest } from 'fastify';
import { negotiateEncoding, type Encoding } from './compression.ts';

// What the menu cache asks of each request, cheaply: the same few header values come over and over.

/**
 * The language the request asks for whatever its store's default, or '' when it names none of ours: the
 * answers are in that language, else in the store's default, so this and the address make the answer.
 */
function negotiatedLanguage(request: FastifyRequest): string {
  const asked = requestLanguage(request, 'de');
  return asked === requestLanguage(request, 'en') ? asked : '';
}

/** Browsers send a handful of Accept-Language values over and over: each is negotiated once. */
const languageOfHeader = new Map<string, string>();
const MAX_LANGUAGE_HEADERS = 500;

export function askedLanguage(request: FastifyRequest): string {
  // `?lang=` comes first and is rare: negotiated as it is.
  if ((request.query as { lang?: unknown } | undefined)?.lang !== undefined)
    return negotiatedLanguage(request);
  const header = request.headers['accept-language'];
  // No header and no `?lang=`: no language asked, the store's default answers (as negotiated, with no work).
  if (header === undefined) return '';
  let asked = languageOfHeader.get(header);
  if (asked === undefined) {
    asked = negotiatedLanguage(request);
    if (languageOfHeader.size >= MAX_LANGUAGE_HEADERS) languageOfHeader.clear();
    languageOfHeader.set(header, asked);
  }
  return asked;
}

/** Clients send few Accept-Encoding values: each is negotiated once. */
const encodingOfHeader = new Map<string, Encoding | undefined>();
const MAX_ENCODING_HEADERS = 100;

export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  if (encodingOfHeader.has(header)) return encodingOfHeader.get(header);
  const encoding = negotiateEncoding(header);
  if (encodingOfHeader.size >= MAX_ENCODING_HEADERS) encodingOfHeader.clear();
  encodingOfHeader.set(header, encoding);
  return encoding;
}
