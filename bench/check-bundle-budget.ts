/**
 * Fails when the built web app's first load of `/` or `/admin` is over its budget (bundle-budget.ts).
 * Needs the web app's build (npm run build -w @food/web); no browser.
 *   npx tsx bench/check-bundle-budget.ts
 */
import path from 'node:path';
import { ADMIN_BUDGET, KB, measureBuild, overBudget, STOREFRONT_BUDGET } from './bundle-budget.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const { storefront, admin } = measureBuild(dist);

for (const [page, load, budget] of [
  ['/', storefront, STOREFRONT_BUDGET],
  ['/admin', admin, ADMIN_BUDGET],
] as const) {
  const over = overBudget(load, budget);
  console.log(
    `${page}: ${(load.bytes / KB).toFixed(1)} KB of JavaScript (brotli) of ${budget.bytes / KB} KB, in ${load.scripts}${budget.scripts ? ` of ${budget.scripts}` : ''} scripts`,
  );
  if (over.length === 0) continue;
  for (const { file, bytes } of load.files)
    console.log(`  ${(bytes / KB).toFixed(1).padStart(6)} KB  ${file}`);
  console.error(`${page} is over its first-load budget: ${over.join('; ')}`);
  process.exitCode = 1;
}
