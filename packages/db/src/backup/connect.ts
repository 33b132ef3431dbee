import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../embedded';
import { isAlive } from '../embedded/leftover';

export const APP_DATABASE = 'tradeforge';

export interface Connection {
  /** Owner (superuser) connection string of the app database. */
  url: string;
  close(): Promise<void>;
}

/**
 * The database of a data folder, as its owner: DATABASE_URL when set; otherwise the embedded server, reached on
 * its port when a host is running it (a backup while the site serves), or started for the occasion.
 */
export async function connectToDataDir(dataDir: string, databaseUrl?: string): Promise<Connection> {
  if (databaseUrl) return { url: databaseUrl, close: async () => {} };
  const dir = path.resolve(dataDir, 'postgres');
  const pidFile = path.join(dir, 'cluster', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (pid > 0 && isAlive(pid)) {
      const password = readFileSync(path.join(dir, 'password'), 'utf8').trim();
      const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/${APP_DATABASE}`;
      return { url, close: async () => {} };
    }
  }
  if (!existsSync(path.join(dir, 'cluster', 'PG_VERSION'))) throw new Error(`No database in ${dir}.`);
  const server = await startEmbeddedPostgres({ dir });
  return { url: server.urlFor(APP_DATABASE), close: () => server.stop() };
}
