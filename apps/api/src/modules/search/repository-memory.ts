import { sql } from 'drizzle-orm';
import { unseenBySnapshot, type Db, type Executor } from '@tradeforge/db';

/*
 * What the in-memory search indexes (memory/) read: every visible product, business or person's search columns in
 * one snapshot, then the rows written and removed since a snapshot.
 */

/** The tables an in-memory index is kept of. */
export type IndexedTable = 'products' | 'businesses' | 'users';

/** A row as an in-memory index keeps it; `hidden` rows only leave it. */
export type SearchRow = {
  id: string;
  /** The tier as text (standard, gold, premium, platinum): the business's, for a product; standard for people. */
  tier: string;
  verified: boolean;
  /** created_at in microseconds since the epoch, as text (exact in a double up to the year 2255). */
  created_us: string;
  industry_id: string | null;
  /** Businesses: the type; null for the others. */
  business_type: string | null;
  /** Businesses and people: the country; null for products. */
  country: string | null;
  /** Out of search: a hidden product, a suspended business or person. */
  hidden: boolean;
  /** The search vector's text form, '' for none. */
  vector: string;
  /** Products: their commercial terms, which searches filter by; null for the others. */
  terms: {
    price_currency: string | null;
    price_min: number | null;
    price_max: number | null;
    moq: number | null;
    payment_terms: string[];
    incoterms: string[];
    stock: boolean;
  } | null;
};

const productTerms = sql`json_build_object('price_currency', t.price_currency, 'price_min', t.price_min,
  'price_max', t.price_max, 'moq', t.moq, 'payment_terms', t.payment_terms, 'incoterms', t.incoterms,
  'stock', t.stock)`;

/** Each indexed table's columns as a `SearchRow`, what keeps a row out of search, and its listing order. */
const tables = {
  products: {
    columns: sql`t.id::text as id, t.business_subscription::text as tier, t.business_verified as verified,
      (extract(epoch from t.created_at) * 1000000)::bigint::text as created_us, t.industry_id,
      null::text as business_type, null::text as country, t.hidden, coalesce(t.search_vector::text, '') as vector,
      ${productTerms} as terms`,
    hidden: 't.hidden',
    order: sql`t.business_subscription desc, t.business_verified desc, t.created_at desc, t.id`,
  },
  businesses: {
    columns: sql`t.id::text as id, t.subscription::text as tier, t.verified,
      (extract(epoch from t.created_at) * 1000000)::bigint::text as created_us, t.industry_id,
      t.business_type_code as business_type, t.country_code as country, t.suspended_at is not null as hidden,
      coalesce(t.search_vector::text, '') as vector, null::json as terms`,
    hidden: 't.suspended_at is not null',
    order: sql`t.subscription desc, t.verified desc, t.created_at desc, t.id`,
  },
  users: {
    columns: sql`t.id::text as id, 'standard' as tier, false as verified,
      (extract(epoch from t.created_at) * 1000000)::bigint::text as created_us, null::text as industry_id,
      null::text as business_type, t.country_code as country, t.suspended_at is not null as hidden,
      coalesce(t.search_vector::text, '') as vector, null::json as terms`,
    hidden: 't.suspended_at is not null',
    order: sql`t.created_at desc, t.id`,
  },
};

/** How many rows one fetch of a full load reads. */
export const SEARCH_LOAD_BATCH = 5_000;

/**
 * How much a load will hold, counted by PostgreSQL in the load's snapshot: the rows, and each lexeme's rows and
 * positions (`ts_stat`), so that the index allocates each list once at its size.
 */
export interface SearchSizes {
  rows: number;
  lexemes: { lexeme: string; rows: number; positions: number }[];
}

/** A table's search generation as the statement reads it. */
const generationOf = (table: IndexedTable) => sql`(select ${sql.raw(table)}::text from search_generations)`;

/**
 * Every visible row of a table in listing order (tier, badge, newest, id), in batches through a cursor, all in one
 * snapshot (a repeatable-read transaction); answers that snapshot and the table's search generation as it saw them.
 */
