import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a repository can run a query on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface PoolOptions {
  connectionString: string;
  max?: number;
  /** Called for errors of idle clients, e.g. when the server restarts; without a listener they crash the process. */
  onError?: (error: Error) => void;
}

export function connectDatabase(options: PoolOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => options.onError?.(error));
  // A client out of the pool (a transaction's) has no listener of the pool's: when the server ends its connection
  // (a restart, pg_terminate_backend), the 'error' it emits would be uncaught and end the process. Its query, or
  // the next one, fails with the error instead, and the pool drops the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema, casing: undefined });
  return { db, pool, close: () => pool.end() };
}
