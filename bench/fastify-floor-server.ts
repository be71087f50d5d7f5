/**
 * The framework's floor for bench:menu: Fastify with nothing but one route that sends the answers of the
 * JSON file it is given (as bench/bare-server.ts does, with its headers), and the server's own request
 * log: one line per request to standard output through pino's fastest asynchronous destination
 * (`pino.destination({ sync: false })`, buffered writes on the main thread), no slower a log than the
 * server could have. What the real server costs beyond this is the app's own (hooks, security headers,
 * the menu cache); what this costs beyond the bare server is Fastify's and the log's.
 *   tsx bench/fastify-floor-server.ts <answers.json> <port>
 */
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { RequestLog } from '../apps/api/src/plugins/request-log.ts';
import { readAnswers } from './answers.ts';

const [file, port] = process.argv.slice(2);
const answers = readAnswers(file!);

const logger = pino(pino.destination({ dest: 1, sync: false }));
const app = Fastify({
  loggerInstance: logger as FastifyBaseLogger,
  logController: new RequestLog(logger as FastifyBaseLogger),
});
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (answer.encoding) reply.header('content-encoding', answer.encoding).header('vary', 'Accept-Encoding');
  return reply.send(answer.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
