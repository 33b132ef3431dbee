import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eServer, SERVER_MAIN } from './server';

// Debian's Chromium, never a downloaded browser: its headless shell (package chromium-headless-shell, the build
// Playwright itself runs headless) where installed, as it takes about a quarter less CPU than the full browser in
// headless mode; else the full browser (package chromium). Decision 0082.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
const server = e2eServer();
const { baseURL } = server;
// Set by whoever started the site already (`.ci/run`, with `serve.ts`): it is reused, and stopped by them.
const started = process.env.E2E_SERVER === 'started';

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
    // Recording a trace of every test (to keep the failed ones') took about a quarter of the browser's and
    // Playwright's CPU; a CI run keeps only its log, so it records none. Locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
    command: `node ${SERVER_MAIN}`,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: started,
    // A first boot makes the database and loads the demo set: 110 s was seen on a loaded two-core machine.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: server.env,
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
  },
});
