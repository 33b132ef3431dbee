import { SEARCH_RESULT_CAP } from '@tradeforge/contracts';
import type { IndexFilters } from './index-columns';
import { IndexFacets } from './index-facets';
import { END, seek, type DocIterator } from './postings';
import type { QueryNode } from './text-format';
import { rankMethod, rankOperands, RowMatches, tsRank } from './tsrank';

/** How many candidates a search ranks: one past the cap, to tell a capped total. */
export const CANDIDATES = SEARCH_RESULT_CAP + 1;

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
 * A table's search index (index-columns.ts) ranked as PostgreSQL ranks: the first candidates in listing order, and
 * their order by relevance up to the asked page (`rank`). The partial answers are search-index.ts's.
 */
export class IndexRanker extends IndexFacets {
  /** Listing order: tier, badge, newest, then id. */
  protected readonly listingOrder = (a: number, b: number) =>
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
  protected firstInListingOrder(
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
  protected ranked(
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
}

/** PostgreSQL's order of uuids: bytewise, which is the order of their lower-case hexadecimal text. */
function byId(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}
