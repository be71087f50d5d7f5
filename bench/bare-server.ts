/**
 * The ceiling of bench:menu: a node:http server that knows nothing but the answers in the JSON file
 * it is given ({ path: { body (base64), encoding } }) and sends them as they are.
 *   tsx bench/bare-server.ts <answers.json> <port>
 */
import fs from 'node:fs';
import http from 'node:http';

export interface BareAnswer {
  body: string;
  encoding: string | null;
}

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file!, 'utf8')) as Record<string, BareAnswer>).map(
    ([path, { body, encoding }]) => [path, { body: Buffer.from(body, 'base64'), encoding }],
  ),
);

http
  .createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': answer.body.length,
      ...(answer.encoding ? { 'content-encoding': answer.encoding, vary: 'Accept-Encoding' } : {}),
    });
    response.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1');
