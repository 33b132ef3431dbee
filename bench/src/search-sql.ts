import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { parseQuery } from '@tradeforge/api/search-query';
import { rankMatchesSql, tsQuery } from '@tradeforge/api/search-ranking';

const dialect = new PgDialect();

/**
 * The ranking statement of a business search, built by the same code the endpoint uses, with the query compiled
 * once as the endpoint does; for the raw-SQL comparison (the endpoint also loads the cards of the page).
 */
export async function searchSql(pool: pg.Pool, text: string, businessType: string) {
  const compile = dialect.sqlToQuery(sql`select (${tsQuery(parseQuery(text)!)})::text as q`);
  const compiled = (await pool.query<{ q: string }>(compile.sql, compile.params)).rows[0]!.q;
  return dialect.sqlToQuery(
    rankMatchesSql({
      table: 'businesses',
      tier: sql`t.subscription`,
      verified: sql`t.verified`,
      filters: sql`t.business_type_code = ${businessType}`,
      query: sql`${compiled}::tsquery`,
      skip: 0,
      size: 5,
    }),
  );
}
