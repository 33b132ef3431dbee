import { defineConfig } from 'vitest/config';

/**
 * Two tiers in one run: the node tier (packages and API/account apps, against the embedded PostgreSQL the global
 * setup starts) and the web tier (apps/web in happy-dom, its own config). `npm test` runs both.
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
    ],
  },
});
