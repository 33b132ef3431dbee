import { SEARCH_RESULT_CAP } from '@tradeforge/contracts';
import type { SearchRow } from '../repository';
import { Codes } from './codes';
import type { Growable } from './growable';
import { growFloat64, growInt32, growUint16, growUint8 } from './growable';
import { compareLexemes, lowerBound } from './lexeme-order';
import { allOf, anyOf, END, none, postingsIterator, seek, type DocIterator } from './postings';
import { parseTsvector, type QueryNode } from './text-format';
import { rankMethod, rankOperands, tsRank } from './tsrank';

/*
 * The search vectors of a table's visible rows (products or businesses) as posting lists in this process, ranked
 * as PostgreSQL ranks them (`rankMatchesSql`: the first SEARCH_RESULT_CAP + 1 matches in listing order, then by
 * tier, badge, ts_rank and age), without decoding GIN posting lists or detoasting a vector per candidate on every
 * new text.
 *
 * Rows are numbered ("ordinals") in listing order as loaded (tier, badge, newest first), so the first matches in
 * listing order are the first ordinals a query's postings reach and a common word stops after the cap. A row
 * written later gets the next ordinal and its old one is marked dead; such appended rows are few and are sorted
 * into the listing order at query time.
 */

const TIERS = ['standard', 'gold', 'premium', 'platinum'];
const CANDIDATES = SEARCH_RESULT_CAP + 1;

/** One lexeme's postings: the products (ordinals, ascending), and each one's positions as ts_rank reads them. */
interface Postings {
  docs: Growable<Int32Array>;
  /** Where each posting's positions end in `positions` (they start where the previous one's end). */
  ends: Growable<Int32Array>;
  positions: Growable<Uint16Array>;
}

/**
 * The filters a search applies in the index (any of the values of each list): products by industry and tier (their
 * commercial terms are left to PostgreSQL), businesses also by type and country (one, and any of a list).
 */
export interface IndexFilters {
  industries?: readonly string[];
  tiers?: readonly string[];
  businessType?: string;
  country?: string | null;
  countries?: readonly string[];
}

/** A ranked list of ids as `RankedList` carries them (36 characters each), and how many there are. */
export interface IndexRanking {
  ids: string;
  total: number;
}

/** Whether the index can answer a query: lexemes (exact or prefix, any weight) under AND and OR only. */
export function indexCanAnswer(query: QueryNode): boolean {
  if (query.kind === 'lexeme') return !query.weights;
  if (query.kind === 'and' || query.kind === 'or') return query.items.every(indexCanAnswer);
  return false;
}

export class SearchIndex {
  private readonly ids: string[] = [];
  private readonly tier = growUint8();
  private readonly verified = growUint8();
  private readonly created = growFloat64();
  private readonly industry = new Codes();
  private readonly businessType = new Codes();
  private readonly country = new Codes();
  private readonly length = growInt32();
  private readonly live = growUint8();
  private readonly ordinalById = new Map<string, number>();
  private readonly postings = new Map<string, Postings>();
  /** The lexemes in bytewise order, for prefix operands; rebuilt when a new lexeme comes. */
  private vocabulary: string[] | null = null;
  /** The ordinals below this were loaded in listing order. */
  private listedUpTo = 0;

  /** How many rows the index holds (live ones). */
  get size() {
    return this.ordinalById.size;
  }

  /** Appends rows that come in listing order after those appended so far, while the index is being loaded. */
  appendListed(rows: SearchRow[]) {
    if (this.listedUpTo !== this.ids.length) throw new Error('listed rows come before any change');
    for (const row of rows) this.add(row);
    this.listedUpTo = this.ids.length;
  }

  /** Applies what changed: removed ids, and rows written since (a hidden row only leaves). */
  apply(rows: SearchRow[], removed: string[]) {
    for (const id of removed) this.remove(id);
    for (const row of rows) {
      this.remove(row.id);
      if (!row.hidden) this.add(row);
    }
  }

  private remove(id: string) {
    const ordinal = this.ordinalById.get(id);
    if (ordinal === undefined) return;
    this.live.set(ordinal, 0);
    this.ordinalById.delete(id);
  }

