import { describe, expect, it } from 'vitest';
import type { SearchRow } from '../repository';
import { SearchIndex } from './search-index';
import type { QueryNode } from './text-format';

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
