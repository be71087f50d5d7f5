/**
 * Lighthouse 12, mobile preset (its default: a mid-range phone on slow 4G, simulated), on the
 * storefront `/` and the back office `/admin` of the real server serving the production build.
 * Prints every category score, the paint and blocking metrics, and the bytes transferred by type.
 *   npm run bench:lighthouse   (builds the web app first)
 * Chromium: CHROME_PATH, /usr/bin/chromium by default.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
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

const server = await startDemoServer();
const chromium = await launchChromium();
try {
  for (const page of PAGES) {
    const result = await lighthouse(server.origin + page, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    const { categories, audits } = result.lhr;
    console.log(
      `\n${page}  (Lighthouse ${result.lhr.lighthouseVersion}, ${result.lhr.configSettings.formFactor})`,
    );
    console.table(
      Object.fromEntries(
        Object.values(categories).map((category) => [
          category.title,
          Math.round((category.score ?? 0) * 100),
        ]),
      ),
    );
    console.table({
      LCP: ms(audits['largest-contentful-paint']?.numericValue),
      FCP: ms(audits['first-contentful-paint']?.numericValue),
      TBT: ms(audits['total-blocking-time']?.numericValue),
      CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    });
    const summary = audits['resource-summary']?.details as
      { items: { label: string; requestCount: number; transferSize: number }[] } | undefined;
    console.table(
      Object.fromEntries(
        (summary?.items ?? []).map((item) => [
          item.label,
          { requests: item.requestCount, transferred: kb(item.transferSize) },
        ]),
      ),
    );
    const failing = Object.values(categories)
      .filter((category) => (category.score ?? 0) < 1)
      .flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${category.title}: ${audits[ref.id]!.title}`),
      );
    if (failing.length > 0) console.log(`audits below 90 (weighted):\n  ${failing.join('\n  ')}`);
  }
} finally {
  await chromium.close();
  await server.close();
}
