// Every "spec §N" and "decisions §N" in the code and the docs names a section of docs/product/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const sections = (file) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/^## (\d+)\./gm)].map((match) => match[1]));
const known = { spec: sections('docs/product/spec.md'), decisions: sections('docs/product/decisions.md') };

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|md)$/.test(file) && !file.startsWith('docs/product/'));

const broken = [];
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const [, doc, section] of line.matchAll(/\b(spec|decisions) §(\d+)/g)) {
      if (!known[doc].has(section))
        broken.push(`${file}:${index + 1}: ${doc} §${section} is not a section of docs/product/`);
    }
  });
}
if (broken.length > 0) {
  console.error(broken.join('\n'));
  process.exit(1);
}
