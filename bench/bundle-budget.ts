/**
 * The first-load budgets, counted from the build's output without a browser: the chunks a page loads at
 * once are its entries' files and, recursively, their static imports (the build's manifest), each in
 * the bytes of its brotli file, which the server sends to every browser that accepts it. The bytes are
 * those of the build, so the count is the same on every machine; bench/bundle.ts checks it against
 * what Chromium loads from the real server.
 */
import fs from 'node:fs';
import path from 'node:path';

export const KB = 1024;

interface Budget {
  /** JavaScript as transferred (brotli). */
  bytes: number;
  /** Script requests, where their number is held. */
  scripts?: number;
}

// Issue 3/8's budgets, held by CI (npm run check:bundle in test:e2e).
export const STOREFRONT_BUDGET: Budget = { bytes: 125 * KB, scripts: 12 };
export const ADMIN_BUDGET: Budget = { bytes: 250 * KB };

/** The part of Vite's manifest (`build.manifest`) the count reads. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The JavaScript files that loading the manifest's `entries` fetches, each once. */
export function filesLoadedAtOnce(manifest: Manifest, entries: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}.`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files].sort();
}

interface FirstLoad {
  files: { file: string; bytes: number }[];
  bytes: number;
  scripts: number;
}

export function firstLoad(files: readonly string[], transferredBytes: (file: string) => number): FirstLoad {
  const rows = files.map((file) => ({ file, bytes: transferredBytes(file) }));
  return { files: rows, bytes: rows.reduce((sum, row) => sum + row.bytes, 0), scripts: rows.length };
}

/** What is over the budget, in words; empty when the load fits. */
export function overBudget(load: FirstLoad, budget: Budget): string[] {
  const over: string[] = [];
  if (load.bytes > budget.bytes)
    over.push(`${(load.bytes / KB).toFixed(1)} KB of JavaScript, over ${(budget.bytes / KB).toFixed(0)} KB`);
  if (budget.scripts !== undefined && load.scripts > budget.scripts)
    over.push(`${load.scripts} scripts, over ${budget.scripts}`);
  return over;
}

const INDEX = 'index.html';

/**
 * The manifest's entries of each page's first load. `/` is the page's script alone: the storefront's
 * frame and menu are in it. `/admin` adds the routes the router loads at once for it (app/router.tsx):
 * the back office's root and its login. Its texts come with the server's page, not as chunks.
 */
const PAGE_ENTRIES = {
  storefront: [INDEX],
  admin: [INDEX, 'src/app/routes/admin/root.tsx', 'src/app/routes/admin/login.tsx'],
} as const;

/** The first loads of `/` and `/admin` of the build in `dist`. */
export function measureBuild(dist: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const transferred = (file: string) => fs.statSync(path.join(dist, `${file}.br`)).size;
  const load = (entries: readonly string[]) => firstLoad(filesLoadedAtOnce(manifest, entries), transferred);
  return { storefront: load(PAGE_ENTRIES.storefront), admin: load(PAGE_ENTRIES.admin) };
}
