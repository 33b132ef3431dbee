import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { parseTsquery, parseTsvector, type QueryNode } from '../src/modules/search/memory/text-format';
import { rankMethod, rankOperands, rankVector } from '../src/modules/search/memory/tsrank';
import { randomDocument, randomQuery, seededRandom, type DocumentCase } from './search-memory-rank-cases';

/**
 * The in-memory ts_rank against PostgreSQL's own, float4 for float4, on a few thousand random documents and
 * queries and on hand-picked edge cases: any difference in the formula, in the float/double steps or in which
 * operands count shows as a mismatch.
 */

let database: TestDatabase;
const documents: DocumentCase[] = [];
const queries: string[] = [];
const pairs: [number, number][] = [];

/** Vectors that pin one thing down each: every word distance, the position cap, lexemes without positions. */
const FIXED_VECTORS = [
  ...Array.from({ length: 102 }, (_, distance) => `'a':1 'b':${1 + distance}`),
  ...[16280, 16282, 16283, 16284, 16300, 16382, 16383].map((position) => `'a' 'b':${position}B 'c':3A`),
  "'a' 'b'",
  "'a':16383 'b':16383",
  "'pump':1A,2,3C 'pumpkin':4B 'pumps' 'pu':16383",
];
/** Queries whose answer surprises: duplicates exact and prefix, negation, one operand twice, a phrase. */
const FIXED_QUERIES = [
  "'a' & 'b'",
  "'a' | 'b' | 'c'",
  "'b' & 'c' & 'a'",
  "'pump' | 'pump':*",
  "'pump':* | 'pump'",
  "'pump' & 'pump':* & 'steel'",
  "'pump':* & 'pump' & 'steel' & 'a' & 'b' & 'c' & 'pump' & 'x'",
  "!'pump'",
  "!'a' & 'b'",
  "'pump' & 'pump'",
  "'a' <-> 'b'",
  "'pu':* & 'pump'",
  "'pu':* & 'pumpkin':*",
  "'a':AB & 'b':*C",
];

beforeAll(async () => {
  database = await createTestDatabase();
  const random = seededRandom(20261126);
  for (let i = 0; i < 700; i++) documents.push(randomDocument(random));
  for (const literal of FIXED_VECTORS) documents.push({ ...documents[0]!, strip: 0, literal });
  for (let i = 0; i < 500; i++) queries.push(randomQuery(random));
  const fixed = queries.length;
  queries.push(...FIXED_QUERIES);
  for (let d = 0; d < 700; d++) for (let n = 0; n < 6; n++) pairs.push([d, random.int(0, fixed - 1)]);
  for (let d = 0; d < documents.length; d++) for (let q = fixed; q < queries.length; q++) pairs.push([d, q]);

  await database.pool.query(`create table rank_docs (ord int primary key, v tsvector not null)`);
  await database.pool.query(`create table rank_queries (ord int primary key, q tsquery not null)`);
  const column = <T>(pick: (document: DocumentCase) => T) => documents.map(pick);
  await database.pool.query(
    `insert into rank_docs
     select ord, case when s = 1 then strip(v) else v end from (
       select ord, s, coalesce(lit::tsvector,
         case when s = 2 then strip(setweight(to_tsvector('simple', t), tw::"char"))
           else setweight(to_tsvector('simple', t), tw::"char") end
         || setweight(to_tsvector('simple', b), bw::"char")) as v
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[])
         as x(ord, t, tw, b, bw, s, lit)
     ) d`,
    [
      documents.map((_, ord) => ord),
      column((document) => document.title),
      column((document) => document.titleWeight),
      column((document) => document.body),
      column((document) => document.bodyWeight),
      column((document) => document.strip),
      column((document) => document.literal),
    ],
  );
  await database.pool.query(
    `insert into rank_queries select ord, q::tsquery from unnest($1::int[], $2::text[]) as x(ord, q)`,
    [queries.map((_, ord) => ord), queries],
  );
}, 120_000);

afterAll(async () => {
  await database?.close();
});

async function vectorTexts() {
  const { rows } = await database.pool.query<{ ord: number; v: string }>(
    `select ord, v::text as v from rank_docs`,
  );
  return new Map(rows.map((row) => [row.ord, row.v]));
}

async function queryTexts() {
  const { rows } = await database.pool.query<{ ord: number; q: string }>(
    `select ord, q::text as q from rank_queries`,
  );
  return new Map(rows.map((row) => [row.ord, row.q]));
}

