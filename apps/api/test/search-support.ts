import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@tradeforge/db';
import { expect } from 'vitest';
import type { TestApi } from './helper';

/** The database, recording the text of every statement run through `execute`. */
export function recording(db: Db) {
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
export type BusinessSearchData = {
  results: {
    businessProfile: { general: { companyName: string }; subscription: string; verified: boolean };
  }[];
  total_results: number;
  total_capped: boolean;
};

/** The company names of a business search's results, in order. */
export const names = (data: BusinessSearchData) =>
  data.results.map((r) => r.businessProfile.general.companyName);

/** The membership tier of each result's business, in order. */
export const tiers = (data: { results: { businessProfile: { subscription: string } }[] }) =>
  data.results.map((p) => p.businessProfile.subscription);

/** Requests and rows the search tests share, on the test file's own API and database. */
export function searchSupport(api: TestApi) {
  const post = async (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });
  return {
    post,
    /** A business search (type MA, first page of 5 unless the payload says otherwise) that must answer 200. */
    async searchBusinesses(payload: object) {
      const response = await post('/api/search/business', {
        businessType: 'MA',
        skip: 0,
        size: 5,
        ...payload,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as BusinessSearchData;
    },
    /** A product search (first page of 5 unless `extra` says otherwise) that must answer 200. */
    async searchProducts(textQuery: string, extra: object = {}) {
      const response = await post('/api/search/product', { textQuery, skip: 0, size: 5, ...extra });
      expect(response.statusCode).toBe(200);
      return response.json().data as {
        results: { name: string }[];
        total_results: number;
        partialMatch: boolean;
        correctedQuery: string | null;
      };
    },
    /** `count` products named `name {i}`, the first the newest (their search vectors written by the trigger). */
    async insertProducts(businessId: string, count: number, name: string) {
      const db = api.database.db;
      await db.execute(sql`
        insert into products (business_id, name, description, industry_id, category_id, created_at)
        select ${businessId}::uuid, ${name} || ' ' || i, 'In stock.', '0005', '0005-01', now() - i * interval '1 minute'
        from generate_series(1, ${count}::int) i
      `);
    },
  };
}

/** A small seeded random generator (mulberry32), so that generated cases repeat from run to run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seededRandom>;
