/**
 * What a customer's phone downloads opening the storefront `/` without a tap, until its network is
 * quiet (first-load.ts), from the real server with the production build, in the bytes that went over
 * the wire, against the budget of 125 KB of JavaScript in 12 script requests; then the back office
 * `/admin` on a desktop (250 KB), and that none of its code is in the storefront's load. Exits with 1
 * when a budget is missed: `npm test` runs it on the built app (test:e2e).
 *   npm run bench:bundle   (builds the web app first; npm run check:bundle uses the build as it is)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { printResult } from './bench-result.ts';
import { ADMIN_BUDGET, KB, overBudget, scriptsOf, STOREFRONT_BUDGET } from './bundle-budget.ts';
import { startDemoServer } from './demo-server.ts';
import { fetchedUntilQuiet, launchChromium, type Fetched } from './first-load.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(title: string, files: Fetched[]) {
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      files.map((f) => [
        f.file,
        { transferred: kb(f.transferred), encoding: f.encoding, decoded: kb(f.size) },
      ]),
    ),
  );
}

const server = await startDemoServer();
const browser = await launchChromium();
try {
  const storefrontFiles = await fetchedUntilQuiet(browser, `${server.origin}/`, 'phone');
  const adminFiles = await fetchedUntilQuiet(browser, `${server.origin}/admin`, 'desktop');
  report('Storefront (/) on a phone, until the network is quiet, as transferred', storefrontFiles);
  const inStorefront = new Set(storefrontFiles.map((f) => f.file));
  report(
    'Fetched only by the back office (/admin), as transferred',
    adminFiles.filter((f) => !inStorefront.has(f.file)),
  );
  const storefront = scriptsOf(storefrontFiles);
  const admin = scriptsOf(adminFiles);
  const storefrontSource = (
    await Promise.all([...inStorefront].map((file) => fs.readFile(path.join(dist, file), 'utf8')))
  ).join('\n');
  const backOfficeInStorefront = ['Tax Management', 'Admin Login'].filter((text) =>
    storefrontSource.includes(text),
  );
  const css = storefrontFiles
    .filter((f) => f.file.endsWith('.css'))
    .reduce((sum, f) => sum + f.transferred, 0);
  const storefrontOver = overBudget(storefront, STOREFRONT_BUDGET);
  const adminOver = overBudget(admin, ADMIN_BUDGET);

  console.log(
    `\nStorefront JavaScript: ${kb(storefront.bytes)} in ${storefront.scripts} scripts, of ${kb(STOREFRONT_BUDGET.bytes)} in ${STOREFRONT_BUDGET.scripts}`,
  );
  console.log(`Storefront CSS: ${kb(css)}`);
  console.log(
    `Back office JavaScript: ${kb(admin.bytes)} in ${admin.scripts} scripts, of ${kb(ADMIN_BUDGET.bytes)}`,
  );
  console.log(
    `Back-office code in the storefront's load: ${backOfficeInStorefront.length ? backOfficeInStorefront.join(', ') : 'none'}`,
  );
  for (const problem of [...storefrontOver.map((p) => `/: ${p}`), ...adminOver.map((p) => `/admin: ${p}`)])
    console.error(`Over budget: ${problem}`);
  printResult([
    {
      what: 'Scripts a phone fetches opening /, until the network is quiet',
      goal: `≤ ${STOREFRONT_BUDGET.bytes / KB} KB in ≤ ${STOREFRONT_BUDGET.scripts}`,
      figure: `${kb(storefront.bytes)} in ${storefront.scripts}`,
      baseline: null,
      ratio: null,
      pass: storefrontOver.length === 0 && backOfficeInStorefront.length === 0,
    },
    {
      what: 'Scripts the back office fetches opening /admin',
      goal: `≤ ${ADMIN_BUDGET.bytes / KB} KB`,
      figure: `${kb(admin.bytes)} in ${admin.scripts}`,
      baseline: null,
      ratio: null,
      pass: adminOver.length === 0,
    },
  ]);
  if (storefrontOver.length || adminOver.length || backOfficeInStorefront.length) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
