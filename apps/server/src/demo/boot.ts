import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createApiServices } from '@tradeforge/api';
import type { Db } from '@tradeforge/db';
import type { HostConfig } from '../config';
import { loadDemoData, type DemoLog } from './load-demo';

export interface DemoLogin {
  email: string;
  password: string;
}

/** Where a generated demo password is kept for the local owner (mode 0600), so a restart can show it again. */
export const demoLoginFile = (config: HostConfig) => path.join(config.api.dataDir, 'demo-login.txt');

/**
 * The host's boot step: loads the demo set into a new database when the configuration allows it (see
 * `demoSetting`). It runs before the server listens, so the first visitor never sees a half-filled directory. The
 * login is returned for the console banner and never logged: log lines travel to log stores, the banner does not.
 */
export async function prepareDemoData(
  config: HostConfig,
  db: Db,
  log: DemoLog,
): Promise<DemoLogin | undefined> {
  if (config.demo.refused) log.info(config.demo.refused);
  if (!config.demo.enabled) return undefined;
  // Demo people have example.com addresses: their conversations, payments and reminders mail nobody.
  const services = createApiServices(
    config.api,
    db,
    {
      info: (_details, message) => log.info(message),
      error: (details, message) => console.error(message, details),
    },
    { mails: false },
  );
  const outcome = await loadDemoData({
    db,
    services,
    accounts: config.accounts,
    password: config.demo.password,
    log,
  }).finally(() => services.close());
  if (outcome.status === 'skipped') return undefined;
  if (outcome.status === 'loaded') {
    const { users, businesses, products } = outcome.counts;
    log.info(
      `Demo data loaded in ${(outcome.ms / 1000).toFixed(1)} s: ${users} users, ${businesses} businesses, ${products} products.`,
    );
    const login = { email: outcome.email, password: outcome.password };
    if (!config.demo.password) await keepDemoLogin(config, login);
    return login;
  }
  return { email: outcome.email, password: config.demo.password ?? (await readKeptPassword(config)) };
}

export async function keepDemoLogin(config: HostConfig, login: DemoLogin) {
  await mkdir(config.api.dataDir, { recursive: true });
  await writeFile(demoLoginFile(config), `${login.email}\n${login.password}\n`, { mode: 0o600 });
}

export async function readKeptPassword(config: HostConfig) {
  try {
    const [, password] = (await readFile(demoLoginFile(config), 'utf8')).split('\n');
    if (password) return password;
  } catch {
    // No kept password: the sentence below says what to do.
  }
  return `(unknown: ${demoLoginFile(config)} is gone; set DEMO_PASSWORD on a new database)`;
}
