// `npm start`: builds what is missing or out of date, then runs the one-process site (web, API, accounts) with
// the database it needs. The server itself handles Ctrl-C and stops the embedded PostgreSQL.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/**
 * What a build writes inside its inputs' folders. `dist-server` (the web app's server bundle) is written after
 * `dist/index.html`, so counting it as an input made every start rebuild the web app (25 s here).
 */
const OUTPUTS = new Set(['node_modules', 'dist', 'dist-server']);

/** Newest modification time of the files under the given folders, skipping dependencies and outputs. */
function newest(...folders) {
  let latest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (statSync(dir).isFile()) {
      latest = Math.max(latest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (OUTPUTS.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  folders.forEach(walk);
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shared = [at('packages', 'contracts'), at('package-lock.json')];
const targets = [
  {
    name: 'web app',
    output: at('apps/web/dist/index.html'),
    inputs: [at('apps/web'), ...shared],
    workspace: 'apps/web',
  },
  {
    name: 'server',
    output: at('apps/server/dist/main.js'),
    inputs: [at('apps/server'), at('apps/api'), at('apps/accounts'), at('packages/db'), ...shared],
    workspace: 'apps/server',
  },
];
for (const target of targets) {
  if (builtAt(target.output) < newest(...target.inputs)) {
    console.log(`Building the ${target.name}...`);
    execSync(`npm run build --workspace ${target.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

process.chdir(root);
await import(path.join(root, 'apps/server/dist/main.js'));
