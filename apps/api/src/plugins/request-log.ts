import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

const TOKEN_IN_QUERY = /([?&](?:token|reset_token)=)[^&]*/gi;

const PRINTER_TOKEN_IN_PATH = /(\/cloudprnt\/)[^/?]*/i;

/** Logged URLs never carry a token (verification and reset links put one in the query, a CloudPRNT printer's URL in its path). */
export const redactUrl = (url: string) => {
  const path = url.includes('/cloudprnt/') ? url.replace(PRINTER_TOKEN_IN_PATH, '$1[redacted]') : url;
  return /token=/i.test(path) ? path.replace(TOKEN_IN_QUERY, '$1[redacted]') : path;
};

/**
 * One line per request once its answer has gone out (method, URL, status, milliseconds), in place of
 * Fastify's two ("incoming request", "request completed"): half the log writes on every request, and
 * the line that is written carries everything. Fastify's other lines (errors, 404s) are kept.
 *
 * `lines`, when given, is the app's logger without its redaction paths: the line is the request's id
 * and four plain values (the URL already without its tokens), where no redaction path can match, and
 * pino would otherwise run each of them through the wildcard paths' redactor (`*.password` …) on every
 * request. The line comes out byte for byte as from the request's own logger.
 */
export class RequestLog extends LogController {
  /**
   * `quiet` (the demo that `npm start` runs): a request's line is written at debug level, so the start's
   * URL and logins and the demo's printed e-mails are not buried under the storefront's requests.
   * Errors are written as ever; `LOG_LEVEL=debug` shows the lines again.
   */
  constructor(
    private readonly lines?: FastifyBaseLogger,
    private readonly quiet = false,
  ) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const url = redactUrl(request.url);
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      reply.log.error({ method: request.method, url, status, ms, err: error }, 'request errored');
    } else if (this.quiet) {
      reply.log.debug({ method: request.method, url, status, ms }, 'request');
    } else if (this.lines && (reply.log as Logger).isLevelEnabled('info')) {
      this.lines.info({ reqId: request.id, method: request.method, url, status, ms }, 'request');
    } else {
      reply.log.info({ method: request.method, url, status, ms }, 'request');
    }
  }
}
