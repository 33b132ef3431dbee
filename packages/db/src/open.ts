import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { migrateDatabase } from './migrate';
import { seedReferenceData } from './reference/seed';

export interface OpenOptions {
  /** External PostgreSQL; when absent an embedded server is started in `<dataDir>/postgres`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

export interface OpenDatabase extends DatabaseHandle {
  /** True when this boot found reference data out of date and loaded it, i.e. on a new database. */
  referenceDataSeeded: boolean;
}

const APP_DATABASE = 'tradeforge';

/** Connects (starting the embedded server if needed), migrates and loads reference data: everything a boot needs. */
export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  let embedded: EmbeddedServer | undefined;
  let connectionString = options.databaseUrl;
  if (!connectionString) {
    const dir = path.resolve(options.dataDir, 'postgres');
    options.log.info(`Starting embedded PostgreSQL in ${dir}`);
    embedded = await startEmbeddedPostgres({ dir, log: (line) => options.log.warn(line) });
    await createDatabaseIfMissing(embedded.adminUrl, APP_DATABASE);
    connectionString = embedded.urlFor(APP_DATABASE);
  }
  const handle = connectDatabase({
    connectionString,
    max: options.poolSize,
    onError: (error) => options.log.warn(`Idle database connection lost: ${error.message}`),
  });
  try {
    await migrateDatabase(handle.pool);
    const { seeded } = await seedReferenceData(handle.db);
    if (seeded) options.log.info('Reference data loaded');
    return {
      ...handle,
      referenceDataSeeded: seeded,
      close: async () => {
        await handle.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await handle.close();
    await embedded?.stop();
    throw error;
  }
}

async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const admin = connectDatabase({ connectionString: adminUrl, max: 1 });
  try {
    const found = await admin.pool.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.pool.query(`create database "${name}"`);
  } finally {
    await admin.close();
  }
}
