import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Three projects in one run: the node tier (packages and API/account apps, against the embedded PostgreSQL the
 * global setup starts), the web tier (apps/web in happy-dom, its own config) and the tools (scripts and the
 * bench's helpers; no database). `npm test` runs them all.
 */
export default defineConfig({
  test: {
    // At least two workers (Vitest's default is one fewer than the cores): a node test spends much of its time
    // waiting on PostgreSQL, a process of its own, so on two cores one worker left the other core mostly idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/test/**/*.test.ts',
            'bench/src/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'apps/web/**'],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          // Files share a worker's loaded modules: each builds its own app on its own database, and importing the
          // API anew for each of them was half of the run.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      { test: { name: 'tools', include: ['scripts/**/*.test.mjs', 'bench/src/*.test.ts'] } },
    ],
  },
});
