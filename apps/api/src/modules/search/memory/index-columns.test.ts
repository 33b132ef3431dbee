import { describe, expect, it } from 'vitest';
import { SearchIndex, type IndexQuery } from './index-ranking';
import { searchRow } from './test-rows';
import { parseTsvector } from './text-format';

const row = (number: number, vector: string) =>
  searchRow(number, vector, { tier: number % 3 === 0 ? 'gold' : 'standard' });
const rows = Array.from({ length: 40 }, (_, n) =>
  row(
    n,
    n % 2 ? `'pump':1A 'water':2A,5 'steel':${3 + (n % 4)}` : `'valve':1A 'steel':2A 'pump':${4 + (n % 3)}`,
  ),
);
const query = (...lexemes: string[]): IndexQuery => {
  const words = lexemes.map((lexeme) => ({ kind: 'lexeme' as const, lexeme, prefix: false }));
  return { all: { kind: 'and', items: words }, words, typedPrefix: null };
};

describe('an index loaded at the sizes PostgreSQL counted', () => {
  it('ranks and counts as one that grew its lists, and keeps no list for a lexeme no row had', () => {
    const grown = new SearchIndex();
    grown.appendListed(rows);
    const reserved = new SearchIndex();
    const counts = new Map<string, { lexeme: string; rows: number; positions: number }>();
    for (const { vector } of rows) {
      const parsed = parseTsvector(vector);
      parsed.lexemes.forEach((lexeme, at) => {
        const entry = counts.get(lexeme) ?? { lexeme, rows: 0, positions: 0 };
        counts.set(lexeme, {
          lexeme,
          rows: entry.rows + 1,
          positions: entry.positions + parsed.positions[at]!.length,
        });
      });
    }
    reserved.reserve({
      rows: rows.length,
      lexemes: [...counts.values(), { lexeme: 'gone', rows: 1, positions: 1 }],
    });
    reserved.appendListed(rows);
    reserved.trim();
    for (const asked of [query('pump', 'steel'), query('water', 'valve'), query('steel')])
      expect(reserved.rank(asked)).toEqual(grown.rank(asked));
    expect(reserved.count(query('gone'))).toBe(0);
    expect(reserved.rowsWithLexeme('gone')).toBe(0);
    expect(reserved.size).toBe(40);
  });
});
