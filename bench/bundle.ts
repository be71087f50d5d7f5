/**
 * What a customer's browser downloads to show the menu: every JavaScript and CSS file that the
 * production build loads for `/` in Chromium from the real server, in the bytes that went over the
 * wire (Chromium asks for `br, gzip`; the server sends the build's brotli files), against the budget
 * of 125 KB of JavaScript in 12 script requests; then the same for the back office (250 KB), to show
 * that none of its code is in the storefront's first load. It also prints the build's own count
 * (bundle-budget.ts, which CI checks without a browser), which should match.
 *   npm run bench:bundle
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ADMIN_BUDGET, measureBuild, STOREFRONT_BUDGET } from './bundle-budget.ts';
import { startDemoServer } from './demo-server.ts';

const JS_BUDGET_BYTES = STOREFRONT_BUDGET.bytes;
const SCRIPT_REQUEST_BUDGET = STOREFRONT_BUDGET.scripts!;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Loaded {
  file: string;
  /** The body as it came over the wire, compressed or not, as Chromium counted it. */
  transferred: number;
  /** Its response headers: not compressed over HTTP/1.1, though HTTP/2 would. */
  headers: number;
  /** The body once decoded. */
  size: number;
  encoding: string;
}

/** The built files the page at `pathname` loaded before the network went quiet, as Chromium received them. */
async function filesLoadedBy(origin: string, pathname: string): Promise<Loaded[]> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const loads: Promise<Loaded>[] = [];
    page.on('requestfinished', (request) => {
      const { pathname: file } = new URL(request.url());
      if (!/\.(js|css)$/.test(file)) return;
      loads.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            file,
            transferred: sizes.responseBodySize,
            headers: sizes.responseHeadersSize,
            size: (await response!.body()).length,
            encoding: response!.headers()['content-encoding'] ?? 'none',
          };
        })(),
      );
    });
    await page.goto(origin + pathname, { waitUntil: 'networkidle' });
    return (await Promise.all(loads)).sort((a, b) => (a.file < b.file ? -1 : 1));
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(title: string, files: Loaded[]) {
  const of = (ext: string) => files.filter((f) => f.file.endsWith(ext));
  const sum = (rows: Loaded[], key: 'transferred' | 'headers' | 'size') =>
    rows.reduce((total, row) => total + row[key], 0);
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      files.map((f) => [
        f.file,
        { transferred: kb(f.transferred), encoding: f.encoding, decoded: kb(f.size) },
      ]),
    ),
  );
  return {
    js: sum(of('.js'), 'transferred'),
    jsDecoded: sum(of('.js'), 'size'),
    css: sum(of('.css'), 'transferred'),
    headers: sum(files, 'headers'),
    scripts: of('.js').length,
  };
}

const server = await startDemoServer();
try {
  const storefrontFiles = await filesLoadedBy(server.origin, '/');
  const adminFiles = await filesLoadedBy(server.origin, '/admin');
  const storefront = report('Storefront first load (/), as transferred', storefrontFiles);
  const inStorefront = new Set(storefrontFiles.map((f) => f.file));
  report(
    'Loaded only by the back office (/admin), as transferred',
    adminFiles.filter((f) => !inStorefront.has(f.file)),
  );
  const adminJs = adminFiles.filter((f) => f.file.endsWith('.js'));
  const admin = { js: adminJs.reduce((total, f) => total + f.transferred, 0), scripts: adminJs.length };
  const counted = measureBuild(dist);

  const storefrontSource = (
    await Promise.all([...inStorefront].map((file) => fs.readFile(path.join(dist, file), 'utf8')))
  ).join('\n');
  const backOfficeInStorefront = ['Tax Management', 'Admin Login'].filter((text) =>
    storefrontSource.includes(text),
  );

  console.log(
    `\nStorefront JavaScript as transferred: ${kb(storefront.js)} of a ${kb(JS_BUDGET_BYTES)} budget (${kb(storefront.jsDecoded)} decoded)`,
  );
  console.log(`Storefront script requests: ${storefront.scripts} of a budget of ${SCRIPT_REQUEST_BUDGET}`);
  console.log(
    `Back office (/admin) JavaScript as transferred: ${kb(admin.js)} in ${admin.scripts} scripts, of a ${kb(ADMIN_BUDGET.bytes)} budget`,
  );
  console.log(
    `The build's count (bench/check-bundle-budget.ts): / ${kb(counted.storefront.bytes)} in ${counted.storefront.scripts} scripts, /admin ${kb(counted.admin.bytes)} in ${counted.admin.scripts} scripts`,
  );
  console.log(`Storefront CSS as transferred: ${kb(storefront.css)}`);
  console.log(`Response headers of these files: ${kb(storefront.headers)}`);
  console.log(
    `Back-office code in the storefront's first load: ${backOfficeInStorefront.length ? backOfficeInStorefront.join(', ') : 'none'}`,
  );
  if (
    storefront.js > JS_BUDGET_BYTES ||
    storefront.scripts > SCRIPT_REQUEST_BUDGET ||
    admin.js > ADMIN_BUDGET.bytes ||
    backOfficeInStorefront.length
  )
    process.exitCode = 1;
} finally {
  await server.close();
}
