import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Logged URLs never carry a token (verification and reset links put one in the query). */
export const redactUrl = (url: string) => url.replace(/([?&](?:token|reset_token)=)[^&]*/gi, '$1[redacted]');

/**
 * One line per request once its answer has gone out (method, URL, status, milliseconds), in place of
 * Fastify's two ("incoming request", "request completed"): half the log writes on every request, and
 * the line that is written carries everything. Fastify's other lines (errors, 404s) are kept.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
