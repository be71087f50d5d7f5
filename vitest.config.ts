import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const apiTests = ['apps/api/**/*.test.ts'];
// npm run test:cluster runs these, with a config of their own (vitest.cluster.config.ts).
const exclude = [...configDefaults.exclude, 'apps/api/test/cluster/**'];
const postgresUrl = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's two, which leaves a core idle
    // while a file waits on its database. Two there took the API files about a fifth less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'bench/**/*.test.ts',
            'eslint.boundaries.test.ts',
            'import-circles.test.ts',
          ],
        },
      },
      // The web app's own config, for its `@/` alias.
      'apps/web',
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same API suite again on a real PostgreSQL (and Redis) when the machine has them.
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
