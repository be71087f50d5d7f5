/**
 * The framework's floor for bench:menu: Fastify with nothing but one route that sends the answers of the
 * JSON file it is given (as bench/bare-server.ts does, with the real server's headers), and the server's
 * own request log, written as the server writes it (apps/api/src/server.ts): one line per request, handed
 * to a worker thread (pino's transport) that writes it to standard output. What the real server costs
 * beyond this is the app's own (hooks, security headers, the menu cache); what this costs beyond the
 * bare server is Fastify's and the log's.
 *   tsx bench/fastify-floor-server.ts <answers.json> <port>
 */
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { RequestLog } from '../apps/api/src/plugins/request-log.ts';
import { readAnswers } from './answers.ts';

const [file, port] = process.argv.slice(2);
const answers = readAnswers(file!);

const logger = pino(pino.transport({ target: 'pino/file', options: { destination: 1 } }));
const app = Fastify({
  loggerInstance: logger as FastifyBaseLogger,
  logController: new RequestLog(logger as FastifyBaseLogger),
});
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
