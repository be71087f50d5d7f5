import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import type { StoreStatusMessage } from '@food/contract';
import { isLanguage, LANGUAGES, type Language } from '@food/contract/languages';
import { BACK_OFFICE_DOMAINS, LEGAL_DOMAINS, STOREFRONT_DOMAINS, type WebDomain } from '@food/i18n';
import { messagesOf, requestLanguage, translate } from '@food/i18n/server';
import { AppError } from '../lib/errors.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { compressBody, negotiateEncoding, varyOnEncoding } from './compression.ts';
import { loadFirstPaint, type FirstPaint } from './first-paint.ts';
import { legalReads, menuReads } from './page-reads.ts';
import { startScriptsAfterPaint } from './scripts-after-paint.ts';
import type { SecurityHeaders } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The element the web app reads its settings from (apps/web/src/config/page-bootstrap.ts). */
const BOOTSTRAP_ID = 'page-bootstrap';
/** The build writes a brotli and a gzip file beside each text file (apps/web/build/precompress.ts). */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * The page with its settings as a JSON data block, which the browser never executes, so the
 * Content-Security-Policy needs no inline script. `<` is escaped so that no value can close the element.
 */
function withBootstrap(
  html: string,
  paint: FirstPaint,
  settings: {
    storeId: number;
    styleNonce: string;
    reads?: object;
    status?: StoreStatusMessage;
    lang: Language;
    domains: readonly WebDomain[];
    messages: ReturnType<typeof messagesOf>;
  },
) {
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  const page = html.replace(
    '</head>',
    () => `<script type="application/json" id="${BOOTSTRAP_ID}">${json}</script>\n</head>`,
  );
  return paint.body ? withFirstPaint(page, paint) : page;
}

/**
 * The page's own texts in a language: its language, title (until the app or the painted page sets its
 * own), description, and the notice a browser without JavaScript shows. Worked out once per language.
 */
