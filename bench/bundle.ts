/**
 * What a customer's browser downloads to show the menu: every JavaScript and CSS file that the
 * production build loads for `/` in Chromium, gzipped, against the 150 KB JavaScript budget; then
 * the same for the back office, to show that none of its code is in the storefront's first load.
 *   npm run bench:bundle
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startDemoServer } from './demo-server.ts';

const JS_BUDGET_BYTES = 150 * 1024;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The built files the page at `pathname` asked for before the network went quiet. */
async function filesLoadedBy(origin: string, pathname: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const { pathname: file } = new URL(request.url());
      if (/\.(js|css)$/.test(file)) files.add(file);
    });
    await page.goto(origin + pathname, { waitUntil: 'networkidle' });
    return [...files].sort();
  } finally {
    await browser.close();
  }
}

async function gzippedSize(file: string) {
  const bytes = await fs.readFile(path.join(dist, file));
  return gzipSync(bytes, { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function report(title: string, files: string[]) {
  const rows = await Promise.all(files.map(async (file) => ({ file, gzip: await gzippedSize(file) })));
  const total = (ext: string) => rows.filter((r) => r.file.endsWith(ext)).reduce((sum, r) => sum + r.gzip, 0);
  console.log(`\n${title}`);
  console.table(Object.fromEntries(rows.map((r) => [r.file, kb(r.gzip)])));
  return { js: total('.js'), css: total('.css') };
}

const server = await startDemoServer();
try {
  const storefrontFiles = await filesLoadedBy(server.origin, '/');
  const adminFiles = await filesLoadedBy(server.origin, '/admin');
  const storefront = await report('Storefront first load (/), gzipped', storefrontFiles);
  const backOfficeOnly = adminFiles.filter((file) => !storefrontFiles.includes(file));
  await report('Loaded only by the back office (/admin), gzipped', backOfficeOnly);

  const storefrontSource = (
    await Promise.all(storefrontFiles.map((file) => fs.readFile(path.join(dist, file), 'utf8')))
  ).join('\n');
  const backOfficeInStorefront = ['Tax Management', 'Admin Login'].filter((text) =>
    storefrontSource.includes(text),
  );

  console.log(`\nStorefront JavaScript: ${kb(storefront.js)} of a ${kb(JS_BUDGET_BYTES)} budget`);
  console.log(`Storefront CSS: ${kb(storefront.css)}`);
  console.log(
    `Back-office code in the storefront's first load: ${backOfficeInStorefront.length ? backOfficeInStorefront.join(', ') : 'none'}`,
  );
  if (storefront.js > JS_BUDGET_BYTES || backOfficeInStorefront.length) process.exitCode = 1;
} finally {
  await server.close();
}
