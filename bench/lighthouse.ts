/**
 * Lighthouse 12, mobile preset (its default: a mid-range phone on slow 4G, simulated), on the
 * storefront `/` and the back office `/admin` of the real server serving the production build.
 * Runs each page 3 times (`--runs N`), prints every run's category scores and paint and blocking
 * metrics, their median against the goals (issue 3/8: `/` performance ≥ 95 and 100 elsewhere, `/admin`
 * performance ≥ 90; issue 45: `/` with a total blocking time under 200 ms), the bytes of the last run by
 * type, and the audits that cost points.
 *   npm run bench:lighthouse   (builds the web app first)
 * Chromium: CHROME_PATH, /usr/bin/chromium by default.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { printResult, type ResultRow } from './bench-result.ts';
import { startDemoServer } from './demo-server.ts';
import { freePort } from './processes.ts';

const PAGES = ['/', '/admin'];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium with a DevTools port for Lighthouse, as chrome-launcher starts it. */
async function launchChromium() {
  const port = await freePort();
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'food-lighthouse-'));
  const chromium = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-extensions',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${chromePath} did not open its DevTools port`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill('SIGTERM');
      await exited;
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}

const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 3;
/** The lowest median score each category may have, per page. */
const GOALS: Record<string, Record<string, number>> = {
  '/': { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  '/admin': { performance: 90 },
};
/** The highest median total blocking time, per page. */
const TBT_GOALS: Record<string, number> = { '/': 200 };
const METRICS = {
  LCP: 'largest-contentful-paint',
  FCP: 'first-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function row(lhr: Result['lhr']) {
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? 0]),
  );
  return { scores, metrics };
}

const formatMetric = (name: string, value: number) => (name === 'CLS' ? value.toFixed(3) : ms(value));

const server = await startDemoServer();
const chromium = await launchChromium();
let missed = false;
const results: ResultRow[] = [];
try {
  for (const page of PAGES) {
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(server.origin + page, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      runs.push(result);
    }
    const last = runs.at(-1)!.lhr;
    console.log(
      `\n${page}  (Lighthouse ${last.lighthouseVersion}, ${last.configSettings.formFactor}, ${RUNS} runs)`,
    );
    const rows = runs.map((result) => row(result.lhr));
    const categories = Object.keys(rows[0]!.scores);
    const medians = {
      scores: Object.fromEntries(categories.map((id) => [id, median(rows.map((r) => r.scores[id]!))])),
      metrics: Object.fromEntries(
        Object.keys(METRICS).map((name) => [name, median(rows.map((r) => r.metrics[name]!))]),
      ),
    };
    const table = (r: typeof medians) => ({
      ...r.scores,
      ...Object.fromEntries(
        Object.entries(r.metrics).map(([name, value]) => [name, formatMetric(name, value)]),
      ),
    });
    console.table({
      ...Object.fromEntries(rows.map((r, i) => [`run ${i + 1}`, table(r)])),
      median: table(medians),
    });
    for (const [id, goal] of Object.entries(GOALS[page] ?? {})) {
      const score = medians.scores[id]!;
      const met = score >= goal;
      missed ||= !met;
      console.log(`${met ? 'met   ' : 'MISSED'} ${id}: median ${score}, goal ≥ ${goal}`);
    }
    const tbtGoal = TBT_GOALS[page];
    const tbt = medians.metrics.TBT!;
    if (tbtGoal !== undefined) {
      missed ||= tbt >= tbtGoal;
      console.log(`${tbt < tbtGoal ? 'met   ' : 'MISSED'} TBT: median ${ms(tbt)}, goal < ${tbtGoal} ms`);
    }
    const performanceGoal = GOALS[page]!.performance!;
    results.push({
      what: `Lighthouse mobile ${page}, median of ${RUNS}`,
      goal: `≥ ${performanceGoal}${tbtGoal === undefined ? '' : `, TBT < ${tbtGoal} ms`}`,
      figure: `${medians.scores.performance} (${rows.map((r) => r.scores.performance).join('/')}); LCP ${ms(medians.metrics.LCP)}, TBT ${ms(tbt)}`,
      baseline: null,
      ratio: null,
      pass: medians.scores.performance! >= performanceGoal && (tbtGoal === undefined || tbt < tbtGoal),
    });
    const summary = last.audits['resource-summary']?.details as
      { items: { label: string; requestCount: number; transferSize: number }[] } | undefined;
    console.table(
      Object.fromEntries(
        (summary?.items ?? []).map((item) => [
          item.label,
          { requests: item.requestCount, transferred: kb(item.transferSize) },
        ]),
      ),
    );
    const failing = Object.values(last.categories)
      .filter((category) => (category.score ?? 0) < 1)
      .flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (last.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${category.title}: ${last.audits[ref.id]!.title}`),
      );
    if (failing.length > 0) console.log(`audits below 90 (weighted, last run):\n  ${failing.join('\n  ')}`);
  }
  printResult(results);
} finally {
  await chromium.close();
  await server.close();
}
if (missed) process.exitCode = 1;
