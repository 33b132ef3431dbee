import { createRequire } from 'node:module';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** Any number; concurrent boots take turns migrating. */
const MIGRATION_LOCK = 7_100_000;

/**
 * Found through the package's own manifest, so it resolves the same from source, from tests and from the
 * bundled server.
 */
export const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tradeforge/db/package.json')),
  'migrations',
);

/** Applies the committed migrations, holding a session lock so that two instances never migrate at once. */
export async function migrateDatabase(pool: pg.Pool, folder = migrationsFolder): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
