import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the one-process server (npm run dev) answers the API, accounts and runtime config.
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': backend, '/accounts': backend, '/runtime-config.js': backend },
  },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph scripts/js-budget.mjs measures each route's first load from.
    manifest: true,
    // TypeBox's modules have no import-time side effects but do not say so; said here, the checker the contracts'
    // env parser imports stays out of the entry chunk and arrives with the first form (lib/form-checker.ts).
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => !/[\\/]node_modules[\\/]typebox[\\/]/.test(id) },
    },
  },
});
