import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2eServer, SERVER_MAIN } from './server';

/**
 * Runs the end-to-end tests' site, as `playwright.config.ts` would start it, until asked to stop (SIGINT or
 * SIGTERM); exits as the site did. `.ci/run` starts it (`node --import tsx e2e/serve.ts`) before the unit tests, so
 * that its first boot, a new database with the demo set, overlaps them, and Playwright reuses it
 * (E2E_SERVER=started).
 */
const { env } = e2eServer();
const site = spawn(process.execPath, [fileURLToPath(new URL(SERVER_MAIN, import.meta.url))], {
  env: { ...process.env, ...env },
  stdio: 'inherit',
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopping = true;
    site.kill(signal);
  });
// The site stops by itself on those signals (close-with-grace) and exits 0; killed by any other, it failed.
site.on('exit', (code) => process.exit(code ?? (stopping ? 0 : 1)));
