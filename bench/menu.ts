/**
 * Requests per second and latency of the storefront's menu calls (store, categories, one page of
 * products per category), from the real server, beside a bare node:http server answering the same
 * bytes in the same run: the ratio is what Fastify, validation and the cache cost.
 *   npm run bench:menu [-- --duration 10 --connections 50]
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startDemoServer } from './demo-server.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

async function menuPaths(origin: string): Promise<string[]> {
  const categories = (await (await fetch(`${origin}/api/categories/?store_id=9`)).json()) as { id: number }[];
  return [
    '/api/stores/9',
    '/api/categories/?store_id=9',
    '/api/postcodes/store/9',
    ...categories.map((c) => `/api/products/limitbycat/10?offset=0&store_id=9&category_id=${c.id}`),
  ];
}

/** A server that knows nothing but these answers: the ceiling for this machine. */
async function startBareServer(answers: Map<string, Buffer>) {
  const server = http.createServer((request, response) => {
    const body = answers.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function load(origin: string, paths: string[]) {
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${origin}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    'requests/s': Math.round(result.requests.average),
    'p50 latency (ms)': result.latency.p50,
    'p99 latency (ms)': result.latency.p99,
  };
}

const app = await startDemoServer();
const paths = await menuPaths(app.origin);
const answers = new Map<string, Buffer>();
for (const path of paths)
  answers.set(path, Buffer.from(await (await fetch(app.origin + path)).arrayBuffer()));
const bare = await startBareServer(answers);

console.error(`${paths.length} menu calls, ${connections} connections, ${duration} s each…`);
const server = await load(app.origin, paths);
const baseline = await load(bare.origin, paths);
await Promise.all([app.close(), bare.close()]);

console.table({ 'food-order server': server, 'bare node:http': baseline });
console.error(
  `ratio: the server answers ${(server['requests/s'] / baseline['requests/s']).toFixed(2)}× the bare server's requests per second`,
);