  private add(row: SearchRow) {
    const ordinal = this.ids.length;
    this.ids.push(row.id);
    this.ordinalById.set(row.id, ordinal);
    this.tier.push(Math.max(0, TIERS.indexOf(row.tier)));
    this.verified.push(row.verified ? 1 : 0);
    this.created.push(Number(row.created_us));
    this.industry.push(row.industry_id);
    this.businessType.push(row.business_type);
    this.country.push(row.country);
    this.live.push(1);
    const vector = parseTsvector(row.vector);
    let length = 0;
    vector.lexemes.forEach((lexeme, at) => {
      const positions = vector.positions[at]!;
      length += Math.max(1, positions.length);
      let postings = this.postings.get(lexeme);
      if (!postings) {
        postings = { docs: growInt32(), ends: growInt32(), positions: growUint16() };
        this.postings.set(lexeme, postings);
        this.vocabulary = null;
      }
      postings.docs.push(ordinal);
      postings.positions.append(positions);
      postings.ends.push(postings.positions.length);
    });
    this.length.push(length);
  }

  /** The lexemes an operand stands for: itself, or every lexeme that starts with it, bytewise in order. */
  private lexemesOf(operand: { lexeme: string; prefix: boolean }): string[] {
    if (!operand.prefix) return this.postings.has(operand.lexeme) ? [operand.lexeme] : [];
    this.vocabulary ??= [...this.postings.keys()].sort(compareLexemes);
    const words = this.vocabulary;
    const found: string[] = [];
    for (
      let at = lowerBound(words, operand.lexeme);
      at < words.length && words[at]!.startsWith(operand.lexeme);
      at++
    )
      found.push(words[at]!);
    return found;
  }

  private iteratorOf(query: QueryNode): DocIterator {
    if (query.kind === 'lexeme') {
      const lists = this.lexemesOf(query).map((lexeme) =>
        postingsIterator(this.postings.get(lexeme)!.docs.view()),
      );
      return lists.length === 0 ? none : anyOf(lists);
    }
    if (query.kind === 'and') return allOf(query.items.map((item) => this.iteratorOf(item)));
    if (query.kind === 'or') return anyOf(query.items.map((item) => this.iteratorOf(item)));
    throw new Error(`the product index cannot answer a ${query.kind} query`);
  }

