import { randomBytes } from 'node:crypto';
import { loadAccountsConfig } from '@tradeforge/accounts/config';
import { createApiServices, loadApiConfig } from '@tradeforge/api';
import { openDatabase, type OpenDatabase } from '@tradeforge/db';
// The site's own loader, so the judged demo set is the one `npm start` shows (apps/server/src/demo).
import { loadDemoData } from '../../../apps/server/src/demo/load-demo';

type Log = (line: string) => void;

/**
 * The demo data in an embedded database of its own in `dataDir` (or BENCH_DATABASE_URL), loaded through the
 * site's demo loader the first time: a few minutes, then seconds. The loader does nothing on a database that
 * already has businesses.
 */
export async function openDemoDatabase(dataDir: string, log: Log): Promise<OpenDatabase> {
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir,
    // The loader works on four businesses at once, each with a few statements in flight.
    poolSize: 12,
    log: { info: log, warn: log, error: log },
  });
  try {
    await ensureDemoData(database, dataDir, log);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Loads the demo set into `database` unless it has it (or other businesses); says what it found. */
export async function ensureDemoData(database: OpenDatabase, dataDir: string, log: Log) {
  const api = loadApiConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const services = createApiServices(api, database.db, undefined, { mails: false });
  try {
    const outcome = await loadDemoData({
      db: database.db,
      services,
      accounts: loadAccountsConfig({}),
      // Nobody logs in to this copy: a password nobody knows.
      password: randomBytes(18).toString('base64url'),
      log: { info: log },
    });
    if (outcome.status === 'skipped')
      throw new Error(`${dataDir} holds businesses that are not the demo set; judge another folder`);
    if (outcome.status === 'loaded') log(`Demo data loaded in ${Math.round(outcome.ms / 1000)} s`);
  } finally {
    await services.close();
  }
}