function inLanguage(html: string, lang: Language) {
  const text = (id: Parameters<typeof translate>[1]) => escapeHtml(translate(lang, id));
  return html
    .replace('<html lang="en">', () => `<html lang="${lang}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text('common.page.title')}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*"/,
      (_, start: string) => `${start}${text('common.page.description')}"`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${text('common.page.noScript')}</noscript>`);
}

/**
 * The rendered page in `#root`, its title and image preloads in the head. The scripts then load after
 * the first paint, at a low priority: the page already shows, and its images come first.
 */
function withFirstPaint(page: string, { head, body }: FirstPaint) {
  const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
  const rest = title ? head.replace(title, '') : head;
  return startScriptsAfterPaint(
    page
      .replace(/<title>[^<]*<\/title>/, (found) => title ?? found)
      .replace('<script type="module" ', '<script type="module" fetchpriority="low" ')
      .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
      .replace('</head>', () => `${rest}\n</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`),
  );
}

/** The legal pages under their English and German paths (apps/web/src/config/paths.ts). */
const LEGAL_PAGES = new Set(['/imprint', '/impressum', '/privacy', '/datenschutz', '/terms', '/agb']);

/**
 * The pages the server paints: the menu page, where customers land, the legal pages, which must be
 * readable without scripts, and the back office's login, where its staff do. Every other page is the
 * app's alone.
 */
const PAINTED_PAGES = new Set(['/', '/admin', ...LEGAL_PAGES]);

/** The visitor's choice (the header's language switch sets the cookie), else their browser's, else the store's. */
function pageLanguage(request: FastifyRequest, storeDefault: Language): Language {
  const chosen = request.headers.cookie?.match(/(?:^|;\s*)lang=([^;]*)/)?.[1];
  return isLanguage(chosen) ? chosen : requestLanguage({ headers: request.headers }, storeDefault);
}

/** The language of a visitor who names none the product speaks (the store read goes through the menu cache). */
async function storeDefaultLanguage(app: FastifyInstance, storeId: number): Promise<Language> {
  const response = await app.inject({ method: 'GET', url: `/api/stores/${storeId}` });
  const stored: unknown = response.statusCode === 200 ? response.json().default_language : undefined;
  return isLanguage(stored) ? stored : 'en';
}

/**
 * Serves the built web app (the uploaded images under /uploads/ are modules/images' own): hashed
 * assets are cached for a year, index.html never, and every unknown non-API path gets index.html so
 * that the client-side router can show it.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    storeId: number;
    security: SecurityHeaders;
    /** What the store's status socket would say now: the menu page shows it from the start. */
    storeStatus: () => Promise<StoreStatusMessage | null>;
  },
) {
  const indexHtml = path.join(options.webDistDir, 'index.html');
  const template = fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8') : null;
  const pages =
    template === null
      ? null
      : (Object.fromEntries(LANGUAGES.map((lang) => [lang, inLanguage(template, lang)])) as Record<
          Language,
          string
        >);
  let firstPaint: Awaited<ReturnType<typeof loadFirstPaint>> | undefined;
  if (pages !== null) {
    firstPaint = await loadFirstPaint(options.webDistDir, options.storeId, app.log);
    // The files that have compressed siblings: their answer varies with Accept-Encoding.
    const compressed = new Set(
      fs
        .readdirSync(options.webDistDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => PRECOMPRESSED.test(file))
        .map((file) => path.join(options.webDistDir, file.replace(PRECOMPRESSED, ''))),
    );
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html is always the page with its bootstrap, from the not-found handler below.
      allowedPath: (pathName) => pathName !== '/index.html',
      // Sent in place of the file they compress to a client that accepts them, never by their own name.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const cache = filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache';
        res.setHeader('cache-control', cache);
        if (PRECOMPRESSED.test(filePath) || compressed.has(filePath))
          res.setHeader('vary', 'accept-encoding');
      },
    });
    // The first customer after a start gets the menu page as fast as the next: its reads are in the
    // menu cache, the database has run them once and the page is rendered, before anyone asks.
    app.addHook('onListen', async () => {
      const lang = await storeDefaultLanguage(app, options.storeId);
      const [reads, status] = await Promise.all([
        menuReads(app, options.storeId, lang),
        options.storeStatus(),
      ]);
      await Promise.all([
        firstPaint?.({ path: '/', lang, reads, status }),
        firstPaint?.({ path: '/admin', lang, reads: undefined, status: undefined }),
      ]);
    });
  } else {
    app.log.warn(
      { webDistDir: options.webDistDir },
      'the web app is not built: run `npm run build` to serve it',
    );
  }

  /**
   * The page tells the web app which store it serves (STORE_ID), so one build serves any store. Its
   * nonce makes every page new, so it is compressed here for each request (the not-found handler is
   * no route, which the compression plugin reaches), always: it is the first thing a browser waits for.
   */
  const sendApp = async (request: FastifyRequest, reply: FastifyReply, pageIn: Record<Language, string>) => {
    const styleNonce = options.security.pageStyleNonce(reply);
    const pathName = request.url.split('?')[0] ?? '/';
    const lang = pageLanguage(request, await storeDefaultLanguage(app, options.storeId));
    const legalPage = LEGAL_PAGES.has(pathName);
    const [reads, status] =
      pathName === '/'
        ? await Promise.all([menuReads(app, options.storeId, lang), options.storeStatus()])
        : [legalPage ? await legalReads(app, options.storeId, lang) : undefined, undefined];
    // The back office's and the legal pages' texts come with their pages; elsewhere they are fetched
    // only if someone goes there.
    const domains = pathName.startsWith('/admin')
      ? [...STOREFRONT_DOMAINS, ...BACK_OFFICE_DOMAINS]
      : legalPage
        ? [...STOREFRONT_DOMAINS, ...LEGAL_DOMAINS]
        : STOREFRONT_DOMAINS;
    const messages = messagesOf(lang, domains);
    const paint =
      firstPaint && PAINTED_PAGES.has(pathName)
        ? await firstPaint({ path: pathName, lang, reads, status })
        : { head: '', body: '' };
    const body = withBootstrap(pageIn[lang], paint, {
      storeId: options.storeId,
      styleNonce,
      reads,
      status: status ?? undefined,
      lang,
      domains,
      messages,
    });
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    reply.header('vary', 'accept-language, cookie');
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(await compressBody(body, encoding));
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    if (
      !isApi &&
      pages !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/uploads/')
    ) {
      return sendApp(request, reply, pages);
    }
    throw new AppError('route_not_found', {
      what: isApi ? 'api' : 'page',
      method: request.method,
      path: url.split('?')[0]!,
    });
  });
}
