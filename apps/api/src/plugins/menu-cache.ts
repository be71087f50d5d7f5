import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { StoreChanges } from '../lib/store-changes.ts';
import { compressBody, isCompressible, varyOnEncoding, type Encoding } from './compression.ts';
import { acceptedEncoding, askedLanguage } from './menu-cache-negotiation.ts';

type StoreOf = (request: FastifyRequest) => number;
const fromParams: StoreOf = (request) => Number((request.params as { id?: string }).id);
const fromQuery: StoreOf = (request) => Number((request.query as { store_id?: string }).store_id);

/** The storefront's public reads, where each names its store, and whether it answers in the reader's language. */
const CACHED_ROUTES = new Map<string, { storeOf: StoreOf; inLanguage: boolean }>([
  ['/api/stores/:id', { storeOf: fromParams, inLanguage: false }],
  ['/api/categories', { storeOf: fromQuery, inLanguage: true }],
  ['/api/products/limitbycat/:limit', { storeOf: fromQuery, inLanguage: true }],
  ['/api/postcodes/store/:id', { storeOf: fromParams, inLanguage: false }],
  ['/api/discounts', { storeOf: fromQuery, inLanguage: false }],
]);

const MAX_ENTRIES = 2_000;
// A safety net only: changes invalidate at once, but a discount also expires when a day ends.
export const MENU_CACHE_TTL_MS = 60_000;

type Entry = {
  storeId: number;
  body: string;
  etag: string;
  contentType: string;
  /** In the reader's language: a shared cache must keep one per Accept-Language. */
  inLanguage: boolean;
  expiresAt: number;
  /** Large enough to be sent compressed to a browser that accepts it. */
  compressible: boolean;
  /** Each encoding's body, compressed by the first reader that asks for it. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The same once compressed, for a reader that then needs not wait for the promise. */
  ready: Partial<Record<Encoding, Buffer>>;
  /** The Vary header of the entry on a reply that has none yet (the usual case). */
  vary: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    menuCache?: {
      key: string;
      storeId: number;
      inLanguage: boolean;
      generation: number;
      hit: boolean;
      expired?: Entry;
    };
  }
}

/** Instants at which a cached answer turns wrong by itself: a sold-out ends, a pause ends, the store opens. */
const ENDS = /"(?:sold_out_until|paused_until|next_open_at)":"([^"]+)"/g;

/** An entry lives until the TTL, or until the first of its ends comes, whichever is first. */
function expiryOf(body: string, now: number): number {
  let expiresAt = now + MENU_CACHE_TTL_MS;
  for (const [, until] of body.matchAll(ENDS)) {
    const end = Date.parse(until!);
    if (end > now && end < expiresAt) expiresAt = end;
  }
  return expiresAt;
}

/** Adds a header name to the Vary header once. */
function varyOn(reply: FastifyReply, header: string) {
  const values = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  if (!values.includes(header)) reply.header('vary', [...values, header].join(', '));
}

/**
 * The entry as this request takes it: a 304 when the browser has it, else the body in the encoding
 * it accepts, with Content-Encoding set so that the compression plugin leaves it alone. Every
 * encoding shares the weak ETag: they are the same answer.
 */
function represent(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
): string | Buffer | Promise<Buffer> {
  const body = representNow(request, reply, entry);
  if (body !== undefined) return body;
  const encoding = reply.getHeader('content-encoding') as Encoding;
  return (entry.encoded[encoding] ??= compressBody(entry.body, encoding).then((compressed) => {
    entry.ready[encoding] = compressed;
    return compressed;
  }));
}

/** `represent`, without the body when it is still being compressed (Content-Encoding is set then). */
function representNow(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
): string | Buffer | undefined {
  reply.header('etag', entry.etag).type(entry.contentType);
  if (reply.getHeader('vary') === undefined) {
    if (entry.vary) reply.header('vary', entry.vary);
  } else {
    if (entry.compressible) varyOnEncoding(reply);
    if (entry.inLanguage) varyOn(reply, 'accept-language');
  }
  if (request.headers['if-none-match'] === entry.etag) {
    reply.code(304);
    return '';
  }
  const encoding = entry.compressible ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return entry.body;
  reply.header('content-encoding', encoding);
  return entry.ready[encoding];
}

const sortedEntries = (values: unknown) =>
  Object.entries(values as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));

/**
 * The route and the parameters its schema declares, as validated (coerced, unknown query keys
 * dropped): extra or reordered query parameters never make another entry, so they can neither
 * fill the cache nor push the real entries out.
 */
function cacheKey(request: FastifyRequest, inLanguage: boolean): string {
  const { url, schema } = request.routeOptions;
  return JSON.stringify([
    url,
    inLanguage ? askedLanguage(request) : '',
    schema?.params ? sortedEntries(request.params) : [],
    schema?.querystring ? sortedEntries(request.query) : [],
  ]);
}

