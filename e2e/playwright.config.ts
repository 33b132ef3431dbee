import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Debian's Chromium, never a downloaded browser: its headless shell (package chromium-headless-shell, the build
// Playwright itself runs headless) where installed, as it takes about a quarter less CPU than the full browser in
// headless mode; else the full browser (package chromium). Decision 0082.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
const baseURL = `http://127.0.0.1:${port}`;
// A fresh data folder per run: the site boots on a new embedded database, as a first `npm start` would.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'tradeforge-e2e-'));
// Under root the embedded PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One spec file per worker at a time; CI runs two (E2E_WORKERS=2), one per core, each spec's data its own.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  // No retries, in CI either: a test that passes only on its second try has a bug to find, in it or in the site.
  retries: 0,
  // axe scans of long pages take seconds on a busy two-core machine.
  timeout: 60_000,
  // An answer that takes the server 1 s alone was seen to take over 5 s (the default) at load 12 on two cores.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // A small phone: below 768 px, so the mobile menu and the stacked layouts are what is tested. Only the tests
    // tagged PHONE (support/test.ts) run here: layouts and what only phones have; the rest once, on the desktop.
    {
      name: 'mobile',
      grep: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    // A first boot makes the database and loads the demo set: 110 s was seen on a loaded two-core machine.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every test comes from 127.0.0.1, so the per-address limits on enquiries, registrations and searches are raised.
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
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
  },
});
