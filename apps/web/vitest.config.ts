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
    // Files share a worker's modules and window: its setup opens each file as a new page would (the root address,
    // empty storage, no session). A test hands a module its stand-ins (LiveStream's `open`) rather than `vi.mock` a
    // module other files import: the modules that import it may be loaded already, with the real one.
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // user-event types key by key: a form test takes a second alone and more than five on a busy two-core machine,
    // which is no hang.
    testTimeout: 20_000,
  },
});
