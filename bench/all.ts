/**
 * `npm run bench`: every bench of issue 45, one after the other, each in a process of its own on the
 * production build, and one table of what they measured: each figure beside its goal and the baseline
 * measured in the same run, with the commit and the machine's load before each bench. A figure taken
 * on a busy machine is not one: the load column says whether it was. The table is markdown, as the
 * README's Performance section shows it; each bench's own output goes to a log file named at the end.
 * PostgreSQL is measured too when DATABASE_URL is set (bench/orders.ts).
 *   npm run bench [-- --only bundle,menu]
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RESULT_PREFIX, type ResultRow } from './bench-result.ts';

const BENCHES = [
  { name: 'bundle', script: 'bench/bundle.ts' },
  { name: 'lighthouse', script: 'bench/lighthouse.ts' },
  { name: 'menu', script: 'bench/menu.ts' },
  { name: 'orders', script: 'bench/orders.ts' },
  { name: 'realtime', script: 'bench/realtime.ts' },
] as const;

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',');
const root = path.resolve(import.meta.dirname, '..');
const logDir = await fs.mkdtemp(path.join(os.tmpdir(), 'food-bench-'));

function git(...args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd: root });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', () => resolve(out.trim()));
  });
}

/** Runs one bench; answers its result rows (none when it failed before printing them) and its exit code. */
function run(script: string, logFile: string): Promise<{ rows: ResultRow[]; code: number | null }> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: process.env });
    const rows: ResultRow[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      log.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines)
        if (line.startsWith(RESULT_PREFIX))
          rows.push(...(JSON.parse(line.slice(RESULT_PREFIX.length)) as { rows: ResultRow[] }).rows);
    });
    child.stderr.pipe(log);
    child.on('error', reject);
    child.on('close', (code) => log.end(() => resolve({ rows, code })));
  });
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const commit = `${await git('rev-parse', '--short', 'HEAD')}${(await git('status', '--porcelain')) ? ' (with changes)' : ''}`;
const loadBefore = load();
const table: string[] = [];
for (const bench of BENCHES) {
  if (only && !only.includes(bench.name)) continue;
  const before = os.loadavg()[0]!.toFixed(2);
  const logFile = path.join(logDir, `${bench.name}.log`);
  console.error(`${bench.name}: running (load ${before}), output in ${logFile}`);
  const { rows, code } = await run(bench.script, logFile);
  if (rows.length === 0)
    table.push(`| ${bench.name} | – | failed (exit ${code}), see its log | – | – | ✗ | ${before} |`);
  for (const row of rows) {
    const met = row.pass === null ? '–' : row.pass ? '✓' : '✗';
    const ratio = row.ratio === null ? '–' : `${row.ratio.toFixed(2)}×`;
    table.push(
      `| ${row.what} | ${row.goal} | ${row.figure} | ${row.baseline ?? '–'} | ${ratio} | ${met} | ${before} |`,
    );
  }
}

console.log(
  `Commit ${commit}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), load before the run ${loadBefore}\n`,
);
console.log('| What | Goal | Figure | Baseline (same run) | Ratio | Met | Load before |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const line of table) console.log(line);
console.log(`\nEach bench's own output: ${logDir}`);
