import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { i18nCatalogs } from './vite/i18n-catalogs.ts';

/** The 3:2 SVG flags of `country-flag-icons`, served at /flags/{code}.svg (emitted into the build, served in dev). */
function countryFlags(): Plugin {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
    '3x2',
  );
  return {
    name: 'country-flags',
    configureServer(server) {
      server.middlewares.use('/flags', (request, response, next) => {
        const code = /^\/([A-Z]{2})\.svg$/.exec(request.url ?? '')?.[1];
        if (!code) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(path.join(dir, `${code}.svg`)));
      });
    },
    generateBundle(options) {
      // The browser build only; the server bundle links the same files.
      if (options.dir?.endsWith('dist-server')) return;
      for (const file of readdirSync(dir).filter((name) => /^[A-Z]{2}\.svg$/.test(name))) {
        this.emitFile({
          type: 'asset',
          fileName: `flags/${file}`,
          source: readFileSync(path.join(dir, file)),
        });
      }
    },
  };
}

// In development the one-process server (npm run dev) answers the API, accounts and runtime config.
const backend = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    lingui({ macroTransform: true, cwd: fileURLToPath(new URL('.', import.meta.url)) }),
    react(),
    tailwindcss(),
    countryFlags(),
    i18nCatalogs(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package sends every bundler to its development build (its exports map has no production
      // condition); the production build is the same code with its developer warnings off, which the minifier
      // then drops.
      {
        find: /^react-router$/,
        replacement: path.join(
          path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
          'dist/production/index.mjs',
        ),
      },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./vite/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  // The server bundle takes the icons it uses rather than importing lucide-react from node_modules: its CommonJS
  // build defines every icon of the set, and loading them all slowed every start of the server.
  ssr: { noExternal: ['lucide-react'] },
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
      // The browser build's chunks (the server bundle is read from disk, where requests cost nothing).
      output: isSsrBuild
        ? {}
        : {
            // Chunks are named by their hash alone: the entry lists every chunk's file for the lazy routes'
            // preloads, and descriptive names (`business-summary-card-`) added to every page's first load.
            // The manifest and the source maps still name each chunk's modules.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                // Everything the entry imports statically, in one chunk: left to the automatic splitting it
                // went out as 24 small chunks (a module shared with some route got a chunk of its own), each a
                // request and a modulepreload link in the head, queued before the stylesheet on a phone's
                // connection. The entry module (index.html) stays in a chunk of its own: the manifest's entry.
                {
                  name: (id) => (/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id) ? null : 'app'),
                  tags: ['$initial'],
                  priority: 2,
                },
                // The lucide icons three or more routes use, a module each: one shared chunk rather than a request
                // per icon (the business route fetched 21 chunks after the entry, most of them a single icon). An
                // icon fewer routes use goes with them: in the group, every page loaded every icon of the app.
                {
                  name: 'icons',
                  test: /[\\/]node_modules[\\/]lucide-react[\\/]/,
                  priority: 1,
                  minShareCount: 3,
                },
              ],
            },
          },
    },
  },
}));
