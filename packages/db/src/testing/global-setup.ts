import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../client';
import { startEmbeddedPostgres, type EmbeddedServer } from '../embedded';
import { migrateDatabase } from '../migrate';
import { seedReferenceData } from '../reference/seed';
import { TEMPLATE_DATABASE, withDatabase } from './names';
import type {} from './provided-context';

/**
 * Once per `vitest run`: start one PostgreSQL (or use TEST_DATABASE_URL), build a migrated, seeded template
 * database, and tell the test files where it is. Each file then clones the template (see `createTestDatabase`).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(tmpdir(), 'tradeforge-test-pg-'));
    // Durability is pointless for throwaway test data and costs seconds per run.
    embedded = await startEmbeddedPostgres({
      dir,
      flags: [
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=300',
      ],
    });
    adminUrl = embedded.adminUrl;
  }
  try {
    await buildTemplate(adminUrl);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }

  project.provide('testDatabaseAdminUrl', adminUrl);
  return async () => {
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

async function buildTemplate(adminUrl: string) {
  const admin = connectDatabase({ connectionString: adminUrl, max: 1 });
  try {
    await admin.pool.query(`drop database if exists "${TEMPLATE_DATABASE}" with (force)`);
    await admin.pool.query(`create database "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.close();
  }
  const template = connectDatabase({ connectionString: withDatabase(adminUrl, TEMPLATE_DATABASE), max: 2 });
  try {
    await migrateDatabase(template.pool);
    await seedReferenceData(template.db);
  } finally {
    await template.close();
  }
}
