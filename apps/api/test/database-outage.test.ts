import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '@tradeforge/db';
import { apiPlugin } from '../src/app';
import { loadApiConfig } from '../src/config';
import { fastifyOptions } from '../src/fastify-options';
import { useTestApi } from './helper';

const api = useTestApi();

describe('database outages', () => {
  it('survives the server dropping every connection, and the next request succeeds', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const admin = connectDatabase({ connectionString: api.database.url, max: 1 });
    // What a restart does to our idle pooled connections: the server ends them.
    await admin.pool.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await api.app.inject({ method: 'GET', url: '/api/ready' });
    expect(after.statusCode).toBe(200);
  });

  it('fails a transaction whose connection the server ends, without an uncaught error', async () => {
    const handle = connectDatabase({ connectionString: api.database.url, max: 2 });
    const admin = connectDatabase({ connectionString: api.database.url, max: 1 });
    try {
      const transaction = handle.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await admin.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // The connection ends while the transaction waits on the application, with no query running.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      // The pool dropped the dead client and connects anew.
      expect((await handle.pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
    } finally {
      await admin.close();
      await handle.close();
    }
  });

  it('answers 503 with the error envelope while the database is unreachable', async () => {
    const config = loadApiConfig({ LOG_LEVEL: 'silent', ACCOUNTS_JWKS_URL: 'http://127.0.0.1:9/jwks.json' });
    const unreachable = connectDatabase({
      connectionString: 'postgres://postgres:x@127.0.0.1:9/none',
      max: 1,
    });
    const app = Fastify(fastifyOptions(config.logLevel, config.bodyLimit));
    await app.register(apiPlugin, { prefix: '/api', config, db: unreachable.db });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ref-data/country' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.name).toBe('ServiceUnavailable');
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
