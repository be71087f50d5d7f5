import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, usesPostgres } from './helpers.ts';
import { freePort, runNode, runScript, waitForHealth, type RunningProcess } from './server-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(repoRoot, 'apps/api/dist');

async function dependenciesOf(packageDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(repoRoot, packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

/** The packages a bundle imports at run time: esbuild writes each external import as `from "name"` or `import "name"`. */
function importedPackages(bundle: string): Set<string> {
  const names = new Set<string>();
  for (const [, specifier] of bundle.matchAll(/^import\s[^;]*?"([^"./][^"]*)";/gm)) {
    if (specifier!.startsWith('node:') || builtinModules.includes(specifier!)) continue;
    const parts = specifier!.split('/');
    names.add(specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  for (const [, specifier] of bundle.matchAll(/\bimport\("([^"./][^"]*)"\)/g)) names.add(specifier!);
  return names;
}

describe.skipIf(usesPostgres)('the production build (npm run build)', () => {
  const running: RunningProcess[] = [];
  beforeAll(async () => {
    const build = runScript('scripts/build.ts', [], {});
    expect(await build.exited, build.stderr()).toBe(0);
  }, 60_000);
  afterAll(() => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('bundles the workspace packages and imports only production dependencies', async () => {
    const production = new Set(
      (
        await Promise.all(
          ['apps/api', 'packages/contract', 'packages/i18n', 'packages/money', 'packages/opening-hours'].map(
            dependenciesOf,
          ),
        )
      ).flat(),
    );
    for (const entry of ['server.js', 'cli.js']) {
      const imported = importedPackages(await readFile(path.join(dist, entry), 'utf8'));
      expect(imported.has('drizzle-orm')).toBe(true);
      for (const name of imported) {
        expect(name.startsWith('@food/'), `${entry} imports ${name}`).toBe(false);
        expect(production.has(name), `${entry} imports ${name}, not a production dependency`).toBe(true);
      }
    }
  });

  it('runs with node alone: migrates a new data folder, answers, and stops on SIGTERM', async () => {
    const port = await freePort();
    const server = runNode(['--enable-source-maps', 'dist/server.js'], {
      PORT: String(port),
      DATA_DIR: await tempDir(),
      NODE_ENV: 'production',
    });
    running.push(server);
    await waitForHealth(port, server);
    expect(server.stdout()).toContain(`running at http://localhost:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
    // Migrated (the stores table is there), and not seeded: a production start never adds the demo.
    const store = await fetch(`http://127.0.0.1:${port}/api/stores/9`);
    expect(store.status).toBe(404);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('builds the command-line tool too', async () => {
    const cli = runNode(['dist/cli.js', '--help'], {});
    expect(await cli.exited).toBe(0);
    expect(cli.stdout()).toContain('store:create');
  });
});