  private filterOf(filters: IndexFilters) {
    const chosen = (codes: Codes, values: readonly string[] | undefined) =>
      values?.length ? { column: codes.column, numbers: codes.numbersOf(values) } : null;
    const checks = [
      chosen(this.industry, filters.industries),
      chosen(this.businessType, filters.businessType ? [filters.businessType] : undefined),
      chosen(this.country, filters.country ? [filters.country] : undefined),
      chosen(this.country, filters.countries),
    ].filter((check) => check !== null);
    const tiers = filters.tiers?.length ? new Set(filters.tiers.map((tier) => TIERS.indexOf(tier))) : null;
    const live = this.live;
    const tier = this.tier;
    return (ordinal: number) =>
      live.get(ordinal) === 1 &&
      (!tiers || tiers.has(tier.get(ordinal))) &&
      checks.every(({ column, numbers }) => numbers.has(column.get(ordinal)));
  }

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
   * The rows with all the words but one or more, each with how many it has in `matched`: an intersection of every
   * choice of all but one word, each led by its rarest, where walking every row with any word would read them all.
   */
  private allButOneOf(words: QueryNode[], matched: Uint8Array): DocIterator {
    const either = anyOf(
      words.map((_, skipped) =>
        allOf(words.filter((_, at) => at !== skipped).map((word) => this.iteratorOf(word))),
      ),
    );
    const counters = words.map((word) => this.iteratorOf(word));
    return {
      size: either.size,
      advance(target) {
        const found = either.advance(target);
        if (found !== END)
          matched[found] = counters.reduce(
            (count, counter) => count + (counter.advance(found) === found ? 1 : 0),
            0,
          );
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
    for (const at of byOrdinal) {
      const ordinal = ordinals[at]!;
      const entries = operands.map((lists) => {
        const found: Uint16Array[] = [];
        for (const list of lists) {
          list.at = seek(list.docs, list.at, ordinal);
          if (list.docs[list.at] === ordinal)
            found.push(
              list.positions.subarray(list.at === 0 ? 0 : list.ends[list.at - 1], list.ends[list.at]),
            );
        }
        return found;
      });
      ranks[at] = tsRank(method, entries, this.length.get(ordinal));
    }
    return ranks;
  }

  /** The ranked list of `candidates` (rank order: words matched, tier, badge, relevance, newest, id). */
  private ranked(query: QueryNode, candidates: number[], matched?: Uint8Array): IndexRanking {
    const ranks = this.ranksOf(query, candidates);
    const order = candidates.map((_, at) => at);
    order.sort((x, y) => {
      const a = candidates[x]!;
      const b = candidates[y]!;
      return (
        (matched ? matched[b]! - matched[a]! : 0) ||
        this.tier.get(b) - this.tier.get(a) ||
        this.verified.get(b) - this.verified.get(a) ||
        ranks[y]! - ranks[x]! ||
        this.created.get(b) - this.created.get(a) ||
        byId(this.ids[a]!, this.ids[b]!)
      );
    });
    return { ids: order.map((at) => this.ids[candidates[at]!]).join(''), total: order.length };
  }

  /** The products that match every word of `query` under the filters, ranked (`rankMatchesSql`). */
  rank(query: QueryNode, filters: IndexFilters = {}): IndexRanking {
    const passes = this.filterOf(filters);
    const [candidates] = this.firstInListingOrder(
      this.iteratorOf(query),
      (ordinal) => (passes(ordinal) ? 0 : null),
      1,
    );
    return this.ranked(query, candidates!);
  }

  /**
   * The facet counts of the rows that match a query (`countFacets` in PostgreSQL): every match, not only the first
   * candidates, by each facet's value under the filters of the other facets but not its own; `total` passes all.
   */
  countFacets(query: QueryNode, facets: readonly FacetName[], filters: IndexFilters = {}): IndexFacetCounts {
    const dimensions = facets.map((name) => this.facetDimension(name, filters));
    const values = new Int32Array(dimensions.length);
    let total = 0;
    const iterator = this.iteratorOf(query);
    for (let ordinal = iterator.advance(0); ordinal !== END; ordinal = iterator.advance(ordinal + 1)) {
      if (this.live.get(ordinal) !== 1) continue;
      let failures = 0;
      let failed = 0;
      dimensions.forEach((dimension, at) => {
        const value = dimension.valueOf(ordinal);
        values[at] = value;
        if (dimension.chosen && !dimension.chosen.has(value)) {
          failures++;
          failed = at;
        }
      });
      // A row that fails one facet's filter counts for that facet only; one that passes all counts everywhere.
      if (failures === 0) {
        total++;
        dimensions.forEach((dimension, at) => dimension.counts[values[at]!]!++);
      } else if (failures === 1) dimensions[failed]!.counts[values[failed]!]!++;
    }
    const counts = {} as IndexFacetCounts['counts'];
    for (const { name, names, counts: found } of dimensions)
      counts[name] = new Map(
        names.flatMap((value, at) => (found[at]! > 0 ? [[value, found[at]!] as const] : [])),
      );
    return { counts, total };
  }

  /** A facet's values, each row's value (a number), the chosen values' numbers (null: no filter) and counts. */
  private facetDimension(name: FacetName, filters: IndexFilters) {
    if (name === 'tiers') {
      const chosen = filters.tiers?.length ? new Set(filters.tiers.map((tier) => TIERS.indexOf(tier))) : null;
      return {
        name,
        names: TIERS,
        valueOf: (ordinal: number) => this.tier.get(ordinal),
        chosen,
        counts: new Float64Array(TIERS.length),
      };
    }
    const [codes, chosenValues] = {
      businessTypes: [this.businessType, filters.businessType ? [filters.businessType] : undefined] as const,
      countries: [this.country, filters.countries] as const,
      industries: [this.industry, filters.industries] as const,
    }[name];
    return {
      name,
      names: codes.values,
      valueOf: (ordinal: number) => codes.column.get(ordinal),
      chosen: chosenValues?.length ? codes.numbersOf(chosenValues) : null,
      counts: new Float64Array(codes.values.length),
    };
  }

  /**
   * The products that match some of the words (each a query), those with most of them first (`rankSomeWords`): from
   * three to seven words, the first candidates with all the words but one and the first with fewer; otherwise the
   * first with any. Ranked by ts_rank of `any`, the words joined by OR.
   */
  rankSome(words: QueryNode[], any: QueryNode, filters: IndexFilters = {}): IndexRanking {
    const passes = this.filterOf(filters);
    const iterators = words.map((word) => this.iteratorOf(word));
    const current = iterators.map((iterator) => iterator.advance(0));
    const matched = new Uint8Array(this.ids.length);
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
    return this.ranked(any, candidates, matched);
  }
}

/** The facets of search results, as `SearchFacets` names them. */
export type FacetName = 'businessTypes' | 'countries' | 'industries' | 'tiers';

/** How many rows match by each value of each facet counted; `total` passes every filter. */
export interface IndexFacetCounts {
  counts: Record<FacetName, Map<string, number>>;
  total: number;
}

/** PostgreSQL's order of uuids: bytewise, which is the order of their lower-case hexadecimal text. */
function byId(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}
