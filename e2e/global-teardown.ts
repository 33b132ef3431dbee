import { rm } from 'node:fs/promises';

/**
 * The web server (and its embedded PostgreSQL) has stopped by now; remove the run's data folder. A site started
 * before Playwright (E2E_SERVER=started) still runs on its folder: whoever started it removes it.
 */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (process.env.E2E_SERVER === 'started') return;
  if (dir && dir.includes('tradeforge-e2e-')) await rm(dir, { recursive: true, force: true });
}
