/**
 * The first-load budgets (issue 45): the JavaScript a page fetches until its network is quiet, without
 * any interaction (first-load.ts), in the bytes that went over the wire.
 */
export const KB = 1024;

export interface Budget {
  /** JavaScript as transferred (brotli). */
  bytes: number;
  /** Script requests, where their number is held. */
  scripts?: number;
}

export const STOREFRONT_BUDGET: Budget = { bytes: 125 * KB, scripts: 12 };
export const ADMIN_BUDGET: Budget = { bytes: 250 * KB };

export interface FirstLoad {
  bytes: number;
  scripts: number;
}

/** The JavaScript among the files fetched, summed. */
export function scriptsOf(files: readonly { file: string; transferred: number }[]): FirstLoad {
  const scripts = files.filter((f) => f.file.endsWith('.js'));
  return { bytes: scripts.reduce((sum, f) => sum + f.transferred, 0), scripts: scripts.length };
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
