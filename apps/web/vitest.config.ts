import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { i18nCatalogs } from './vite/i18n-catalogs.ts';

// The web tier: components and lib code in happy-dom; no server, every request is answered by the test's fetch.
export default defineProject({
  plugins: [
    lingui({ macroTransform: true, cwd: fileURLToPath(new URL('.', import.meta.url)) }),
    react(),
    i18nCatalogs(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // user-event types key by key: a form test takes a second alone and more than five on a busy two-core machine,
    // which is no hang.
    testTimeout: 20_000,
  },
});
