import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { notFound } from '../lib/errors.ts';
import type { SecurityHeaders } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Uploads are always re-encoded to WebP (modules/images): nothing else in the folder is served. */
const UPLOADED_IMAGE = /^\/[\w-]+\/[\w-]+\.webp$/;
/** The element the web app reads its settings from (apps/web/src/config/page-bootstrap.ts). */
const BOOTSTRAP_ID = 'page-bootstrap';

/**
 * The page with its settings as a JSON data block, which the browser never executes, so the
 * Content-Security-Policy needs no inline script. `<` is escaped so that no value can close the element.
 */
function withBootstrap(html: string, settings: { storeId: number; styleNonce: string }) {
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  return html.replace(
    '</head>',
    () => `<script type="application/json" id="${BOOTSTRAP_ID}">${json}</script>\n</head>`,
  );
}

/**
 * Serves uploaded images under /uploads/ and the built web app everywhere else: hashed assets are
 * cached for a year, index.html never, and every unknown non-API path gets index.html so that the
 * client-side router can show it.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  options: { webDistDir: string; uploadDir: string; storeId: number; security: SecurityHeaders },
) {
  fs.mkdirSync(options.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (pathName) => UPLOADED_IMAGE.test(pathName),
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=86400');
      res.setHeader('content-disposition', 'inline');
    },
  });

  const indexHtml = path.join(options.webDistDir, 'index.html');
  const page = fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8') : null;
  if (page !== null) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html is always the page with its bootstrap, from the not-found handler below.
      allowedPath: (pathName) => pathName !== '/index.html',
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

  // The page tells the web app which store it serves (STORE_ID), so one build serves any store.
  const sendApp = (reply: FastifyReply, html: string) => {
    const styleNonce = options.security.pageStyleNonce(reply);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withBootstrap(html, { storeId: options.storeId, styleNonce }));
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    if (
      !isApi &&
      page !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/uploads/')
    ) {
      return sendApp(reply, page);
    }
    const what = isApi ? 'API route' : 'page or file';
    throw notFound(`No ${what} ${request.method} ${url.split('?')[0]}`);
  });
}
