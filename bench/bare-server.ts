/**
 * The ceiling of bench:menu: a node:http server that knows nothing but the answers in the JSON file
 * it is given ({ path: { body (base64), headers } }) and sends them as they are, with the real
 * server's headers.
 *   tsx bench/bare-server.ts <answers.json> <port>
 */
import http from 'node:http';
import { readAnswers } from './answers.ts';

const [file, port] = process.argv.slice(2);
const answers = readAnswers(file!);

http
  .createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1');
