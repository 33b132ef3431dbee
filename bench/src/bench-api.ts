import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiConfig } from '@tradeforge/api';
import { openDatabase } from '@tradeforge/db';
import { benchKeys, startApiProcess } from './api-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The API alone on 127.0.0.1, in a process of its own (api-process.ts), on its own embedded database in
 * `data/<folder>` (or BENCH_DATABASE_URL), with a signing key of the bench's own standing in for the account
 * service: what the HTTP benches load. `database` is the bench's own connection, for setting up and checking.
 */
export async function startBenchApi(folder: string, env: Record<string, string>, poolSize: number) {
  const dataDir = path.join(root, 'data', folder);
  const apiEnv = { LOG_LEVEL: 'silent', DATA_DIR: dataDir, DB_POOL_SIZE: String(poolSize), ...env };
  const config = loadApiConfig(apiEnv);
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir,
    poolSize: Number(process.env.BENCH_POOL ?? poolSize),
    log: { info: console.log, warn: console.warn, error: console.error },
  });
  const { privateKey, publicJwk } = await benchKeys();
  const api = await startApiProcess({ env: apiEnv, databaseUrl: database.url, publicJwk });
  const base = `${api.base}/api`;
  const close = async () => {
    await api.close();
    await database.close();
  };
  return { config, database, privateKey, base, close };
}