export async function loadSearchRows(
  db: Db,
  table: IndexedTable,
  onBatch: (rows: SearchRow[]) => Promise<void> | void,
  onSizes?: (sizes: SearchSizes) => void,
): Promise<{ snapshot: string; generation: string }> {
  const { columns, hidden, order } = tables[table];
  return db.transaction(
    async (tx) => {
      const head = await tx.execute<{ snapshot: string; generation: string }>(
        sql`select pg_current_snapshot()::text as snapshot, ${generationOf(table)} as generation`,
      );
      if (onSizes) {
        const { rows } = await tx.execute<{ lexeme: string | null; rows: number; positions: number }>(sql`
          select null as lexeme, count(*)::int as rows, 0 as positions
          from ${sql.raw(table)} t where not (${sql.raw(hidden)})
          union all
          select word, ndoc, nentry
          from ts_stat(${`select t.search_vector from ${table} t where not (${hidden})`})
        `);
        onSizes({
          rows: rows.find((row) => row.lexeme === null)!.rows,
          lexemes: rows.flatMap((row) => (row.lexeme === null ? [] : [row as SearchSizes['lexemes'][0]])),
        });
      }
      await tx.execute(sql`
        declare search_rows no scroll cursor for
        select ${columns} from ${sql.raw(table)} t where not (${sql.raw(hidden)}) order by ${order}
      `);
      for (;;) {
        const { rows } = await tx.execute<SearchRow>(
          sql`fetch ${sql.raw(String(SEARCH_LOAD_BATCH))} from search_rows`,
        );
        if (rows.length > 0) await onBatch(rows);
        if (rows.length < SEARCH_LOAD_BATCH) break;
      }
      return head.rows[0]!;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** At most this many changed rows are caught up on; more, and the index loads anew. */
export const SEARCH_CATCH_UP_LIMIT = 20_000;

/**
 * What changed in a table since `snapshot` (the text of a pg_snapshot): the rows whose `search_xid` that snapshot
 * did not see (written, hidden or suspended since), the ids removed since, whether the table was truncated, and the
 * snapshot and generation now, all read in one statement. `overflow`: more than SEARCH_CATCH_UP_LIMIT rows.
 */
export async function findSearchChanges(db: Executor, table: IndexedTable, snapshot: string) {
  const { rows } = await db.execute<{
    kind: 'row' | 'removed' | 'truncated' | 'now';
    id: string | null;
    row: SearchRow | null;
    snapshot: string | null;
    generation: string | null;
  }>(sql`
    select 'now' as kind, null as id, null::json as row, pg_current_snapshot()::text as snapshot,
      ${generationOf(table)} as generation
    union all
    select 'row', null, row_to_json(c), null, null from (
      select ${tables[table].columns} from ${sql.raw(table)} t where ${unseenBySnapshot(sql`t.search_xid`, snapshot)}
      limit ${SEARCH_CATCH_UP_LIMIT + 1}
    ) c
    union all
    select case when r.row_id is null then 'truncated' else 'removed' end, r.row_id::text, null, null, null
    from search_removals r where r.table_name = ${table} and ${unseenBySnapshot(sql`r.removed_xid`, snapshot)}
  `);
  const now = rows.find((row) => row.kind === 'now')!;
  const changed = rows.filter((row) => row.kind === 'row').map((row) => row.row!);
  return {
    snapshot: now.snapshot!,
    generation: now.generation!,
    rows: changed,
    overflow: changed.length > SEARCH_CATCH_UP_LIMIT,
    removed: rows.filter((row) => row.kind === 'removed').map((row) => row.id!),
    truncated: rows.some((row) => row.kind === 'truncated'),
  };
}

/** How long removals are kept for in-memory indexes to catch up on. */
export const SEARCH_REMOVALS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Drops the removals older than SEARCH_REMOVALS_KEPT_MS; answers how many went. */
export async function pruneSearchRemovals(db: Executor) {
  const result = await db.execute(
    sql`delete from search_removals where removed_at < now() - make_interval(secs => ${SEARCH_REMOVALS_KEPT_MS / 1000})`,
  );
  return result.rowCount ?? 0;
}

/** Industry and country names by id (reference data: read once per process, for facet labels counted in memory). */
export async function findFacetNames(db: Executor) {
  const industries = await db.execute<{ id: string; name: string }>(sql`select id, name from industries`);
  const countries = await db.execute<{ id: string; name: string }>(
    sql`select code as id, country_name as name from countries`,
  );
  const byId = (rows: { id: string; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { industries: byId(industries.rows), countries: byId(countries.rows) };
}
