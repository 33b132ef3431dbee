import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../client';
import { TEMPLATE_DATABASE, withDatabase } from './names';
import type {} from './provided-context';

export interface TestDatabase extends DatabaseHandle {
  url: string;
}

/**
 * A database of its own for one test file, cloned from the migrated and seeded template in milliseconds.
 * `close()` drops it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('testDatabaseAdminUrl');
  const name = `tradeforge_test_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase({ connectionString: adminUrl, max: 1 });
  try {
    await admin.pool.query(`create database "${name}" template "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.close();
  }
  const url = withDatabase(adminUrl, name);
  const handle = connectDatabase({ connectionString: url, max: 5 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const dropper = connectDatabase({ connectionString: adminUrl, max: 1 });
      try {
        await dropper.pool.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.close();
      }
    },
  };
}
