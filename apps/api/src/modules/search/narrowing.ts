import type { Db } from '@tradeforge/db';
import { createLruCache } from './query-cache';
import { conjunctionGroups, groupQuery } from './query-text';
import { findLexemeShares, type LexemeShares, type ListingOptions, type Match } from './repository';

/*
 * Which words of a search go through the GIN index, and which are tested on the rows those find.
 *
 * PostgreSQL intersects the words of a query in the GIN index by reading the rarest word's rows and skipping through
 * the others' posting lists to each of them. A skip decodes the whole page it lands on, so with a word found in most
 * rows ("materials", "industrial") and a thousand rows of the rare ones, the skips decode about all of its list:
 * "Modular Foam & Upholstery Materials" spends 106 ms on a million products to find 8. Fetching the rows of the
 * rare words and testing the common ones on each took 1 ms. Which way is cheaper depends on how common each word is,
 * which ANALYZE tells (`pg_stats.most_common_elems` of the search vector), so the split is chosen per query with
 * the cost model below. Either way the same rows match: only the plan differs (test: search-narrowing.test.ts;
 * figures in docs/performance.md).
 */

/**
 * What a row fetched and tested costs, in postings decoded: measured on the benchmark's million products, a posting
 * skipped through took about 0.1 µs and a row fetched and tested 2.7 µs.
 */
const ROW_COST_IN_POSTINGS = 27;

/**
 * The tsquery of the words to find through the index, or null when the whole query should be: the split of the
 * query's words, rarest first, that costs least by this model (in postings, per row of the table):
 * - the index skips through the lists of all the words it intersects but the rarest: their shares summed;
 * - each row the index finds is fetched and tested: ROW_COST_IN_POSTINGS for each. The rows estimated as the
 *   rarest word's share times the square root of each other word's: the words of one text come together more
 *   often than by chance ("rotary encoders"), and a product of shares would take them for a few rows.
 */
export function narrowingOf(tsquery: string, shares: LexemeShares): string | null {
  const groups = conjunctionGroups(tsquery);
  if (!groups || groups.length < 2) return null;
  const shareOf = (group: string[]) =>
    Math.min(
      1,
      group.reduce((sum, lexeme) => sum + (shares.byLexeme.get(lexeme) ?? shares.otherwise), 0),
    );
  const words = groups.map((group) => ({ group, share: shareOf(group) })).sort((a, b) => a.share - b.share);
  const costOf = (indexed: number) => {
    let skipped = 0;
    let rows = words[0]!.share;
    for (const { share } of words.slice(1, indexed)) {
      skipped += share;
      rows *= Math.sqrt(share);
    }
    return skipped + ROW_COST_IN_POSTINGS * rows;
  };
  let best = words.length;
  let bestCost = costOf(best);
  for (let indexed = 1; indexed < words.length; indexed++) {
    const cost = costOf(indexed);
    if (cost < bestCost) [best, bestCost] = [indexed, cost];
  }
  if (best === words.length) return null;
  return words
    .slice(0, best)
    .map(({ group }) => groupQuery(group))
    .join(' & ');
}

/** How long an instance keeps a table's lexeme shares: they change only when ANALYZE runs (autovacuum, minutes). */
const SHARES_MAX_AGE_MS = 10 * 60_000;

/** The narrowing of a compiled query on a table (`narrowingOf`), with the table's shares read from its statistics. */
export function createQueryNarrowing(db: Db) {
  /** Each table's lexeme shares, for SHARES_MAX_AGE_MS; a failed read is not kept (test: search-narrowing.test.ts). */
  const sharesByTable = createLruCache<Promise<LexemeShares | null>>(3, { maxAgeMs: SHARES_MAX_AGE_MS });

  function sharesOf(table: ListingOptions['table']) {
    const kept = sharesByTable.get(table);
    if (kept) return kept;
    const shares = findLexemeShares(db, table).catch(() => {
      sharesByTable.delete(table);
      return null;
    });
    sharesByTable.set(table, shares);
    return shares;
  }

  return {
    /**
     * A compiled query on a table, with the words to find its rows through the index with (null: the whole query,
     * also for a table not analyzed yet).
     */
    async match(table: ListingOptions['table'], tsquery: string): Promise<Match> {
      const shares = await sharesOf(table);
      return { tsquery, narrowing: shares ? narrowingOf(tsquery, shares) : null };
    },
  };
}
