import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';
import { AppError } from '../../lib/errors.ts';
import { isImageName, type ImageStore } from './image-store.ts';

/**
 * A store's upload is named afresh for every upload (service.ts), so its bytes never change: a year,
 * immutable. The demo pictures are named after their dish, and a later version's seed may draw one anew.
 */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable';
const DEMO_CACHE = 'public, max-age=86400';
const STORE_UPLOAD = /^\d+\//;

/**
 * Serves the picture files under /uploads/ from the image store, whichever it is, with a strong ETag
 * (the bytes' SHA-256) that answers If-None-Match with 304. Only picture names are looked up; any
 * other path under /uploads/ is a 404, never the web app.
 */
export function serveUploads(app: FastifyInstance, images: ImageStore) {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params['*'];
    const file = isImageName(name) ? await images.read(name) : null;
    if (!file)
      throw new AppError('route_not_found', {
        what: 'page',
        method: request.method,
        path: request.url.split('?')[0] ?? '',
      });
    reply
      .header('cache-control', STORE_UPLOAD.test(name) ? UPLOAD_CACHE : DEMO_CACHE)
      .header('etag', `"${file.sha256}"`)
      .header('content-disposition', 'inline');
    if (fresh(request.headers, { etag: `"${file.sha256}"` })) return reply.code(304).send();
    return reply.type(file.contentType).send(file.data);
  });
}
