import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { connectDatabase, openDatabase, type OpenDatabase, type OpenOptions } from '@tradeforge/db';
import { generateCorpus } from './generate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The benchmark corpus at full size, or at BENCH_SCALE=small. */
export const corpusSizes = (small: boolean) =>
  small ? { businesses: 10_000, products: 100_000 } : { businesses: 100_000, products: 1_000_000 };
export const corpusDataDir = (small: boolean) => path.join(root, 'data', small ? 'bench-small' : 'bench');

/**
 * Runs `work` as the schema's owner, on a connection of its own (the app's role may neither truncate, vacuum nor
 * create an extension), or on the database as given when there is no separate owner.
 */
export async function asOwner<T>(database: OpenDatabase, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  if (!database.ownerUrl) return work(database.pool);
  const owner = connectDatabase({ connectionString: database.ownerUrl, max: 2 });
  try {
    return await work(owner.pool);
  } finally {
    await owner.close();
  }
}

/**
 * The corpus database (embedded in data/bench or data/bench-small, or BENCH_DATABASE_URL), loaded with the
 * generated corpus when it holds fewer products than the corpus has: a few minutes at the small size.
 */
export async function openCorpusDatabase(
  small: boolean,
  options: Pick<OpenOptions, 'postgresFlags' | 'poolSize' | 'log'>,
): Promise<OpenDatabase> {
  const sizes = corpusSizes(small);
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir: corpusDataDir(small),
    ...options,
  });
  const { rows } = await database.pool.query<{ n: number }>('select count(*)::int as n from products');
  if (rows[0]!.n < sizes.products) {
    options.log.info(`Loading ${sizes.businesses} businesses and ${sizes.products} products...`);
    await asOwner(database, async (pool) => {
      await pool.query('truncate businesses, users cascade');
      await generateCorpus(pool, sizes, options.log.info);
    });
  }
  return database;
}
