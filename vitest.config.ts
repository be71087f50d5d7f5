import { configDefaults, defineConfig } from 'vitest/config';

const apiTests = ['apps/api/**/*.test.ts'];
// npm run test:cluster runs these, with a config of their own (vitest.cluster.config.ts).
const exclude = [...configDefaults.exclude, 'apps/api/test/cluster/**'];
const postgresUrl = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/**/*.test.ts', 'eslint.boundaries.test.ts'] } },
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
