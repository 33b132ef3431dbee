import path from 'node:path';
import { APP_ROLE, grantAppRole, readOrCreateAppPassword } from './app-role';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { migrateDatabase } from './migrate';
import { seedReferenceData } from './reference/seed';

export interface OpenOptions {
  /** External PostgreSQL; when absent an embedded server is started in `<dataDir>/postgres`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** Extra `postgres` flags for the embedded server (`-c name=value`), such as the benchmark's buffer size. */
  postgresFlags?: string[];
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

export interface OpenDatabase extends DatabaseHandle {
  /** True when this boot found reference data out of date and loaded it, i.e. on a new database. */
  referenceDataSeeded: boolean;
  /**
   * The schema owner's connection string on the embedded server (undefined with an external database): for tools
   * that load data in bulk and then vacuum it, such as the benchmark's corpus, never for the app.
   */
  ownerUrl: string | undefined;
  /** The app's connection string: for a tool that runs the app in another process on the same database. */
  url: string;
}

const APP_DATABASE = 'tradeforge';

/** Connects (starting the embedded server if needed), migrates and loads reference data: everything a boot needs. */
export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  let embedded: EmbeddedServer | undefined;
  let connectionString = options.databaseUrl;
  let seeded = false;
  let ownerUrl: string | undefined;
  if (!connectionString) {
    const dir = path.resolve(options.dataDir, 'postgres');
    options.log.info(`Starting embedded PostgreSQL in ${dir}`);
    embedded = await startEmbeddedPostgres({
      dir,
      flags: options.postgresFlags,
      log: (line) => options.log.warn(line),
    });
    try {
      await createDatabaseIfMissing(embedded.adminUrl, APP_DATABASE);
      // Migrations run as the owner; the app then connects as a role that can change rows but not the schema.
      ownerUrl = embedded.urlFor(APP_DATABASE);
      const owner = connectDatabase({ connectionString: ownerUrl, max: 2 });
      const password = await readOrCreateAppPassword(path.join(dir, 'app-password'));
      try {
        await migrateDatabase(owner.pool);
        seeded = (await seedReferenceData(owner.db)).seeded;
        await grantAppRole(owner.pool, APP_DATABASE, password);
      } finally {
        await owner.close();
      }
      connectionString = embedded.urlFor(APP_DATABASE, { user: APP_ROLE, password });
    } catch (error) {
      await embedded.stop();
      throw error;
    }
  }
  const handle = connectDatabase({
    connectionString,
    max: options.poolSize,
    onError: (error) => options.log.warn(`Idle database connection lost: ${error.message}`),
  });
  try {
    if (!embedded) {
      await migrateDatabase(handle.pool);
      seeded = (await seedReferenceData(handle.db)).seeded;
    }
    if (seeded) options.log.info('Reference data loaded');
    return {
      ...handle,
      referenceDataSeeded: seeded,
      ownerUrl,
      url: connectionString,
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
