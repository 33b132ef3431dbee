import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';
import { seedReferenceData } from './reference/seed';
import { withDatabase } from './testing/names';
import type {} from './testing/provided-context';

/** The last migration an older installation had applied before the upgrade this test replays. */
const INSTALLED_UP_TO = '0040_onboarding_dismissal';

interface Journal {
  entries: { tag: string }[];
}

let adminUrl: string;
let name: string;
let database: DatabaseHandle;
let olderFolder: string;

beforeAll(async () => {
  adminUrl = inject('testDatabaseAdminUrl');
  name = `tradeforge_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase({ connectionString: adminUrl, max: 1 });
  try {
    await admin.pool.query(`create database "${name}"`);
  } finally {
    await admin.close();
  }
  database = connectDatabase({ connectionString: withDatabase(adminUrl, name), max: 2 });

  // The migrations folder as that installation shipped it: the same files, a journal ending earlier.
  olderFolder = await mkdtemp(path.join(tmpdir(), 'tradeforge-migrations-'));
  await cp(migrationsFolder, olderFolder, { recursive: true });
  const journalFile = path.join(olderFolder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === INSTALLED_UP_TO);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
});

afterAll(async () => {
  await database.close();
  await rm(olderFolder, { recursive: true, force: true });
  const dropper = connectDatabase({ connectionString: adminUrl, max: 1 });
  try {
    await dropper.pool.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await dropper.close();
  }
});

describe('upgrading an installed database', () => {
  it('applies every pending migration in one go over data the older version wrote', async () => {
    await migrateDatabase(database.pool, olderFolder);
    await seedReferenceData(database.db);
    // A badge a payment gave: migration 0041 takes it away, which queues the search triggers' events on
    // businesses in the same transaction as the later migrations.
    const inserted = await database.pool.query<{ id: string }>(
      `insert into businesses
         (company_name, short_description, business_type_code, industry_id, country_code, subscription, verified)
       values ('Paid Badge Valves', 'Ball valves for water works.', 'MA', '0001', 'US', 'gold', true) returning id`,
    );
    // Written with accents before search folded them (migration 0043).
    const accented = await database.pool.query<{ id: string }>(
      `insert into businesses (company_name, short_description, business_type_code, industry_id, country_code)
       values ('Válvulas Núñez', 'Válvulas de bola.', 'MA', '0001', 'US') returning id`,
    );

    await migrateDatabase(database.pool);

    const applied = await database.pool.query<{ count: string }>(
      'select count(*) from drizzle.__drizzle_migrations',
    );
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    expect(Number(applied.rows[0]!.count)).toBe(journal.entries.length);
    const business = await database.pool.query<{ verified: boolean }>(
      'select verified from businesses where id = $1',
      [inserted.rows[0]!.id],
    );
    expect(business.rows[0]!.verified).toBe(false);
    const folded = await database.pool.query<{ found: boolean; terms: string[] }>(
      `select b.search_vector @@ to_tsquery('english', 'valvulas & nunez') as found,
         array(select term from search_suggestions s where s.ref = b.id::text order by term) as terms
       from businesses b where b.id = $1`,
      [accented.rows[0]!.id],
    );
    expect(folded.rows[0]).toEqual({ found: true, terms: ['nunez', 'valvulas nunez'] });
  });
});
