/**
 * `npx tsx src/explain-terms.ts` (BENCH_SCALE=small for the small corpus): the plans of product searches filtered by
 * commercial terms, with and without text, as the search service builds them; shows which index each one uses and
 * how long it took. Fills the terms of a corpus loaded before they were generated.
 */
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchStatements } from '@tradeforge/api';
import { connectDatabase, openDatabase } from '@tradeforge/db';
import { fillProductTerms } from './generate';

const { parseQuery, rankMatchesSql, listNewestSql, tsQuery, termFilters, checkTermFilters } =
  searchStatements;
const dataDir = path.resolve('../data', process.env.BENCH_SCALE === 'small' ? 'bench-small' : 'bench');
const database = await openDatabase({ dataDir, log: { info() {}, warn() {}, error() {} } });
const dialect = new PgDialect();
const run = async (statement: SQL) => {
  const query = dialect.sqlToQuery(statement);
  return database.pool.query(query.sql, query.params);
};

const owner = connectDatabase({ connectionString: database.ownerUrl ?? '', max: 1 });
if ((await owner.pool.query('select 1 from products where moq is not null limit 1')).rowCount === 0) {
  console.log('Filling product terms...');
  await fillProductTerms(owner.pool);
  await owner.pool.query('vacuum analyze products');
}
await owner.close();

const tsquery = async (text: string) =>
  (await run(sql`select (${tsQuery(parseQuery(text)!)})::text as q`)).rows[0].q as string;
const listing = (terms: object) => ({
  table: 'products' as const,
  tier: sql`t.business_subscription`,
  verified: sql`t.business_verified`,
  filters: sql`not t.hidden and ${termFilters(checkTermFilters(terms))}`,
});
const cases: [string, object][] = [
  ['MOQ at most 5', { moqMax: 5 }],
  ['USD, at most 3', { priceCurrency: 'USD', priceMax: 3 }],
  ['EUR, 100 to 120', { priceCurrency: 'EUR', priceMin: 100, priceMax: 120 }],
  ['payment PayPal', { paymentTerms: ['PayPal'] }],
  ['Incoterms EXW', { incoterms: ['EXW'] }],
  ['in stock', { inStock: true }],
];
for (const text of ['', 'cryogenic', 'industrial']) {
  for (const [name, terms] of cases) {
    const statement = text
      ? rankMatchesSql({ ...listing(terms), query: sql`${await tsquery(text)}::tsquery` })
      : listNewestSql(listing(terms));
    const query = dialect.sqlToQuery(statement);
    const plan = (await database.pool.query(`explain (analyze) ${query.sql}`, query.params)).rows.map(
      (row: Record<string, string>) => row['QUERY PLAN']!,
    );
    const indexes = [...new Set(plan.join('\n').match(/products_\w+_idx/g) ?? [])].join(', ');
    const time = plan.find((line) => line.startsWith('Execution Time'));
    console.log(`${text || '(no text)'} | ${name} | ${indexes} | ${time}`);
    if (process.env.PLANS) console.log(plan.join('\n'));
  }
}
await database.close();
