import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Below this a compressed answer saves less than its encoding costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** In the order the server prefers them when a client accepts both equally. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** What @fastify/compress compresses by default; the answers that vary with Accept-Encoding. */
const COMPRESSIBLE_TYPE = /^text\/|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to send for an Accept-Encoding header, or none: the client takes the body as it is. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/**
 * A body compressed off the event loop, for an answer that is compressed once and sent many times or
 * that the route plugin cannot reach (the web app page). Brotli at 6: nearly the size of 11 at a
 * tenth of the time, so the reader of a fresh cache entry barely waits.
 */
export function compressBody(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body);
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/** Adds Accept-Encoding to the Vary header once. */
export function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const values =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((v) => v.trim().toLowerCase());
  if (!values.includes('accept-encoding')) reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/** Whether an answer of this type and size is sent compressed to a client that accepts it. */
export const isCompressible = (contentType: unknown, bytes: number) =>
  bytes >= COMPRESSION_THRESHOLD_BYTES && COMPRESSIBLE_TYPE.test(String(contentType ?? ''));

/**
 * Compresses the answers of every route registered after it (brotli or gzip, from 1 KB). An answer
 * that already carries a Content-Encoding (a pre-compressed file, a cached menu body) is left as it
 * is. Every answer that could be compressed says `Vary: Accept-Encoding`, also when this client took
 * it uncompressed, so that no shared cache hands one client's representation to another.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Request bodies stay as they are: nothing the app accepts is worth a client's compressing.
    globalDecompression: false,
  });
  // Not async: it runs for every answer and has nothing to wait for.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      isCompressible(reply.getHeader('content-type'), Buffer.byteLength(payload))
    )
      varyOnEncoding(reply);
    done(null, payload);
  });
}
