import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SavedSearchKind, SavedSearchQuery } from '@tradeforge/contracts';
import { schema, unseenBySnapshot, type Executor } from '@tradeforge/db';

const { savedSearches } = schema;
export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function findSavedSearches(db: Executor, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt));
}

export async function countSavedSearches(db: Executor, userId: string) {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** The user's saved search with exactly this kind and query, if any: saving it again keeps the one. */
export async function findSameSearch(db: Executor, userId: string, kind: SavedSearchKind, query: object) {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.userId, userId),
        eq(savedSearches.kind, kind),
        sql`${savedSearches.query} = ${JSON.stringify(query)}::jsonb`,
      ),
    );
  return row;
}

export async function insertSavedSearch(
  db: Executor,
  values: { userId: string; name: string; kind: SavedSearchKind; query: SavedSearchQuery },
) {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

export async function deleteSavedSearch(db: Executor, userId: string, id: string) {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Opening a saved search shows its results: the new ones are seen. */
export async function markSeen(db: Executor, userId: string, id: string) {
  const [row] = await db
    .update(savedSearches)
    .set({ newResults: 0, seenAt: sql`clock_timestamp()` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

/** One instance at a time runs the saved-search check; the others skip that round. */
export async function trySavedSearchLock(tx: Executor) {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtext('saved_search_job')) as locked`,
  );
  return result.rows[0]?.locked === true;
}

/** Saved searches whose last check is at least `hours` old, oldest first, claimed for this transaction. */
export async function findDueSearches(tx: Executor, hours: number, limit: number) {
  return tx
    .select()
    .from(savedSearches)
    .where(sql`${savedSearches.checkedAt} <= now() - make_interval(hours => ${hours})`)
    .orderBy(savedSearches.checkedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * The rows that match a saved search and that its last check did not see (created by a transaction its
 * `checkedSnapshot` shows as running or not yet begun), counted with the snapshot of that count, which the check
 * keeps for the next one: a row whose transaction began before a check and committed after it is counted by the
 * next check, as a row committed since. By creation time it would have been older than the check and never
 * counted. Matched as on the results page: the same columns and facet filters, and `tsquery`, the text as search
 * compiles it without typo correction (an alert should hold to what was asked; null: no text). Reads only the rows
 * created since, through the tables' creation-transaction order.
 */
export async function countNewMatches(tx: Executor, search: SavedSearchRow, tsquery: string | null) {
  const query = search.query as SavedSearchQuery;
  const countries = [...(query.countries ?? []), ...(query.country ? [query.country] : [])]
    .filter((code) => code.toLowerCase() !== 'global')
    .map((code) => code.toUpperCase());
  const products = search.kind === 'products';
  const conditions = [
    unseenBySnapshot(sql`t.created_xid`, search.checkedSnapshot),
    products ? sql`not t.hidden` : sql`t.business_type_code = ${query.businessType ?? ''}`,
    tsquery === null ? null : sql`t.search_vector @@ ${tsquery}::tsquery`,
    query.industries?.length ? sql`t.industry_id = any(${sql.param(query.industries)}::text[])` : null,
    query.tiers?.length
      ? sql`${products ? sql`t.business_subscription` : sql`t.subscription`}::text = any(${sql.param(query.tiers)}::text[])`
      : null,
    !products && countries.length ? sql`t.country_code = any(${sql.param(countries)}::text[])` : null,
  ].filter((condition): condition is SQL => condition !== null);
  // One statement: the count and the snapshot it read with (pg_current_snapshot is the statement's).
  const result = await tx.execute<{ found: number; snapshot: string }>(
    sql`select (select count(*)::int from ${products ? sql`products` : sql`businesses`} t
          where ${sql.join(conditions, sql` and `)}) as found, pg_current_snapshot()::text as snapshot`,
  );
  return result.rows[0]!;
}

/** A check done: `found` more new results, seen through `snapshot` (`countNewMatches`). */
export async function recordCheck(tx: Executor, id: string, check: { found: number; snapshot: string }) {
  await tx
    .update(savedSearches)
    .set({
      checkedAt: sql`now()`,
      checkedSnapshot: check.snapshot,
      newResults: sql`${savedSearches.newResults} + ${check.found}`,
    })
    .where(eq(savedSearches.id, id));
}
