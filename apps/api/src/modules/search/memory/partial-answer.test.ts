import { describe, expect, it } from 'vitest';
import type { SearchRow } from '../repository';
import type { IndexFilters } from './index-columns';
import { SearchIndex, type IndexQuery } from './index-ranking';
import type { QueryNode } from './text-format';

/*
 * A partial answer (no row has every word) scores only the rows that can reach its first pages; what it answers
 * must be what scoring every row answers: the same first rows in the same order, the same total.
 */

const TIERS = ['standard', 'gold', 'premium', 'platinum'];

/** A pseudo-random sequence, the same at every run. */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Rows where "industri" is common and each row has at most one of robot, control and sensor, so that no row has
 * two of them: some lexemes in a row's name, some in its description, some without a position (they count for
 * the bound of a row, not for its score).
 */
function rowsOf(count: number): SearchRow[] {
  const random = numbers(7);
  return Array.from({ length: count }, (_, at) => {
    const words: string[] = [];
    let position = 1;
    const place = (lexeme: string) => {
      const roll = random();
      words.push(roll < 0.05 ? `'${lexeme}'` : `'${lexeme}':${position++}${roll < 0.4 ? 'A' : ''}`);
    };
    if (random() < 0.7) place('industri');
    const kind = random();
    if (kind < 0.1) place('robot');
    else if (kind < 0.15) place('robotic');
    else if (kind < 0.25) place('control');
    else if (kind < 0.3) place('sensor');
    if (random() < 0.2) place('ip');
    if (random() < 0.2) place('67');
    place(`model${at % 50}`);
    return {
      id: `00000000-0000-4000-8000-${String(at).padStart(12, '0')}`,
      tier: TIERS[Math.floor(random() * 4)]!,
      verified: random() < 0.3,
      // Many rows share a creation time, so that ties go to the id.
      created_us: String(1_700_000_000_000_000 + Math.floor(random() * 50) * 1_000_000),
      industry_id: random() < 0.5 ? '0001' : '0002',
      business_type: null,
      country: null,
      hidden: false,
      vector: words.join(' '),
      terms: null,
    };
  });
}

const lexeme = (word: string, prefix = false): QueryNode => ({ kind: 'lexeme', lexeme: word, prefix });
const query = (...words: QueryNode[]): IndexQuery => ({
  all: { kind: 'and', items: words },
  words,
  typedPrefix: null,
});

const queries: [string, IndexQuery][] = [
  ['a common word and two that never meet', query(lexeme('industri'), lexeme('robot'), lexeme('control'))],
  [
    'the last word a prefix',
    { ...query(lexeme('control'), lexeme('sensor'), lexeme('robot', true)), typedPrefix: 'robot' },
  ],
  [
    'a word written two ways, one of them two lexemes',
    query(
      { kind: 'or', items: [lexeme('sensor'), { kind: 'and', items: [lexeme('ip'), lexeme('67')] }] },
      lexeme('robot'),
      lexeme('control'),
    ),
  ],
];

describe('a partial answer', () => {
  const rows = rowsOf(36_000);
  const index = new SearchIndex();
  index.appendListed(rows);

  const filters: [string, IndexFilters][] = [
    ['without filters', {}],
    ['under a filter', { industries: ['0001'] }],
  ];
  for (const [what, asked] of queries)
    for (const [how, filter] of filters)
      it(`answers as scoring every row does: ${what}, ${how}`, () => {
        const first = index.rank(asked, filter, 20);
        expect(first.partial).toBe(true);
        // Asked for every row, all of them are scored and sorted.
        const every = index.rank(asked, filter, first.total);
        expect(every.orderedUpTo).toBeUndefined();
        expect(first.total).toBe(every.total);
        expect(first.total).toBeGreaterThan(4096);
        expect(first.orderedUpTo).toBe(100);
        expect(first.ids).toBe(every.ids.slice(0, 100 * 36));
      });

  it('scores the rows with fewer words when those bound to more do not have them (a lexeme without position)', () => {
    const some = new SearchIndex();
    const made = rowsOf(6000).map((row, at) => ({
      ...row,
      // Rows with the rare word hold it without a position: it counts for their bound, not their score.
      vector: at % 40 === 0 ? "'common':2 'rare'" : `'common':${(at % 7) + 1}${at % 3 ? 'A' : ''}`,
    }));
    some.appendListed(made);
    const asked = query(lexeme('common'), lexeme('rare'), lexeme('absent'));
    const first = some.rank(asked, {}, 20);
    const every = some.rank(asked, {}, 6000);
    expect(first.total).toBe(6000);
    expect(first.ids).toBe(every.ids.slice(0, 100 * 36));
  });

  it('answers as scoring every row does once a row is dead, and counts the rows with any word', () => {
    const changed = new SearchIndex();
    changed.appendListed(rows);
    changed.apply([], [rows[3]!.id, rows[10]!.id]);
    const asked = queries[0]![1];
    const first = changed.rank(asked, {}, 20);
    const every = changed.rank(asked, {}, first.total);
    expect(first.ids).toBe(every.ids.slice(0, 100 * 36));
    const holding = rows.filter(
      (row, at) => at !== 3 && at !== 10 && /'(industri|robot|control)'/.test(row.vector),
    );
    expect(first.total).toBe(holding.length);
    expect(changed.count(asked)).toBe(holding.length);
  });
});
