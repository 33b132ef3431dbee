import { describe, expect, it } from 'vitest';
import type { SearchRow } from '../repository';
import { SearchIndex } from './search-index';
import { parseTsquery, parseTsvector, type QueryNode } from './text-format';
import { rankVector } from './tsrank';

/** A row with a search vector of the given lexemes (one position each), in listing order by `age` seconds. */
function row(number: number, lexemes: string[], age = number): SearchRow {
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    tier: 'standard',
    verified: false,
    created_us: String((1_800_000_000 - age) * 1_000_000),
    industry_id: '0001',
    business_type: null,
    country: null,
    hidden: false,
    vector: lexemes.map((lexeme, at) => `'${lexeme}':${at + 1}`).join(' '),
  };
}

const prefix = (lexeme: string): QueryNode => ({ kind: 'lexeme', lexeme, prefix: true });
const idsOf = (ranking: { ids: string }) => ranking.ids.match(/.{36}/g) ?? [];

describe('SearchIndex prefixes', () => {
  it('finds a lexeme that came after the first prefix query, and keeps the lexemes in byte order', () => {
    const index = new SearchIndex();
    index.appendListed([row(1, ['quartz', 'valv']), row(2, ['quill', 'pump']), row(3, ['zinc'])]);
    expect(idsOf(index.rank(prefix('qu'))).sort()).toEqual([row(1, []).id, row(2, []).id]);

    // New lexemes before, between and after the ones the first query sorted, and one that sorts by its bytes
    // ('Z' before 'a'; 'é' after 'z').
    index.apply([row(4, ['quest', 'aardvark']), row(5, ['quorvex', 'émail']), row(6, ['Zed', 'quiet'])], []);
    expect(idsOf(index.rank(prefix('qu'))).sort()).toEqual([1, 2, 4, 5, 6].map((n) => row(n, []).id));
    expect(idsOf(index.rank(prefix('quo')))).toEqual([row(5, []).id]);
    expect(idsOf(index.rank(prefix('aa')))).toEqual([row(4, []).id]);
    expect(idsOf(index.rank(prefix('é')))).toEqual([row(5, []).id]);
    expect(idsOf(index.rank(prefix('Z')))).toEqual([row(6, []).id]);
    expect(idsOf(index.rank(prefix('z')))).toEqual([row(3, []).id]);
  });
});

describe('SearchIndex ranks', () => {
  it('ranks each row as its vector alone, whatever the rows before it matched', () => {
    // A code either way it is written: rows match the query through different operands, in turn.
    const vectors = [
      "'67':2 'box':3 'ip':1",
      "'box':5 'ip67':1",
      "'67':9 'box':20 'ip':1",
      "'box':2 'ip67':1",
      "'67':4 'box':30 'ip':3",
      "'box':40 'ip67':1",
      "'67':2 'box':12 'ip':1 'ip67':7",
    ];
    const rows = vectors.map((vector, at): SearchRow => ({ ...row(at + 1, []), vector }));
    const index = new SearchIndex();
    index.appendListed(rows);
    for (const text of ["( 'ip' & '67' | 'ip67' ) & 'box'", "'box' & ( 'ip67' | 'ip' & '67' )"]) {
      const query = parseTsquery(text)!;
      const ranks = rows.map((listed) => rankVector(parseTsvector(listed.vector), query));
      expect(new Set(ranks).size, text).toBe(rows.length);
      const expected = rows
        .map((listed, at) => ({ id: listed.id, rank: ranks[at]! }))
        .sort((a, b) => b.rank - a.rank);
      expect(idsOf(index.rank(query)), text).toEqual(expected.map((listed) => listed.id));
    }
  });
});

