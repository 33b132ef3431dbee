import { defineConfig } from 'vitest/config';

/**
 * Three projects in one run: the node tier (packages and API/account apps, against the embedded PostgreSQL the
 * global setup starts), the web tier (apps/web in happy-dom, its own config) and the tools (scripts and the
 * bench's helpers; no database). `npm test` runs them all.
 */
export default defineConfig({
  test: {
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
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      { test: { name: 'tools', include: ['scripts/**/*.test.mjs', 'bench/src/*.test.ts'] } },
    ],
  },
});
