import { expect } from 'vitest';
import type { Db } from '@tradeforge/db';
import { createQueryCompiler } from '../src/modules/search/compile';
import type { IndexFilters } from '../src/modules/search/memory/search-index';
import type { SearchMemory } from '../src/modules/search/memory/search-memory';
import * as repository from '../src/modules/search/repository';
import type { RankedList } from '../src/modules/search/ranked-list';

/** What the in-memory search index tests share: a vocabulary, texts people type, and the comparison with SQL. */

export const WORDS = [
  'pump',
  'valve',
  'steel',
  'hydraulic',
  'pneumatic',
  'gear',
  'motor',
  'compact',
  'sensor',
  'bearing',
  'cylinder',
  'stainless',
  'rotary',
  'precision',
  'seal',
  'filter',
  'heavy-duty',
  'copper',
  'brass',
  'pumping',
];

export const texts = [
  'pump',
  'steel valve',
  'hydraulic pump',
  'stainless rotary gear',
  'compact pneumatic cylinder seal',
  'copper brass filter motor bearing precision',
  'pum',
  'hydraulic cyl',
  'heavy-duty pump',
  'pumps',
  'materials',
  'quality materials',
  'brass sensor',
  'steel gear motor',
  'valve hydr',
  'seal "steel valve"',
  'pump -steel',
  'sensor or motor',
  'zzyzx',
  'rotary materials warranty',
  'materials zanthor quibble',
  'materials vortigern gribble',
];

/**
 * What PostgreSQL ranks for a text under a listing, and what an in-memory index does under the same filters: the
 * whole text, then some of its words when nothing matches them all. Null when the text has no word to match.
 */
export async function bothRankings(
  db: Db,
  memory: SearchMemory,
  listing: repository.ListingOptions,
  filters: IndexFilters,
  text: string,
) {
  const query = await createQueryCompiler(db).compile(text, 'text');
  if (!query) return null;
  const inSql = await repository.rankMatches(db, listing, { tsquery: query.all, narrowing: null });
  const inMemory = await memory.rank(query.all, filters, { check: true });
  const words = query.wordCount >= 2 && inSql.total === 0 ? await query.words() : [];
  if (words.length < 2) return { inSql: [inSql], inMemory: [inMemory] };
  const some = repository.anyWordQuery(words);
  return {
    inSql: [inSql, await repository.rankSomeWords(db, listing, words)],
    inMemory: [inMemory, await memory.rank(some, filters, { words, check: true })],
  };
}

/** Expects each list the index answered to be PostgreSQL's (null: left to PostgreSQL); answers how many it compared. */
export function expectSameRankings(
  both: { inSql: RankedList[]; inMemory: (RankedList | null)[] } | null,
  label: string,
): number {
  let compared = 0;
  both?.inMemory.forEach((list, at) => {
    if (list === null) return;
    expect(list, `${label} (${at ? 'some words' : 'all words'})`).toEqual(both.inSql[at]);
    compared++;
  });
  return compared;
}