/** tsqueryout: how PostgreSQL prints a query, parenthesizing a lower-priority operand and a phrase on the right. */
function formatQuery(node: QueryNode, parent = 0, rightOfPhrase = false): string {
  if (node.kind === 'lexeme') {
    const modifiers = `${node.prefix ? '*' : ''}${node.weights ?? ''}`;
    const quoted = `'${node.lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
    return modifiers ? `${quoted}:${modifiers}` : quoted;
  }
  const wrap = (priority: number, text: string, force = false) =>
    priority < parent || force ? `( ${text} )` : text;
  if (node.kind === 'not') return wrap(4, `!${formatQuery(node.item, 4)}`);
  if (node.kind === 'phrase') {
    const operator = node.distance === 1 ? '<->' : `<${node.distance}>`;
    const text = `${formatQuery(node.left, 3)} ${operator} ${formatQuery(node.right, 3, true)}`;
    return wrap(3, text, rightOfPhrase);
  }
  const priority = node.kind === 'and' ? 2 : 1;
  const text = node.items
    .map((item) => formatQuery(item, priority))
    .join(node.kind === 'and' ? ' & ' : ' | ');
  return wrap(priority, text);
}

describe('tsvector and tsquery text', () => {
  it('reads a vector with weights, doubled quotes and a lexeme without positions', () => {
    const vector = parseTsvector(`'bar''s':2B 'back\\\\slash':16383 'foo':1A,3 'x'`);
    expect(vector.lexemes).toEqual(["bar's", 'back\\slash', 'foo', 'x']);
    expect(vector.positions.map((positions) => [...positions])).toEqual([
      [(2 << 14) | 2],
      [16383],
      [(3 << 14) | 1, 3],
      [],
    ]);
  });

  it('reads queries with PostgreSQL precedence: ! before <-> before & before |', () => {
    expect(parseTsquery('')).toBeNull();
    expect(parseTsquery(`!'a' <-> 'b' & 'c':*AB | 'd'`)).toEqual({
      kind: 'or',
      items: [
        {
          kind: 'and',
          items: [
            {
              kind: 'phrase',
              distance: 1,
              left: { kind: 'not', item: { kind: 'lexeme', lexeme: 'a', prefix: false } },
              right: { kind: 'lexeme', lexeme: 'b', prefix: false },
            },
            { kind: 'lexeme', lexeme: 'c', prefix: true, weights: 'AB' },
          ],
        },
        { kind: 'lexeme', lexeme: 'd', prefix: false },
      ],
    });
  });

  it('reads every vector as unnest(tsvector) lists its lexemes, positions and weights', async () => {
    const texts = await vectorTexts();
    const { rows } = await database.pool.query<{
      ord: number;
      lexeme: string;
      positions: number[] | null;
      weights: string[] | null;
    }>(`select d.ord, u.lexeme, u.positions, u.weights
        from rank_docs d, unnest(d.v) with ordinality u(lexeme, positions, weights, n) order by d.ord, u.n`);
    const expected = new Map<number, { lexemes: string[]; positions: string[][] }>();
    for (const row of rows) {
      const entry = expected.get(row.ord) ?? { lexemes: [], positions: [] };
      entry.lexemes.push(row.lexeme);
      entry.positions.push((row.positions ?? []).map((position, at) => `${position}${row.weights![at]}`));
      expected.set(row.ord, entry);
    }
    const weightLetter = ['D', 'C', 'B', 'A'];
    for (const [ord, text] of texts) {
      const vector = parseTsvector(text);
      const got = {
        lexemes: vector.lexemes,
        positions: vector.positions.map((list) =>
          [...list].map((p) => `${p & 0x3fff}${weightLetter[p >> 14]}`),
        ),
      };
      expect(got, text).toEqual(expected.get(ord) ?? { lexemes: [], positions: [] });
    }
  });

  it('reads every query back to the text PostgreSQL printed', async () => {
    for (const text of (await queryTexts()).values()) expect(formatQuery(parseTsquery(text)!)).toBe(text);
  });
});

describe('ts_rank(vector, query, 1) in memory', () => {
  it('gives PostgreSQL float4 for float4 on thousands of random and edge cases', async () => {
    const vectors = await vectorTexts();
    const texts = await queryTexts();
    const { rows } = await database.pool.query<{ d: number; q: number; rank: string }>(
      `select p.d, p.q, ts_rank(d.v, q.q, 1)::text as rank
       from unnest($1::int[], $2::int[]) as p(d, q)
       join rank_docs d on d.ord = p.d join rank_queries q on q.ord = p.q`,
      [pairs.map(([d]) => d), pairs.map(([, q]) => q)],
    );
    const mismatches: string[] = [];
    let matched = 0;
    let viaAnd = 0;
    for (const row of rows) {
      const vector = vectors.get(row.d)!;
      const query = parseTsquery(texts.get(row.q)!);
      const expected = Math.fround(Number(row.rank));
      const got = Math.fround(rankVector(parseTsvector(vector), query));
      if (got !== expected)
        mismatches.push(`ts_rank('${vector}', '${texts.get(row.q)}') = ${row.rank}, got ${got}`);
      if (expected > 1e-10) matched++;
      if (query && rankMethod(query) === 'and' && rankOperands(query).length > 1 && expected > 1e-10)
        viaAnd++;
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(rows.length).toBe(pairs.length);
    expect(rows.length).toBeGreaterThan(10_000);
    // The cases exercise real matches, through calc_rank_and as well, not only zeros.
    expect(matched).toBeGreaterThan(2_000);
    expect(viaAnd).toBeGreaterThan(500);
  });

  it('ranks an empty vector and an empty query 0, as PostgreSQL does', () => {
    expect(rankVector(parseTsvector(''), parseTsquery(`'a'`))).toBe(0);
    expect(rankVector(parseTsvector(`'a':1`), parseTsquery(''))).toBe(0);
  });

  it('keeps the one of `w` and `w:*` that PostgreSQL qsort leaves first, and counts negated operands', () => {
    expect(rankOperands(parseTsquery(`'w' | 'w':*`)!)).toEqual([{ lexeme: 'w', prefix: true }]);
    expect(rankOperands(parseTsquery(`'w':* | 'w'`)!)).toEqual([{ lexeme: 'w', prefix: false }]);
    expect(rankOperands(parseTsquery(`!'b' & 'a'`)!)).toEqual([
      { lexeme: 'a', prefix: false },
      { lexeme: 'b', prefix: false },
    ]);
  });
});
