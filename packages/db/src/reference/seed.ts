import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BUSINESS_TYPES } from '@tradeforge/contracts';
import type { Db, Executor } from '../client';
import * as schema from '../schema';
import { listCountries, listLanguages } from './countries';
import { genders } from './genders';
import { industries } from './industries';
import { jobPositions } from './job-positions';
import { listStates } from './states';

const VERSION_KEY = 'reference_data_version';
/** Any number; two instances booting at once take turns seeding. */
const SEED_LOCK = 7_100_001;

const require = createRequire(import.meta.url);

/** Some packages do not export their manifest, so walk up from their entry point to find it. */
function packageVersion(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (found === name) return version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the version of ${name}`);
}

/**
 * A fingerprint of everything the seed writes, so that a boot on an up-to-date database skips the work. It covers
 * our own data files and the versions of the packages the country, language and state lists come from.
 */
export function referenceDataVersion(): string {
  const ours = JSON.stringify({ BUSINESS_TYPES, genders, industries, jobPositions });
  return createHash('sha256')
    .update(ours)
    .update(packageVersion('countries-list'))
    .update(packageVersion('country-state-city'))
    .update('us-50-plus-dc')
    .digest('hex')
    .slice(0, 16);
}

/** Loads reference data idempotently: rows are upserted by their stable ids; nothing is deleted. */
export async function seedReferenceData(db: Db): Promise<{ seeded: boolean; version: string }> {
  const version = referenceDataVersion();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const current = await tx
      .select({ value: schema.appMeta.value })
      .from(schema.appMeta)
      .where(sql`${schema.appMeta.key} = ${VERSION_KEY}`);
    if (current[0]?.value === version) return { seeded: false, version };

    const countryRows = listCountries();
    await upsert(tx, schema.countries, schema.countries.code, countryRows);
    const stateRows = await listStates(new Set(countryRows.map((c) => c.code)));
    await upsert(tx, schema.states, schema.states.stateID, stateRows);
    await upsert(tx, schema.genders, schema.genders.code, genders);
    await upsert(tx, schema.languages, schema.languages.code, listLanguages());
    await upsert(tx, schema.jobPositions, schema.jobPositions.jobPositionID, jobPositions);
    await upsert(
      tx,
      schema.businessTypes,
      schema.businessTypes.code,
      BUSINESS_TYPES.map((t, i) => ({ code: t.code, businessTypeName: t.label, order: i + 1 })),
    );
    await seedIndustryTree(tx);
    await tx
      .insert(schema.appMeta)
      .values({ key: VERSION_KEY, value: version })
      .onConflictDoUpdate({ target: schema.appMeta.key, set: { value: version, updatedAt: sql`now()` } });
    return { seeded: true, version };
  });
}

async function seedIndustryTree(tx: Executor) {
  const industryRows = industries.map(({ id, name, description, icon }, i) => ({
    id,
    name,
    description,
    icon,
    order: i + 1,
  }));
  const categoryRows = industries.flatMap((industry) =>
    industry.categories.map(({ id, name }, i) => ({ id, industryId: industry.id, name, order: i + 1 })),
  );
  const subCategoryRows = industries.flatMap((industry) =>
    industry.categories.flatMap((category) =>
      category.subCategories.map(({ id, name }, i) => ({ id, categoryId: category.id, name, order: i + 1 })),
    ),
  );
  await upsert(tx, schema.industries, schema.industries.id, industryRows);
  await upsert(tx, schema.categories, schema.categories.id, categoryRows);
  await upsert(tx, schema.subCategories, schema.subCategories.id, subCategoryRows);
  await recordTaxonomyWords(tx);
}

/**
 * The taxonomy's words join search's typo vocabulary (`search_words`): they are the industry's words ("Rotary Screw
 * Compressors"), so "compresor" finds "compressors" even before a listing uses the word.
 */
async function recordTaxonomyWords(tx: Executor) {
  await tx.execute(sql`
    select record_search_words(string_agg(name, ' ')) from (
      select name from industries union all select name from categories union all select name from sub_categories
    ) taxonomy
  `);
}

/** Inserts rows in batches; on a key conflict every other column takes the new value. */
async function upsert<T extends PgTable>(
  tx: Executor,
  table: T,
  key: T['_']['columns'][string],
  rows: T['$inferInsert'][],
) {
  const first = rows[0];
  if (!first) return;
  const columns = table as unknown as Record<string, { name: string }>;
  const set: Record<string, SQL> = {};
  for (const field of Object.keys(first)) {
    const column = columns[field];
    if (column && column.name !== key.name) set[field] = sql.raw(`excluded."${column.name}"`);
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({ target: key, set });
  }
}