describe('SearchIndex partial answers', () => {
  const lexeme = (text: string): QueryNode => ({ kind: 'lexeme', lexeme: text, prefix: false });
  const some = (index: SearchIndex, words: string[]) =>
    idsOf(index.rankSome(words.map(lexeme), { kind: 'or', items: words.map(lexeme) }));

  it('counts the words of each row anew in every call, also once rows were added', () => {
    const first = [row(1, ['bolt', 'nut']), row(2, ['nut']), row(3, ['bolt', 'nut', 'washer'])];
    // Rows with one word, weighted A, rank above those with both (weighted D): only the count puts the latter first.
    const added = Array.from({ length: 10 }, (_, at) => ({
      ...row(10 + at, []),
      vector: at % 2 ? "'rivet':9 'washer':10" : "'rivet':1A,2A,3A",
    }));
    const index = new SearchIndex();
    index.appendListed(first);
    expect(some(index, ['bolt', 'nut', 'washer'])[0]).toBe(row(3, []).id);
    index.apply(added, []);
    const fresh = new SearchIndex();
    fresh.appendListed([...first, ...added]);
    for (const words of [
      ['washer', 'rivet'],
      ['bolt', 'rivet', 'washer'],
      ['nut', 'rivet'],
    ])
      expect(some(index, words), words.join(' ')).toEqual(some(fresh, words));
    // The added rows with both words first (row 3 has one), newest first.
    expect(some(index, ['washer', 'rivet']).slice(0, 5)).toEqual(
      [11, 13, 15, 17, 19].map((n) => row(n, []).id),
    );
  });
});

describe('SearchIndex ranks the first rows only, when asked', () => {
  const lexeme = (text: string): QueryNode => ({ kind: 'lexeme', lexeme: text, prefix: false });
  // In listing order: 4 gold with the badge, 16 gold, 8 standard with the badge, 32 standard, newest first in each.
  // Every row has 'bolt', from one to five times (so the ranks differ), and every other row 'nut'.
  const groups: [string, boolean, number][] = [
    ['gold', true, 4],
    ['gold', false, 16],
    ['standard', true, 8],
    ['standard', false, 32],
  ];
  const rows = groups
    .flatMap(([tier, verified, count]) => Array.from({ length: count }, () => ({ tier, verified })))
    .map(({ tier, verified }, at): SearchRow => {
      const bolts = Array.from({ length: 1 + ((at * 7) % 5) }, (_, position) => position + 1).join(',');
      return { ...row(at + 1, []), tier, verified, vector: `'bolt':${bolts}${at % 2 ? '' : " 'nut':9"}` };
    });
  const index = new SearchIndex();
  index.appendListed(rows);
  const bolt = lexeme('bolt');
  const either = { kind: 'or', items: [bolt, lexeme('nut')] } as const satisfies QueryNode;

  it('ranks and lists only the groups of tier and badge that start within the first rows', () => {
    const whole = index.rank(bolt);
    expect(whole.orderedUpTo).toBeUndefined();
    for (const [upTo, orderedUpTo] of [
      [1, 4],
      [4, 4],
      [5, 20],
      [21, 28],
    ] as const) {
      const first = index.rank(bolt, {}, upTo);
      expect(first.orderedUpTo, `up to ${upTo}`).toBe(orderedUpTo);
      expect(first.total).toBe(60);
      expect(idsOf(first)).toEqual(idsOf(whole).slice(0, orderedUpTo));
    }
    // The relevance order differs from the listing order within a group, or the test would prove nothing.
    expect(idsOf(whole).slice(4, 20)).not.toEqual(rows.slice(4, 20).map((listed) => listed.id));
    expect(index.rank(bolt, {}, 29).orderedUpTo).toBeUndefined();
  });

  it('groups a partial answer by the words matched too', () => {
    const words = [bolt, lexeme('nut')];
    const whole = index.rankSome(words, either);
    expect(whole.orderedUpTo).toBeUndefined();
    // The rows with both words first: 2 gold with the badge, then 8 gold.
    const first = index.rankSome(words, either, {}, 3);
    expect(first.orderedUpTo).toBe(10);
    expect(idsOf(first)).toEqual(idsOf(whole).slice(0, 10));
    expect(first.total).toBe(whole.total);
  });
});
