import { createApiServices } from '@tradeforge/api';
import type { Db } from '@tradeforge/db';
import type { HostConfig } from '../config';
import { loadDemoData, type DemoLog } from './load-demo';

/**
 * The host's boot step: loads the demo set into a new database unless DEMO_DATA=false, and prints the demo login.
 * It runs before the server listens, so the first visitor never sees a half-filled directory.
 */
export async function prepareDemoData(config: HostConfig, db: Db, log: DemoLog) {
  if (!config.demo.enabled) return;
  const services = createApiServices(config.api, db, {
    info: (_details, message) => log.info(message),
    error: (details, message) => console.error(message, details),
  });
  const outcome = await loadDemoData({
    db,
    services,
    accounts: config.accounts,
    password: config.demo.password,
    log,
  }).finally(() => services.close());
  if (outcome.status === 'skipped') return;
  if (outcome.status === 'loaded') {
    const { users, businesses, products } = outcome.counts;
    log.info(
      `Demo data loaded in ${(outcome.ms / 1000).toFixed(1)} s: ${users} users, ${businesses} businesses, ${products} products.`,
    );
    log.info(`Demo login: ${outcome.email} / ${outcome.password} (every demo user has this password)`);
    return;
  }
  const password =
    config.demo.password ?? '(printed when the demo data was loaded; set DEMO_PASSWORD to fix it)';
  log.info(`Demo login: ${outcome.email} / ${password}`);
}