/**
 * Answers the storefront's menu reads from memory, keyed by route, parameters and asked language, with an ETag so
 * that browsers revalidate for a 304. Any back-office change of a store drops that store's entries,
 * in every process when the changes travel through Redis. While the database is unreachable an
 * expired entry is served rather than the 503, so the menu stays readable. Callers with a token
 * bypass it: an administrator sees inactive rows that the public must not.
 */
export function registerMenuCache(app: FastifyInstance, changes: StoreChanges, clock: Clock) {
  const entries = new Map<string, Entry>();
  // A read that started before a change must not store what it read after the change dropped the entries.
  const generations = new Map<number, number>();
  changes.subscribe(({ storeId }) => {
    generations.set(storeId, (generations.get(storeId) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.storeId === storeId) entries.delete(key);
  });

  // The address (and asked language) each stored entry was last read by: a repeated read is answered as soon as it is
  // routed, without validating its parameters again. Only addresses that made an entry get here, and
  // never more than the entries, so odd addresses cannot push the entries out.
  const addresses = new Map<string, string>();
  const addressOf = (request: FastifyRequest) => `${askedLanguage(request)} ${request.url}`;
  const remember = (request: FastifyRequest, key: string) => {
    const address = addressOf(request);
    if (!addresses.has(address) && addresses.size >= MAX_ENTRIES)
      addresses.delete(addresses.keys().next().value!);
    addresses.set(address, key);
  };
  // Not async: a hit whose body is at hand is sent without a round through the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.headers.authorization) return done();
    const key = addresses.get(addressOf(request));
    const entry = key === undefined ? undefined : entries.get(key);
    if (!key || !entry || entry.expiresAt <= clock.now().getTime()) return done();
    request.menuCache = {
      key,
      storeId: entry.storeId,
      inLanguage: entry.inLanguage,
      generation: 0,
      hit: true,
    };
    reply.header('cache-control', 'public, no-cache');
    const body = representNow(request, reply, entry);
    if (body !== undefined) {
      reply.send(body);
      return;
    }
    const encoding = reply.getHeader('content-encoding') as Encoding;
    (entry.encoded[encoding] ??= compressBody(entry.body, encoding).then((compressed) => {
      entry.ready[encoding] = compressed;
      return compressed;
    })).then(
      (compressed) => reply.send(compressed),
      (err: Error) => done(err),
    );
  });

  // After validation, so that the key is made of the parameters as the route reads them.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization) return;
    const route = CACHED_ROUTES.get(request.routeOptions.url ?? '');
    if (!route) return;
    const storeId = route.storeOf(request);
    if (!Number.isSafeInteger(storeId)) return;
    const key = cacheKey(request, route.inLanguage);
    const entry = entries.get(key);
    const fresh = entry && entry.expiresAt > clock.now().getTime() ? entry : undefined;
    request.menuCache = {
      key,
      storeId,
      inLanguage: route.inLanguage,
      generation: generations.get(storeId) ?? 0,
      hit: fresh !== undefined,
      expired: fresh ? undefined : entry,
    };
    reply.header('cache-control', 'public, no-cache');
    if (!fresh) return;
    remember(request, key);
    return reply.send(await represent(request, reply, fresh));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const cache = request.menuCache;
    if (!cache || (cache.hit && !cache.expired)) return done(null, payload);
    stored(request, reply, payload).then(
      (body) => done(null, body),
      (err: Error) => done(err),
    );
  });

  async function stored(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const cache = request.menuCache!;
    if (cache.expired && reply.statusCode === 503) {
      request.log.info({ key: cache.key }, 'menu served from an expired cache entry instead of the 503');
      reply.removeHeader('retry-after').code(200);
      return represent(request, reply, cache.expired);
    }
    if (cache.hit || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const compressible = isCompressible(contentType, Buffer.byteLength(payload));
    const entry: Entry = {
      storeId: cache.storeId,
      body: payload,
      etag: `W/"${createHash('sha1').update(payload).digest('base64url')}"`,
      contentType,
      inLanguage: cache.inLanguage,
      expiresAt: expiryOf(payload, clock.now().getTime()),
      compressible,
      encoded: {},
      ready: {},
      vary: [compressible && 'accept-encoding', cache.inLanguage && 'accept-language']
        .filter(Boolean)
        .join(', '),
    };
    if (!entries.has(cache.key) && entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    if (cache.generation === (generations.get(cache.storeId) ?? 0)) {
      entries.set(cache.key, entry);
      remember(request, cache.key);
    }
    return represent(request, reply, entry);
  }
}
