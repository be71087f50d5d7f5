/**
 * Requests per second and latency of the storefront's menu calls from the real server as production
 * runs it (its request line written for every request), beside two servers answering the same bytes
 * with the same headers in the same run: Fastify with one route and the server's request log
 * (bench/fastify-floor-server.ts), the floor the goal is set against, and a bare node:http server
 * (bench/bare-server.ts), the ceiling. The calls are the menu page's reads (apps/api/src/plugins/page-reads.ts),
 * which the storefront makes itself as they go stale or when it is opened without them: the store, its
 * categories, offers, delivery postcodes and a page of products per shown category, asked as a
 * browser's app asks them (apps/web/src/lib/api-client.ts: Accept, Accept-Language, and a browser's
 * Accept-Encoding, user agent and fetch metadata, about 700 bytes of headers). A customer who is logged
 * in sends a token and is never answered from the menu cache: these are a visitor's calls.
 * The servers and the load generator (autocannon) each run in a process of their own. The servers take
 * turns for `rounds` rounds and each one's median round counts, so that a burst of other work on the
 * machine does not decide the ratio. Each server first answers the same load for `warmup` seconds, not
 * counted: a server that has just started is still compiling its code. `--profile DIR` writes the real
 * server's CPU profile into DIR (bench/cpu-profile.mjs; read it with bench/cpu-profile-top.ts).
 *   npm run bench:menu [-- --duration 10 --connections 50 --rounds 3 --warmup 3 --profile /tmp/prof]
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { replayedHeaders, type BareAnswer } from './answers.ts';
import { startDemoServer } from './demo-server.ts';
import { generateLoad } from './load.ts';
import { freePort, spawnScript, waitForOk } from './processes.ts';
import { printResult, type ResultRow } from './bench-result.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
    profile: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const connections = Number(values.connections);
/** What a current Chrome sends with the storefront app's fetch of a menu read. */
const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-language': 'de',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'sec-ch-ua': '"Google Chrome";v="131", "Chromium";v="131", "Not_A Brand";v="24"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Linux"',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
  referer: 'https://food.example/',
  priority: 'u=1, i',
};
/** The categories whose products come with the menu page (apps/api/src/plugins/page-reads.ts). */
const PAGE_CATEGORIES = 12;

/** The menu page's reads, as apps/api/src/plugins/page-reads.ts makes them. */
async function menuPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/categories/?store_id=9`, { headers: BROWSER_HEADERS });
  const categories = (await response.json()) as { id: number; isActive: boolean }[];
  return [
    '/api/stores/9',
    '/api/categories/?store_id=9',
    '/api/discounts/?store_id=9',
    '/api/postcodes/store/9',
    ...categories
      .filter((category) => category.isActive)
      .slice(0, PAGE_CATEGORIES)
      .map((c) => `/api/products/limitbycat/10?offset=0&store_id=9&category_id=${c.id}`),
  ];
}

/** The answer as it goes over the wire (still compressed, if it was), with its headers. */
function rawAnswer(url: string): Promise<BareAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks).toString('base64'),
            headers: replayedHeaders(response.headers),
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
    headers: BROWSER_HEADERS,
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

const app = await startDemoServer({
  demo: false,
  env: values.profile
    ? {
        NODE_OPTIONS: `--import=${path.resolve('bench/cpu-profile.mjs')}`,
        CPU_PROFILE_DIR: path.resolve(values.profile),
      }
    : {},
});
const paths = await menuPaths(app.origin);
const answers: Record<string, BareAnswer> = {};
for (const path of paths) answers[path] = await rawAnswer(app.origin + path);
const bare = await startAnsweringServer('bench/bare-server.ts', answers, app.dataDir);
const floor = await startAnsweringServer('bench/fastify-floor-server.ts', answers, app.dataDir);
const encodings = [
  ...new Set(Object.values(answers).map((answer) => answer.headers['content-encoding'] ?? 'identity')),
];
const headerBytes = Math.round(
  Object.values(answers).reduce((sum, { headers }) => sum + Object.entries(headers).join('\r\n').length, 0) /
    paths.length,
);

console.error(
  `${paths.length} menu calls (answered ${encodings.join(', ')}, about ${headerBytes} bytes of headers each), ${connections} connections, ${rounds} rounds of ${duration} s each…`,
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

const perSecond = (measures: Measure[]) => measures.map((m) => m['requests/s']).join('/');
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
  `floor: Fastify with one route and the same request log answers ${ratio(framework)}× of the bare server's; the server answers ${ofFloor.toFixed(2)}× of Fastify's`,
);
console.error(
  `request log: ${logLines.length} lines for ${served} requests under load and a few before: ${(logLines.length / served).toFixed(2)} per request`,
);
console.error(`load average: ${(await fs.readFile('/proc/loadavg', 'utf8')).trim()}`);
const rows: ResultRow[] = [
  {
    what: 'Menu calls under load vs the Fastify floor',
    goal: '≥ 0.9×',
    figure: `${server['requests/s']} req/s (rounds ${perSecond(serverRounds)})`,
    baseline: `${framework['requests/s']} req/s, Fastify floor (rounds ${perSecond(floorRounds)})`,
    ratio: Math.round(ofFloor * 100) / 100,
    pass: ofFloor >= 0.9,
  },
  {
    what: 'Menu calls under load vs bare node:http',
    goal: 'informative',
    figure: `${server['requests/s']} req/s`,
    baseline: `${baseline['requests/s']} req/s, bare node:http (rounds ${perSecond(bareRounds)})`,
    ratio: Number(ratio(server)),
    pass: null,
  },
];
printResult(rows);
