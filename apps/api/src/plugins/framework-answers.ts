import { ERROR_STATUS, type ErrorCode, type Language } from '@food/contract';
import { requestLanguage, translate } from '@food/i18n/server';
import type { FastifyInstance } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { AppError } from '../lib/errors.ts';

/** The language of a request Fastify never saw as one: `?lang=` of its target, else its Accept-Language. */
function rawLanguage(target: string, acceptLanguage: string | undefined, fallback: Language): Language {
  const lang = /[?&]lang=([^&#\s]*)/.exec(target)?.[1];
  return requestLanguage({ query: { lang }, headers: { 'accept-language': acceptLanguage } }, fallback);
}

/** A refusal `{ detail, code }` with the headers of every answer, for a response no Fastify reply writes. */
export function refusal(
  app: FastifyInstance,
  code: ErrorCode,
  language: Language,
  params?: Record<string, string>,
) {
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({
    detail: translate(language, `errors.${code}`, params),
    code,
    ...(params && { params }),
  });
  const headers = {
    ...app.everyResponseHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'content-language': language,
    connection: 'close',
  };
  return { status, body, headers };
}

/** A whole HTTP answer `{ detail, code }`, for a socket that no Fastify reply writes to. */
export function rawRefusal(
  app: FastifyInstance,
  code: ErrorCode,
  language: Language,
  params?: Record<string, string>,
): string {
  const { status, body, headers } = refusal(app, code, language, params);
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`;
}

/** The language of a request that reaches no route: `?lang=`, Accept-Language, else the store's default. */
export async function rawRequestLanguage(app: FastifyInstance, request: IncomingMessage): Promise<Language> {
  return rawLanguage(request.url ?? '', request.headers['accept-language'], await app.defaultLanguage());
}

/** The 404 of an upgrade request to a path no WebSocket listens on, in the request's language. */
export async function upgradeNotFound(app: FastifyInstance, request: IncomingMessage, path: string) {
  return rawRefusal(app, 'route_not_found', await rawRequestLanguage(app, request), {
    what: 'page',
    method: request.method ?? 'GET',
    path,
  });
}

type ClientError = Error & { code?: string; rawPacket?: unknown };

function clientErrorCode(error: ClientError): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'request_malformed';
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser gave up on (headers or URL over
 * maxHeaderSize, not HTTP, too slow to arrive) is answered `{ detail, code }` on the socket, in the
 * language of what had arrived of it.
 */
export function clientErrorHandler(this: FastifyInstance, error: ClientError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCode(error);
  this.log.debug({ err: error, code }, 'client error');
  const arrived = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const target = /^\S+ (\S+)/.exec(arrived)?.[1] ?? '';
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(arrived)?.[1];
  void this.defaultLanguage().then((fallback) => {
    if (!socket.writable) return void socket.destroy();
    // end(), not destroy(): the rest of a long request still unread must not turn the answer into a reset.
    socket.end(rawRefusal(this, code, rawLanguage(target, acceptLanguage, fallback)));
  });
}

/**
 * Answers of our own where Fastify or Node would write theirs: a request arriving while the server
 * closes (instead of `return503OnClosing`), and an Expect header other than 100-continue (Node's bare 417).
 */
export function registerFrameworkAnswers(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Not async: every request passes it, without a round through the microtask queue.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? new AppError('shutting_down') : undefined);
  });
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    void app.defaultLanguage().then((fallback) => {
      const header = request.headers['accept-language'];
      const language = rawLanguage(request.url ?? '', header, fallback);
      const { status, body, headers } = refusal(app, 'expectation_unsupported', language);
      response.writeHead(status, headers).end(body);
    });
  });
}
