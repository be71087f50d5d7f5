import type { FastifyBaseLogger, FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from './config/env.ts';
import { loggableError } from './lib/loggable-error.ts';
import { answerFrameworkError } from './plugins/errors.ts';
import { clientErrorHandler } from './plugins/framework-answers.ts';
import { RequestLog, redactUrl } from './plugins/request-log.ts';

const serverOptions = {
  bodyLimit: 1024 * 1024,
  // Fastify waits forever by default; a client that never finishes its request must not hold a socket.
  requestTimeout: 30_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 65_000,
  // Refused by plugins/framework-answers.ts instead, with { detail, code }.
  return503OnClosing: false,
  clientErrorHandler,
  frameworkErrors: answerFrameworkError,
  forceCloseConnections: 'idle' as const,
  routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
};

/** The server's limits, its log (errors and URLs made safe to keep) and the request lines. */
export function fastifyOptions(
  config: Config,
  logger: Logger,
  demo: boolean | undefined,
): FastifyHttpOptions<Server, FastifyBaseLogger> {
  const appLog = logger.child(
    {},
    {
      serializers: {
        err: loggableError,
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
  );
  return {
    ...serverOptions,
    // The request lines hold no value that a redaction path could match (plugins/request-log.ts).
    logController: new RequestLog(appLog.child({}, { redact: [] }) as FastifyBaseLogger, demo),
    loggerInstance: appLog as FastifyBaseLogger,
    trustProxy: config.trustProxy,
  };
}
