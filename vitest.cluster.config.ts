import { defineConfig } from 'vitest/config';

// npm run test:cluster (scripts/test-cluster.sh): one file, its checks in order, minutes rather than seconds.
export default defineConfig({
  test: {
    include: ['apps/api/test/cluster/cluster.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
