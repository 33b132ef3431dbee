import { SEARCH_RESULT_CAP } from '@tradeforge/contracts';
import type { IndexFilters } from './index-columns';
import { IndexFacets } from './index-facets';
import { anyOf, bitsIterator, END, seek, type DocIterator } from './postings';
import type { QueryNode } from './text-format';
import { rankMethod, rankOperands, RowMatches, tsRank } from './tsrank';

export { indexCanAnswer, type IndexFilters } from './index-columns';
export type { FacetName, IndexFacetCounts } from './index-facets';

const CANDIDATES = SEARCH_RESULT_CAP + 1;

/**
 * A ranked list of ids as `RankedList` carries them (36 characters each), how many there are, and how many it holds
 * when it holds only the first (`RankedList.orderedUpTo`).
 */
export interface IndexRanking {
  ids: string;
  total: number;
  orderedUpTo?: number;
}

/**
 * A table's search index (index-columns.ts) ranked as PostgreSQL ranks (`rank`, `rankSome`), and counted by facet
 * as it counts (index-facets.ts).
 */
export class SearchIndex extends IndexFacets {
  /**
   * `rankSome`'s count of the words each row has, by ordinal: kept from call to call and cleared before each, where
   * a new one for each partial answer was the size of the table (a megabyte over a million products). `rankSome`
   * runs start to end without yielding, so no two calls share it.
   */
  private matchedScratch = new Uint8Array(0);

  /** Listing order: tier, badge, newest, then id. */
  private readonly listingOrder = (a: number, b: number) =>
    this.tier.get(b) - this.tier.get(a) ||
    this.verified.get(b) - this.verified.get(a) ||
    this.created.get(b) - this.created.get(a) ||
    byId(this.ids[a]!, this.ids[b]!);

  /**
   * The first CANDIDATES rows in listing order in each bucket (`bucketOf` answers a row's, or null to pass over
   * it): the listed ordinals in turn until every bucket is full or `enough` says so, then every appended one,
   * sorted in. `narrower`, asked after each row taken, may answer an iterator over fewer rows that still holds
   * every row the buckets not yet full could take, to go on with among the listed ones.
   */
  private firstInListingOrder(
    iterator: DocIterator,
    bucketOf: (ordinal: number) => number | null,
    buckets: number,
    options: {
      enough?: (filled: number[][]) => boolean;
      narrower?: (filled: number[][]) => DocIterator | null;
    } = {},
  ): number[][] {
    const filled = Array.from({ length: buckets }, () => [] as number[]);
    let full = 0;
    let walk = iterator;
    let ordinal = walk.advance(0);
    for (; ordinal < this.listedUpTo; ordinal = walk.advance(ordinal + 1)) {
      const bucket = bucketOf(ordinal);
      if (bucket === null || filled[bucket]!.length >= CANDIDATES) continue;
      if (filled[bucket]!.push(ordinal) === CANDIDATES) full++;
      if (full === buckets || options.enough?.(filled)) break;
      if (walk === iterator) walk = options.narrower?.(filled) ?? walk;
    }
    const appended = Array.from({ length: buckets }, () => [] as number[]);
    for (
      ordinal = iterator.advance(this.listedUpTo);
      ordinal !== END;
      ordinal = iterator.advance(ordinal + 1)
    ) {
      const bucket = bucketOf(ordinal);
      if (bucket !== null) appended[bucket]!.push(ordinal);
    }
    return filled.map((listed, bucket) =>
      appended[bucket]!.length === 0
        ? listed
        : [...listed, ...appended[bucket]!].sort(this.listingOrder).slice(0, CANDIDATES),
    );
  }

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
   * ts_rank(vector, query, 1) of each product, from the postings of the query's operands: the products taken in
   * ordinal order, so each posting list is walked forward once.
   */
  private ranksOf(query: QueryNode, ordinals: number[]): Float64Array {
    const method = rankMethod(query);
    const operands = rankOperands(query).map((operand) =>
      this.lexemesOf(operand).map((lexeme) => {
        const postings = this.postings.get(lexeme)!;
        return {
          docs: postings.docs.view(),
          ends: postings.ends.view(),
          positions: postings.positions.view(),
          at: 0,
        };
      }),
    );
    const ranks = new Float64Array(ordinals.length);
    const byOrdinal = ordinals.map((_, at) => at).sort((a, b) => ordinals[a]! - ordinals[b]!);
    const matches = new RowMatches(operands.length);
    for (const at of byOrdinal) {
      const ordinal = ordinals[at]!;
      matches.clear();
      for (let operand = 0; operand < operands.length; operand++) {
        for (const list of operands[operand]!) {
          list.at = seek(list.docs, list.at, ordinal);
          if (list.docs[list.at] === ordinal)
            matches.add(
              operand,
              list.positions,
              list.at === 0 ? 0 : list.ends[list.at - 1]!,
              list.ends[list.at]!,
            );
        }
      }
      ranks[at] = tsRank(method, matches, this.length.get(ordinal));
    }
    return ranks;
  }

