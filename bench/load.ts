/**
 * The load generator of bench:menu in a process of its own, so that it never shares an event loop
 * with the server it measures: `generateLoad` runs this file as a script, which runs autocannon with
 * the options it is given and prints the result.
 */
import autocannon from 'autocannon';
import { spawnScript } from './processes.ts';

export async function generateLoad(options: autocannon.Options): Promise<autocannon.Result> {
  const generator = spawnScript('bench/load.ts', [JSON.stringify(options)]);
  let output = '';
  generator.child.stdout!.on('data', (chunk) => (output += chunk));
  if ((await generator.exited) !== 0) throw new Error(`the load generator failed: ${generator.stderr()}`);
  return JSON.parse(output) as autocannon.Result;
}

if (process.argv[1] === import.meta.filename) {
  const result = await autocannon(JSON.parse(process.argv[2]!) as autocannon.Options);
  process.stdout.write(JSON.stringify(result));
}
