import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchStatements } from '@tradeforge/api';
import { openDatabase } from '@tradeforge/db';

const { parseQuery, rankMatchesSql, tsQuery } = searchStatements;
const dataDir = path.resolve('../data', process.env.BENCH_SCALE === 'small' ? 'bench-small' : 'bench');
const database = await openDatabase({ dataDir, log: { info() {}, warn() {}, error() {} } });
const text = process.argv[2] ?? 'industrial';
const table = (process.argv[3] ?? 'products') as 'products' | 'businesses';
const statement = rankMatchesSql({
  table,
  tier: table === 'products' ? sql`t.business_subscription` : sql`t.subscription`,
  verified: table === 'products' ? sql`t.business_verified` : sql`t.verified`,
  filters: table === 'products' ? sql`not t.hidden` : sql`t.business_type_code = 'MA'`,
  query: sql`${(await database.pool.query(new PgDialect().sqlToQuery(sql`select (${tsQuery(parseQuery(text)!)})::text as q`).sql, new PgDialect().sqlToQuery(sql`select (${tsQuery(parseQuery(text)!)})::text as q`).params)).rows[0].q}::tsquery`,
});
const query = new PgDialect().sqlToQuery(statement);
const plan = await database.pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
await database.close();
