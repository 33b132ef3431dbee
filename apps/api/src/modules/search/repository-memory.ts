import { sql } from 'drizzle-orm';
import type { Db, Executor } from '@tradeforge/db';

/*
 * What the in-memory product index (memory/product-index.ts) reads: every visible product's search columns in one
 * snapshot, then the rows written and removed since a snapshot.
 */

/** A product as the in-memory index keeps it; `hidden` rows only leave it. */
export type ProductSearchRow = {
  id: string;
  /** The business's tier as text (standard, gold, premium, platinum). */
  tier: string;
  verified: boolean;
  /** created_at in microseconds since the epoch, as text (exact in a double up to the year 2255). */
  created_us: string;
  industry_id: string;
  hidden: boolean;
  /** The search vector's text form, '' for none. */
  vector: string;
};

const rowColumns = sql`t.id::text as id, t.business_subscription::text as tier, t.business_verified as verified,
  (extract(epoch from t.created_at) * 1000000)::bigint::text as created_us, t.industry_id, t.hidden,
  coalesce(t.search_vector::text, '') as vector`;

/** How many products one fetch of the full load reads. */
export const PRODUCT_LOAD_BATCH = 5_000;

/**
 * Every visible product in listing order (tier, badge, newest, id), in batches through a cursor, all in one snapshot
 * (a repeatable-read transaction); answers that snapshot and the products' search generation as it saw them.
 */
export async function loadProductSearchRows(
  db: Db,
  onBatch: (rows: ProductSearchRow[]) => Promise<void> | void,
): Promise<{ snapshot: string; generation: string }> {
  return db.transaction(
    async (tx) => {
      const head = await tx.execute<{ snapshot: string; generation: string }>(
        sql`select pg_current_snapshot()::text as snapshot, (select products::text from search_generations) as generation`,
      );
      await tx.execute(sql`
        declare product_search_rows no scroll cursor for
        select ${rowColumns} from products t where not t.hidden
        order by t.business_subscription desc, t.business_verified desc, t.created_at desc, t.id
      `);
      for (;;) {
        const { rows } = await tx.execute<ProductSearchRow>(
          sql`fetch ${sql.raw(String(PRODUCT_LOAD_BATCH))} from product_search_rows`,
        );
        if (rows.length > 0) await onBatch(rows);
        if (rows.length < PRODUCT_LOAD_BATCH) break;
      }
      return head.rows[0]!;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The products' search generation as it stands (`search_generations`). */
export async function findProductsGeneration(db: Executor) {
  const { rows } = await db.execute<{ generation: string }>(
    sql`select products::text as generation from search_generations`,
  );
  return rows[0]!.generation;
}

/** At most this many changed rows are caught up on; more, and the index loads anew. */
export const PRODUCT_CATCH_UP_LIMIT = 20_000;

/**
 * What changed since `snapshot` (the text of a pg_snapshot): the products whose `search_xid` that snapshot did not
 * see (written or hidden since), the ids removed since, whether the table was truncated, and the snapshot and
 * generation now, all read in one statement. `overflow` says there were more than PRODUCT_CATCH_UP_LIMIT rows.
 */
export async function findProductChanges(db: Executor, snapshot: string) {
  const unseen = (column: string) =>
    sql`${sql.raw(column)} >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
      and not pg_visible_in_snapshot(${sql.raw(column)}, ${snapshot}::pg_snapshot)`;
  const { rows } = await db.execute<{
    kind: 'row' | 'removed' | 'truncated' | 'now';
    id: string | null;
    row: ProductSearchRow | null;
    snapshot: string | null;
    generation: string | null;
  }>(sql`
    select 'now' as kind, null as id, null::json as row, pg_current_snapshot()::text as snapshot,
      (select products::text from search_generations) as generation
    union all
    select 'row', null, row_to_json(c), null, null from (
      select ${rowColumns} from products t where ${unseen('t.search_xid')} limit ${PRODUCT_CATCH_UP_LIMIT + 1}
    ) c
    union all
    select case when r.row_id is null then 'truncated' else 'removed' end, r.row_id::text, null, null, null
    from search_removals r where r.table_name = 'products' and ${unseen('r.removed_xid')}
  `);
  const now = rows.find((row) => row.kind === 'now')!;
  const changed = rows.filter((row) => row.kind === 'row').map((row) => row.row!);
  return {
    snapshot: now.snapshot!,
    generation: now.generation!,
    rows: changed,
    overflow: changed.length > PRODUCT_CATCH_UP_LIMIT,
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

/** Every industry's name by id (reference data: read once per process, for facet labels counted in memory). */
export async function findIndustryNames(db: Executor) {
  const { rows } = await db.execute<{ id: string; name: string }>(sql`select id, name from industries`);
  return new Map(rows.map((row) => [row.id, row.name]));
}
