// Bundles the host and the workspace packages it uses (TypeScript sources) into dist/main.js. Third-party
// packages stay external; each is pinned to the file it resolves to from the importing workspace, because npm may
// install a workspace's dependency under that workspace's own node_modules rather than at the root.
import { build } from 'esbuild';

const skipSelf = Symbol('external-dependencies');
// Bundled rather than loaded from node_modules: Node reads a package's package.json again for every module it
// loads from it, and drizzle-orm's is large and read for each of its many modules: seconds of every start.
const BUNDLED = ['drizzle-orm'];

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (
            args.path.startsWith('@tradeforge/') ||
            args.path.startsWith('node:') ||
            BUNDLED.some((name) => args.path === name || args.path.startsWith(`${name}/`)) ||
            args.pluginData === skipSelf
          ) {
            return undefined;
          }
          const resolved = await pluginBuild.resolve(args.path, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            pluginData: skipSelf,
          });
          if (resolved.errors.length > 0) return { errors: resolved.errors };
          return { path: resolved.path, external: true };
        });
      },
    },
  ],
});
