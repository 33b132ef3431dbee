import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { businessCardsPageQuery } from '@tradeforge/api';

const dialect = new PgDialect();

/**
 * A page of business results as raw SQL through `pg`, built by the statement the endpoint reads its cards with: five
 * businesses of a type. Search ranks in the API's own index, so this page is all PostgreSQL does for a search; for
 * the raw-SQL comparison.
 */
export async function rawBusinessPage(pool: pg.Pool, businessType: string) {
  const found = dialect.sqlToQuery(
    sql`select id from businesses where business_type_code = ${businessType} order by created_at desc limit 5`,
  );
  const ids = (await pool.query<{ id: string }>(found.sql, found.params)).rows.map((row) => row.id);
  const page = businessCardsPageQuery(ids);
  return () => pool.query(page.sql, page.params);
}