  /**
   * The ranked list of `candidates`, in rank order (words matched, tier, badge, relevance, newest, id) up to `upTo`
   * at least. The candidates come in that order but for relevance (listing order, or words matched and then listing
   * order), so a group of equal words matched, tier and badge stays together: only the groups that start before
   * `upTo` are ranked (ts_rank is the costly part) and listed, and `orderedUpTo` says how many that is when it is
   * not all of them. A text in a thousand products shows its first page from the few with the top tier and badge.
   */
  private ranked(
    query: QueryNode,
    candidates: number[],
    matched: Uint8Array | undefined,
    upTo: number,
  ): IndexRanking {
    const sameGroup = (a: number, b: number) =>
      (!matched || matched[a] === matched[b]) &&
      this.tier.get(a) === this.tier.get(b) &&
      this.verified.get(a) === this.verified.get(b);
    let end = 0;
    while (end < candidates.length && end < upTo) {
      const first = candidates[end]!;
      do end++;
      while (end < candidates.length && sameGroup(candidates[end]!, first));
    }
    const ordered = candidates.slice(0, end);
    const ranks = this.ranksOf(query, ordered);
    const order = ordered.map((_, at) => at);
    order.sort((x, y) => {
      const a = ordered[x]!;
      const b = ordered[y]!;
      return (
        (matched ? matched[b]! - matched[a]! : 0) ||
        this.tier.get(b) - this.tier.get(a) ||
        this.verified.get(b) - this.verified.get(a) ||
        ranks[y]! - ranks[x]! ||
        this.created.get(b) - this.created.get(a) ||
        byId(this.ids[a]!, this.ids[b]!)
      );
    });
    return {
      ids: order.map((at) => this.ids[ordered[at]!]).join(''),
      total: candidates.length,
      ...(end < candidates.length ? { orderedUpTo: end } : {}),
    };
  }

  /**
   * The products that match every word of `query` under the filters, ranked (`rankMatchesSql`) up to `upTo` at
   * least (see `ranked`).
   */
  rank(query: QueryNode, filters: IndexFilters = {}, upTo = Infinity): IndexRanking {
    const passes = this.filterOf(filters);
    const [candidates] = this.firstInListingOrder(
      this.iteratorOf(query),
      (ordinal) => (passes(ordinal) ? 0 : null),
      1,
    );
    return this.ranked(query, candidates!, undefined, upTo);
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
    const candidates = buckets
      .flat()
      .sort((a, b) => matched[b]! - matched[a]! || this.listingOrder(a, b))
      .slice(0, CANDIDATES);
    return this.ranked(any, candidates, matched, upTo);
  }
}

/** PostgreSQL's order of uuids: bytewise, which is the order of their lower-case hexadecimal text. */
function byId(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}
