import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The site the end-to-end tests run against: the built host on E2E_PORT (3100) with a data folder of its own,
 * E2E_DATA_DIR, made here when unset, so that the site boots on a new embedded database as a first `npm start`
 * would. Read by `playwright.config.ts`, which starts it, and by `serve.ts`, which `.ci/run` starts earlier.
 */
export function e2eServer() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'tradeforge-e2e-'));
  // Under root the embedded PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  // The specs read the folder (support/database.ts), and Playwright's workers inherit the variable.
  process.env.E2E_DATA_DIR = dataDir;
  return {
    baseURL,
    dataDir,
    // Every test comes from 127.0.0.1, so the per-address limits on enquiries, registrations and searches are
    // raised.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The account service trusts only the configured origin, never the Host header the browser sent.
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NEEDHELP_RATE_LIMIT: '100',
      REGISTRATION_RATE_LIMIT: '200',
      RATE_LIMIT_SEARCH_PER_MINUTE: '2000',
      // Saved searches are checked every few seconds instead of daily, so a spec sees a new match notified.
      SAVED_SEARCH_CHECK_HOURS: '0',
      SAVED_SEARCH_JOB_INTERVAL_SECONDS: '2',
      // Data exports are built within seconds, so a spec sees one become ready.
      DATA_EXPORT_JOB_INTERVAL_SECONDS: '2',
    },
  };
}

/** The host, relative to the e2e folder. */
export const SERVER_MAIN = '../apps/server/dist/main.js';
