import type { IndexFilters } from './index-columns';
import { CANDIDATES, IndexRanker, type IndexRanking } from './index-ranking';
import { anyOf, bitsIterator, END, type DocIterator } from './postings';
import type { QueryNode } from './text-format';

export { indexCanAnswer, type IndexFilters } from './index-columns';
export type { FacetName, IndexFacetCounts } from './index-facets';
export type { IndexRanking } from './index-ranking';

/**
 * A table's search index (index-columns.ts) ranked as PostgreSQL ranks (`rank`, index-ranking.ts; `rankSome`, the
 * partial answers), and counted by facet as it counts (index-facets.ts).
 */
export class SearchIndex extends IndexRanker {
  /**
   * `rankSome`'s count of the words each row has, by ordinal: kept from call to call and cleared before each, where
   * a new one for each partial answer was the size of the table (a megabyte over a million products). `rankSome`
   * runs start to end without yielding, so no two calls share it.
   */
  private matchedScratch = new Uint8Array(0);

  /**
   * The rows with all the words but one or more (three words or more), each with how many it has in `matched`.
   * Each of them has the rarest word or the next one, so when those two bound them to few rows (`readAsBits`), their
   * union is walked and each row's words counted; otherwise the words are read as bits (`allButOneAsBits`).
   */
  private allButOneOf(words: QueryNode[], matched: Uint8Array): DocIterator {
    const [rarest, next] = words.map((word) => this.iteratorOf(word)).sort((a, b) => a.size - b.size);
    if (this.readAsBits(rarest!.size + next!.size)) return this.allButOneAsBits(words, matched);
    const candidates = anyOf([rarest!, next!]);
    const counters = words.map((word) => this.iteratorOf(word));
    const at = counters.map(() => -1);
    return {
      size: candidates.size,
      advance(target) {
        for (let row = candidates.advance(target); row !== END; row = candidates.advance(row + 1)) {
          let count = 0;
          for (let word = 0; word < counters.length; word++) {
            if (at[word]! < row) at[word] = counters[word]!.advance(row);
            if (at[word] === row) count++;
          }
          if (count >= counters.length - 1) {
            matched[row] = count;
            return row;
          }
        }
        return END;
      },
    };
  }

  /**
   * `allButOneOf` for common words: the words' rows as bits (`bitsOf`), and for each 32 rows the OR over the words
   * of the AND of all the others (from the ANDs of the words before and after it), where walking an intersection of
   * every choice of all words but one took a step in each list per row: up to 50 ms for a word in most businesses.
   */
  private allButOneAsBits(words: QueryNode[], matched: Uint8Array): DocIterator {
    const bits = words.map((word) => this.bitsOf(word));
    const span = bits[0]!.length;
    const nearly = this.lendBits(span);
    const before = new Int32Array(words.length);
    let size = 0;
    for (let block = 0; block < span; block++) {
      let and = ~0;
      for (let at = 0; at < bits.length; at++) {
        before[at] = and;
        and &= bits[at]![block]!;
      }
      let after = ~0;
      let rows = 0;
      for (let at = bits.length - 1; at >= 0; at--) {
        rows |= before[at]! & after;
        after &= bits[at]![block]!;
      }
      if (rows !== 0) {
        nearly[block] = rows;
        size++;
      }
    }
    const rows = bitsIterator(nearly, size * 32);
    return {
      size: rows.size,
      advance(target) {
        const found = rows.advance(target);
        if (found !== END) {
          const block = found >>> 5;
          const bit = 1 << (found & 31);
          let count = 0;
          for (const set of bits) if ((set[block]! & bit) !== 0) count++;
          matched[found] = count;
        }
        return found;
      },
    };
  }

  /**
   * The products that match some of the words (each a query), those with most of them first (`rankSomeWords`): from
   * three to seven words, the first candidates with all the words but one and the first with fewer; otherwise the
   * first with any. Ranked by ts_rank of `any`, the words joined by OR, up to `upTo` at least (see `ranked`).
   */
  rankSome(words: QueryNode[], any: QueryNode, filters: IndexFilters = {}, upTo = Infinity): IndexRanking {
    return this.withLentBits(() => this.someRanked(words, any, filters, upTo));
  }

  /** `rankSome`, with bit arrays lent for its length (`allButOneAsBits`). */
  private someRanked(words: QueryNode[], any: QueryNode, filters: IndexFilters, upTo: number): IndexRanking {
    const passes = this.filterOf(filters);
    const iterators = words.map((word) => this.iteratorOf(word));
    const current = iterators.map((iterator) => iterator.advance(0));
    if (this.matchedScratch.length < this.ids.length)
      this.matchedScratch = new Uint8Array(Math.ceil(this.ids.length * 1.25));
    else this.matchedScratch.fill(0, 0, this.ids.length);
    const matched = this.matchedScratch;
    // The words' union, counting at each product how many of them stand there.
    const union: DocIterator = {
      size: iterators.reduce((sum, iterator) => sum + iterator.size, 0),
      advance(target) {
        let least = END;
        let count = 0;
        for (let at = 0; at < iterators.length; at++) {
          let found = current[at]!;
          if (found < target) found = current[at] = iterators[at]!.advance(target);
          if (found < least) {
            least = found;
            count = 1;
          } else if (found === least) count++;
        }
        if (least !== END) matched[least] = count;
        return least;
      },
    };
    const nearlyAll = words.length >= 3 && words.length <= 7;
    // Buckets: 0, the rows with all the words but one or more (or any, for fewer or more words); 1, the others.
    const buckets = this.firstInListingOrder(
      union,
      (ordinal) => (!passes(ordinal) ? null : nearlyAll && matched[ordinal]! < words.length - 1 ? 1 : 0),
      nearlyAll ? 2 : 1,
      {
        enough: (filled) => nearlyAll && filled[0]!.length >= CANDIDATES,
        // Once the others are full, only rows with all the words but one can still be taken.
        narrower: (filled) =>
          nearlyAll && filled[1]!.length >= CANDIDATES ? this.allButOneOf(words, matched) : null,
      },
    );
    // Most words matched first, then in listing order: each bucket is in listing order, and the rows with as many
    // words are all in one bucket, so a stable sort on the words matched alone keeps that order among them.
    const candidates = buckets
      .flat()
      .sort((a, b) => matched[b]! - matched[a]!)
      .slice(0, CANDIDATES);
    return this.ranked(any, candidates, matched, upTo);
  }
}
