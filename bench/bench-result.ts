/**
 * The line each bench ends with, which `npm run bench` (all.ts) gathers into one table: one row per
 * figure, beside its goal and the baseline measured in the same run.
 */
export interface ResultRow {
  what: string;
  goal: string;
  figure: string;
  baseline: string | null;
  ratio: number | null;
  /** Null where the row only informs. */
  pass: boolean | null;
}

export const RESULT_PREFIX = 'bench-result: ';

export function printResult(rows: ResultRow[]): void {
  console.log(`${RESULT_PREFIX}${JSON.stringify({ rows })}`);
}
