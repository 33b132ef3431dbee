import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { parseQuery } from '@tradeforge/api/search-query';
import { rankMatchesSql, tsQuery } from '@tradeforge/api/search-ranking';
import { rankedBusinessCardsSql } from '@tradeforge/api/search-repository';

const dialect = new PgDialect();

/**
 * The statement of a business search (ranking and the page's cards), built by the same code the endpoint uses,
 * with the query compiled once as the endpoint does; for the raw-SQL comparison.
 */
export async function searchSql(pool: pg.Pool, text: string, businessType: string) {
  const compile = dialect.sqlToQuery(sql`select (${tsQuery(parseQuery(text)!)})::text as q`);
  const compiled = (await pool.query<{ q: string }>(compile.sql, compile.params)).rows[0]!.q;
  return dialect.sqlToQuery(
    rankedBusinessCardsSql(
      rankMatchesSql({
        table: 'businesses',
        tier: sql`t.subscription`,
        verified: sql`t.verified`,
        filters: sql`t.business_type_code = ${businessType}`,
        query: sql`${compiled}::tsquery`,
        skip: 0,
        size: 5,
      }),
    ),
  );
}
