import { describe, expect, it } from 'vitest';
import { narrowingOf } from './narrowing';
import { conjunctionGroups } from './query-text';

/** Shares as ANALYZE would give them: 'materi' in every row, 'industri' in 40%, anything not listed in 0.05%. */
const shares = {
  byLexeme: new Map([
    ['materi', 1],
    ['industri', 0.4],
    ['control', 0.52],
    ['robot', 0.055],
    ['compact', 0.17],
  ]),
  otherwise: 0.0005,
};

describe('conjunctionGroups', () => {
  it('reads the words of a conjunction, a prefix expansion as one word', () => {
    expect(conjunctionGroups("'modular' & 'foam' & ( 'materi' | 'materialist' )")).toEqual([
      ['modular'],
      ['foam'],
      ['materi', 'materialist'],
    ]);
    expect(conjunctionGroups("'pump'")).toEqual([['pump']]);
    expect(conjunctionGroups("'o''brien' & 'valv'")).toEqual([["o'brien"], ['valv']]);
  });

  it('answers null for anything else, which goes through the index whole', () => {
    for (const query of [
      "'pump' & !'valv'",
      "'centrifug' <-> 'pump'",
      "'pump':*",
      "'pump' | 'valv'",
      "( 'pump' & 'valv' ) | 'seal'",
      "'pump':A & 'valv'",
      '',
    ])
      expect(conjunctionGroups(query), query).toBeNull();
  });
});

describe('narrowingOf', () => {
  it('finds the rows of the rare words through the index and tests a word that is in every row', () => {
    // Rare words beyond the first two are cheaper to test than to intersect, as the common one is.
    expect(narrowingOf("'modular' & 'foam' & 'upholsteri' & 'materi'", shares)).toBe("'modular' & 'foam'");
    expect(narrowingOf("'industri' & 'card' & ( 'holder' | 'holders' )", shares)).toBe(
      "'card' & ( 'holder' | 'holders' )",
    );
  });

  it('keeps the whole query in the index when every word is common enough to fetch too many rows', () => {
    expect(narrowingOf("'compact' & 'robot' & 'control'", shares)).toBe("'robot' & 'compact'");
    expect(narrowingOf("'industri' & 'control'", shares)).toBeNull();
  });

  it('keeps the whole query when all its words are rare, or it has one word', () => {
    expect(narrowingOf("'centrifug' & 'pump'", shares)).toBeNull();
    expect(narrowingOf("'materi'", shares)).toBeNull();
    expect(narrowingOf("'materi' & !'foam'", shares)).toBeNull();
  });

  it('quotes the lexemes it writes again', () => {
    expect(narrowingOf("'o''brien' & 'materi'", shares)).toBe("'o''brien'");
  });
});
