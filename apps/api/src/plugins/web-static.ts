import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { notFound } from '../lib/errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded images under /uploads/ and the built web app everywhere else: hashed assets are
 * cached for a year, index.html never, and every unknown non-API path gets index.html so that the
 * client-side router can show it.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  options: { webDistDir: string; uploadDir: string; storeId: number },
) {
  fs.mkdirSync(options.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=86400'),
  });

  const indexHtml = path.join(options.webDistDir, 'index.html');
  // The page tells the web app which store it serves (STORE_ID), so one build serves any store.
  const page = fs.existsSync(indexHtml)
    ? fs
        .readFileSync(indexHtml, 'utf8')
        .replace('</head>', `<meta name="store-id" content="${options.storeId}" />\n</head>`)
    : null;
  const hasWebApp = page !== null;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const cache = filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache';
        res.setHeader('cache-control', cache);
      },
    });
  } else {
    app.log.warn(
      { webDistDir: options.webDistDir },
      'the web app is not built: run `npm run build` to serve it',
    );
  }

  const sendApp = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    if (
      !isApi &&
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/uploads/')
    ) {
      return sendApp(reply);
    }
    const what = isApi ? 'API route' : 'page or file';
    throw notFound(`No ${what} ${request.method} ${url.split('?')[0]}`);
  });
}
