// The API compiled for production: one ES module per entry in apps/api/dist, run with plain `node`.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiDir, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli/index.ts' },
  absWorkingDir: apiDir,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      // The workspace packages (@food/*) export TypeScript source and are bundled; every other package
      // stays an import, installed by `npm ci --omit=dev` (native ones like argon2 and sharp cannot be bundled).
      name: 'packages-stay-external',
      setup(esbuild) {
        esbuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
          specifier.startsWith('@food/') ? undefined : { path: specifier, external: true },
        );
      },
    },
  ],
});
// db/client.ts looks for the migrations beside its own module, which is dist/ once bundled.
await cp(path.join(apiDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
