/**
 * The functions that took the most CPU time of their own in a .cpuprofile (bench/cpu-profile.mjs), with
 * their share of the samples, and the same summed by package.
 *   tsx bench/cpu-profile-top.ts <file.cpuprofile> [count]
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const [file, count = '30'] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file!, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfSamples = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const id of profile.samples) {
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
  const where = url.replace(/^file:\/\/.*?\/(node_modules|apps|packages)\//, '$1/');
  const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  selfSamples.set(key, (selfSamples.get(key) ?? 0) + 1);
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    /\/(apps\/[^/]+\/src\/[^/]+\/[^/]+)/.exec(url)?.[1] ??
    (url ? 'node:internal' : functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
}
const total = profile.samples.length;
const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(count))
    .map(([name, samples]) => `${((100 * samples) / total).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(
  `${total} samples\n\nself time by function:\n${top(selfSamples)}\n\nby package:\n${top(byPackage)}`,
);
