import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../testing';
import * as schema from '../schema';
import { seedReferenceData } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('reference data seed', () => {
  it('skips a database that already holds the current version', async () => {
    const result = await seedReferenceData(database.db);
    expect(result.seeded).toBe(false);
  });

  it('reloads after the version marker changes, without duplicating rows', async () => {
    const before = await database.db.select({ n: count() }).from(schema.subCategories);
    await database.db
      .update(schema.appMeta)
      .set({ value: 'stale' })
      .where(eq(schema.appMeta.key, 'reference_data_version'));
    const result = await seedReferenceData(database.db);
    const after = await database.db.select({ n: count() }).from(schema.subCategories);
    expect(result.seeded).toBe(true);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('keeps exactly the 50 US states and DC', async () => {
    const rows = await database.db.select().from(schema.states).where(eq(schema.states.countryCode, 'US'));
    expect(rows).toHaveLength(51);
    expect(rows.map((r) => r.stateName)).toEqual(
      expect.arrayContaining(['Florida', 'District of Columbia', 'Wyoming']),
    );
    expect(rows.map((r) => r.stateName)).not.toContain('Puerto Rico');
  });
});
