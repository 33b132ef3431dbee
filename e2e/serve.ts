import { spawn } from 'node:child_process';
import { constants } from 'node:os';
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
let stopping: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopping = signal;
    site.kill(signal);
  });
// The site stops by itself on those signals (close-with-grace) and exits with 128 + the signal's number, as a process
// the signal ended would: stopped so, it did not fail. Any other exit is the site's failure.
site.on('exit', (code, signal) => {
  const stoppedAsAsked =
    stopping !== undefined &&
    (signal === stopping || code === 0 || code === 128 + constants.signals[stopping]);
  process.exit(stoppedAsAsked ? 0 : (code ?? 1));
});
