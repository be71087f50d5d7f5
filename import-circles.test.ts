import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const folders: string[] = [];

/** What `npm run lint:circles`'s cruise says of a folder holding these files. */
async function cruise(files: Record<string, string>) {
  const folder = await mkdtemp(path.join(tmpdir(), 'circle-test-'));
  folders.push(folder);
  await Promise.all(Object.entries(files).map(([name, code]) => writeFile(path.join(folder, name), code)));
  return promisify(execFile)(
    'npx',
    ['depcruise', '--config', path.join(root, '.dependency-cruiser.cjs'), folder],
    { cwd: root },
  ).then(
    () => ({ refused: false, output: '' }),
    (error: { stdout: string }) => ({ refused: true, output: error.stdout }),
  );
}

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the import-circle check of npm run lint', { timeout: 60_000 }, () => {
  const name = () => randomBytes(3).toString('hex');

  it('refuses a circle of type-only imports, which ESLint’s import-x/no-cycle lets through', async () => {
    const [a, b] = [name(), name()];
    const result = await cruise({
      [`${a}.ts`]: `import type { B } from './${b}.ts';\nexport type A = { b?: B };\n`,
      [`${b}.ts`]: `import type { A } from './${a}.ts';\nexport type B = { a?: A };\n`,
    });
    expect(result.refused).toBe(true);
    expect(result.output).toContain('no-circular');
  });

  it('refuses a circle closed by a lazy import', async () => {
    const [a, b] = [name(), name()];
    const result = await cruise({
      [`${a}.ts`]: `export const load = () => import('./${b}.ts');\n`,
      [`${b}.ts`]: `import { load } from './${a}.ts';\nexport const again = load;\n`,
    });
    expect(result.refused).toBe(true);
  });

  it('accepts imports that go one way', async () => {
    const [a, b] = [name(), name()];
    const result = await cruise({
      [`${a}.ts`]: `export type A = { id: number };\n`,
      [`${b}.ts`]: `import type { A } from './${a}.ts';\nexport type B = A[];\n`,
    });
    expect(result).toEqual({ refused: false, output: '' });
  });
});
