import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { searchStatements, type RankedList } from '@tradeforge/api';

const dialect = new PgDialect();
const { parseQuery, tsQuery, rankMatchesSql, pageOf, businessCardsPageSql } = searchStatements;

/**
 * A business search as raw SQL through `pg`, built by the same code the endpoint uses, with the query compiled once
 * as the endpoint does: the ranking statement, then the first page's cards. This is what the endpoint runs for a
 * search it has no ranking of yet; for the raw-SQL comparison.
 */
export async function rawBusinessSearch(pool: pg.Pool, text: string, businessType: string) {
  const compile = dialect.sqlToQuery(sql`select (${tsQuery(parseQuery(text)!)})::text as q`);
  const compiled = (await pool.query<{ q: string }>(compile.sql, compile.params)).rows[0]!.q;
  const ranking = dialect.sqlToQuery(
    rankMatchesSql({
      table: 'businesses',
      tier: sql`t.subscription`,
      verified: sql`t.verified`,
      filters: sql`t.business_type_code = ${businessType}`,
      query: sql`${compiled}::tsquery`,
    }),
  );
  return async () => {
    const list = (await pool.query<RankedList>(ranking.sql, ranking.params)).rows[0]!;
    const cards = dialect.sqlToQuery(businessCardsPageSql(pageOf(list, 0, 5)));
    return pool.query(cards.sql, cards.params);
  };
}
