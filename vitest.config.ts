import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/**/*.test.ts'];
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
