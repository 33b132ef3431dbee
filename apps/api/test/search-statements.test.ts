import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@tradeforge/db';
import { createBusiness, createProduct } from './factories';
import { useTestApi } from './helper';
import { createSearchService } from '../src/modules/search';

const api = useTestApi();

/** The database, recording the text of every statement run through `execute`. */
function recording(db: Db) {
  const dialect = new PgDialect();
  const statements: string[] = [];
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute')
        return (query: SQL) => {
          statements.push(dialect.sqlToQuery(query).sql);
          return target.execute(query);
        };
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, statements };
}
/** The per-word statement: each word's tsquery with `simple` and with `english`. */
const perWord = (statements: string[]) => statements.filter((text) => text.includes("to_tsquery('simple'"));

beforeAll(async () => {
  const maker = await createBusiness(api.database.db, { companyName: 'Lakeshore Hydraulics' });
  await createProduct(api.database.db, maker.id, { name: 'Hydraulic Cylinder HC-40' });
  await createProduct(api.database.db, maker.id, { name: 'Gear Pump GP-7' });
});

describe('the statements a product search runs', () => {
  it('asks for each word’s query only when no product has all the words', async () => {
    const { db, statements } = recording(api.database.db);
    const search = createSearchService(db);
    const body = { skip: 0, size: 5, exact: false };
    const whole = await search.searchProducts({ ...body, textQuery: 'hydraulic cylinder' });
    expect(whole.total_results).toBe(1);
    expect(perWord(statements)).toEqual([]);

    const some = await search.searchProducts({ ...body, textQuery: 'hydraulic pump' });
    expect(some.partialMatch).toBe(true);
    expect(some.results.map((p) => p.name).sort()).toEqual(['Gear Pump GP-7', 'Hydraulic Cylinder HC-40']);
    expect(perWord(statements)).toHaveLength(1);
  });
});
