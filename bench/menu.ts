/**
 * Requests per second and latency of the storefront's menu calls (store, categories, postcodes, one
 * page of products per category) from the real server with its production defaults, beside a bare
 * node:http server answering the same bytes in the same run: the ratio is what Fastify, validation,
 * the cache and the request log cost. A third server, Fastify with one route and the same request log
 * (bench/fastify-floor-server.ts), shows how much of that the framework and the log take on their own.
 * The servers and the load generator (autocannon) each run in a process of their own; the load asks
 * for compressed answers, as a browser does. The servers take turns for `rounds` rounds and each one's
 * median round is printed, so that a burst of other work on the machine does not decide the ratio.
 * Each server first answers the same load for `warmup` seconds, not counted: a server that has just
 * started is still compiling its code.
 *   npm run bench:menu [-- --duration 10 --connections 50 --rounds 3 --warmup 3]
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import type { BareAnswer } from './answers.ts';
import { startDemoServer } from './demo-server.ts';
import { generateLoad } from './load.ts';
import { freePort, spawnScript, waitForOk } from './processes.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
  },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const connections = Number(values.connections);
const ACCEPT_ENCODING = 'br, gzip';

async function menuPaths(origin: string): Promise<string[]> {
  const categories = (await (await fetch(`${origin}/api/categories/?store_id=9`)).json()) as { id: number }[];
  return [
    '/api/stores/9',
    '/api/categories/?store_id=9',
    '/api/postcodes/store/9',
    ...categories.map((c) => `/api/products/limitbycat/10?offset=0&store_id=9&category_id=${c.id}`),
  ];
}

/** The answer as it goes over the wire (still compressed, if it was), with its encoding. */
function rawAnswer(url: string): Promise<BareAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks).toString('base64'),
            encoding: response.headers['content-encoding'] ?? null,
          }),
        );
      })
      .on('error', reject);
  });
}

/** A server of bench/ that answers the recorded `answers` from memory, in a process of its own. */
async function startAnsweringServer(script: string, answers: Record<string, BareAnswer>, dir: string) {
  const file = path.join(dir, 'answers.json');
  await fs.writeFile(file, JSON.stringify(answers));
  const port = await freePort();
  const running = spawnScript(script, [file, String(port)], {
    stdoutFile: path.join(dir, `${path.basename(script)}.log`),
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(origin + Object.keys(answers)[0], running);
  return {
    origin,
    async close() {
      running.child.kill('SIGTERM');
      await running.exited;
    },
  };
}

async function load(origin: string, paths: string[], seconds = duration) {
  const options: autocannon.Options = {
    url: origin,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    requests: paths.map((path) => ({ method: 'GET', path })),
  };
  const result = await generateLoad(options);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${origin}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    'requests/s': Math.round(result.requests.average),
    'p50 latency (ms)': result.latency.p50,
    'p99 latency (ms)': result.latency.p99,
    requests: result.requests.total,
  };
}

const app = await startDemoServer();
const paths = await menuPaths(app.origin);
const answers: Record<string, BareAnswer> = {};
for (const path of paths) answers[path] = await rawAnswer(app.origin + path);
const bare = await startAnsweringServer('bench/bare-server.ts', answers, app.dataDir);
const floor = await startAnsweringServer('bench/fastify-floor-server.ts', answers, app.dataDir);
const encodings = [...new Set(Object.values(answers).map((answer) => answer.encoding ?? 'identity'))];

console.error(
  `${paths.length} menu calls (answered ${encodings.join(', ')}), ${connections} connections, ${rounds} rounds of ${duration} s each…`,
);
type Measure = Awaited<ReturnType<typeof load>>;
const warmup = await load(app.origin, paths, Number(values.warmup));
await load(bare.origin, paths, Number(values.warmup));
await load(floor.origin, paths, Number(values.warmup));
const serverRounds: Measure[] = [];
const bareRounds: Measure[] = [];
const floorRounds: Measure[] = [];
for (let round = 0; round < rounds; round++) {
  serverRounds.push(await load(app.origin, paths));
  bareRounds.push(await load(bare.origin, paths));
  floorRounds.push(await load(floor.origin, paths));
}
const median = (measures: Measure[]) => {
  const { requests: _, ...measure } = measures.toSorted((a, b) => a['requests/s'] - b['requests/s'])[
    Math.floor(measures.length / 2)
  ]!;
  return measure;
};
const server = median(serverRounds);
const baseline = median(bareRounds);
const framework = median(floorRounds);
const served = serverRounds.reduce((sum, measure) => sum + measure.requests, warmup.requests);
await Promise.all([app.stop(), bare.close(), floor.close()]);
// Every line that Fastify or the request log writes about a request carries the request's id.
const logLines = (await fs.readFile(app.logFile, 'utf8'))
  .split('\n')
  .filter((line) => line.includes('"reqId"'));
await app.remove();

const perSecond = (measures: Measure[]) => measures.map((m) => m['requests/s']).join(', ');
const ratio = (measure: Pick<Measure, 'requests/s'>) =>
  (measure['requests/s'] / baseline['requests/s']).toFixed(2);
console.table({
  'food-order server': server,
  'bare node:http': baseline,
  'Fastify, one route, one log line': framework,
});
console.error(
  `rounds (requests/s): server ${perSecond(serverRounds)}; bare ${perSecond(bareRounds)}; Fastify ${perSecond(floorRounds)}`,
);
console.error(`ratio: the server answers ${ratio(server)}× the bare server's requests per second`);
const ofFloor = server['requests/s'] / framework['requests/s'];
console.error(
  `floor: Fastify with one route and a request log through pino.destination({ sync: false }) answers ${ratio(framework)}× of the bare server's; the server answers ${ofFloor.toFixed(2)}× of Fastify's`,
);
console.error(
  `goal (issue 3/8): the server at 0.9× of the floor or more: ${ofFloor >= 0.9 ? 'met' : 'MISSED'}`,
);
console.error(
  `request log: ${logLines.length} lines for ${served} requests under load and a few before: ${(logLines.length / served).toFixed(2)} per request`,
);
