import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * A connection to the embedded PostgreSQL of the site under test: the password is kept in the data folder, and
 * the port is line 4 of the cluster's postmaster.pid.
 */
export async function queryE2eDatabase<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  const folder = path.join(dataDir, 'postgres');
  const password = readFileSync(path.join(folder, 'password'), 'utf8').trim();
  const port = Number(readFileSync(path.join(folder, 'cluster', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'tradeforge',
  });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
