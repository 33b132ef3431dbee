import { SEARCH_RESULT_CAP } from '@tradeforge/contracts';
import { type IndexFilters } from './index-columns';
import { countByBound, rowsBoundFrom, type RowCheck } from './cover-bounds';
import { firstInOrder, sortsAll } from './first-in-order';
import { leavesOf } from './index-matching';
import { IndexScoring, type IndexQuery } from './index-scoring';
import { anyOf, END, type DocIterator } from './postings';
import type { QueryNode } from './text-format';

export type { IndexQuery } from './index-scoring';

/**
 * A ranked list: the ids of the rows in rank order, run together (36 characters each), up to `orderedUpTo` when it
 * holds only the first ones; how many rows match; whether they match only some of the words.
 */
export interface IndexRanking {
  ids: string;
  total: number;
  orderedUpTo?: number;
  partial: boolean;
}

/** A ranking is put in order at least this far, so that the next pages come from the ranking kept. */
const ORDERED_AT_LEAST = 100;

/**
 * A table's search index ranked by the search policy (policy.ts): every row that matches is scored, and the list is
 * put in rank order up to the page asked for.
 */
export class SearchIndex extends IndexScoring {
  /**
   * The rows that match a query under the filters, ranked up to `upTo` at least; when none matches every word, the
   * rows that match some of them (two words or more), most words first.
   */
  rank(query: IndexQuery, filters: IndexFilters = {}, upTo = SEARCH_RESULT_CAP): IndexRanking {
    const passes = this.filterOf(filters);
    const all = this.collect(this.iteratorOf(query.all), passes);
    if (all.length > 0 || query.words.length < 2) return this.ranked(query, all, false, upTo);
    if (query.words.every((word) => this.isPlain(word))) {
      const check = this.passesEveryRow(filters) ? null : passes;
      return this.withLentBits(() => this.rankSome(query, check, upTo));
    }
    const some = this.collect(anyOf(query.words.map((word) => this.iteratorOf(word))), passes);
    return this.ranked(query, some, some.length > 0, upTo);
  }

  /** How many rows the results of a query have under the filters (those of `rank`, partial or not; all without). */
  count(query: IndexQuery | null, filters: IndexFilters = {}): number {
    const rows = query ? this.iteratorOf(this.answeredBy(query, filters)) : this.allRows();
    return this.collect(rows, this.filterOf(filters)).length;
  }

  /** The query whose rows are the results: every word, or any of them when no row has all (see `rank`). */
  answeredBy(query: IndexQuery, filters: IndexFilters = {}): QueryNode {
    if (query.words.length < 2) return query.all;
    const passes = this.filterOf(filters);
    const all = this.iteratorOf(query.all);
    for (let ordinal = all.advance(0); ordinal !== END; ordinal = all.advance(ordinal + 1))
      if (passes(ordinal)) return query.all;
    return { kind: 'or', items: query.words };
  }

  /** How many rows have a lexeme (for the choice of a typo's correction). */
  rowsWithLexeme(lexeme: string): number {
    return this.rowsWith(lexeme);
  }

  /**
   * How many results a query has under the filters for each business type, as each type's results page counts
   * them: every word, or some of them for a type where no row has all.
   */
  countByType(query: IndexQuery | null, filters: IndexFilters = {}): Map<string, number> {
    const passes = this.filterOf(filters);
    const column = this.businessType.column;
    const tally = (rows: DocIterator) => {
      const counts = new Int32Array(this.businessType.values.length);
      for (let ordinal = rows.advance(0); ordinal !== END; ordinal = rows.advance(ordinal + 1))
        if (passes(ordinal)) counts[column.get(ordinal)]!++;
      return counts;
    };
    const all = tally(query ? this.iteratorOf(query.all) : this.allRows());
    const some =
      query && query.words.length >= 2
        ? tally(anyOf(query.words.map((word) => this.iteratorOf(word))))
        : null;
    return new Map(
      this.businessType.values.map((code, at) => [code, all[at]! > 0 || !some ? all[at]! : some[at]!]),
    );
  }

  /** Without text: every row that passes the filters in listing order (tier, badge, newest), up to the cap. */
  list(filters: IndexFilters = {}): IndexRanking {
    const passes = this.filterOf(filters);
    const limit = SEARCH_RESULT_CAP + 1;
    const listed: number[] = [];
    for (let ordinal = 0; ordinal < this.listedUpTo && listed.length < limit; ordinal++)
      if (passes(ordinal)) listed.push(ordinal);
    // Rows written since the load are few: sorted into the listing order.
    const appended: number[] = [];
    for (let ordinal = this.listedUpTo; ordinal < this.ids.length; ordinal++)
      if (passes(ordinal)) appended.push(ordinal);
    const rows =
      appended.length === 0 ? listed : [...listed, ...appended].sort(this.listingOrder).slice(0, limit);
    return { ids: this.ids.textOf(rows), total: rows.length, partial: false };
  }

  private readonly listingOrder = (a: number, b: number) =>
    this.tier.get(b) - this.tier.get(a) ||
    this.verified.get(b) - this.verified.get(a) ||
    this.created.get(b) - this.created.get(a) ||
    this.ids.compare(a, b);

  /** The rows of an iterator that pass the filters, in ordinal order. */
  private collect(rows: DocIterator, passes: (ordinal: number) => boolean): Int32Array {
    // `size` bounds the rows (the lead list's, or a union's sum): room for all of them at once.
    const found = new Int32Array(Math.min(rows.size, this.ids.length));
    let count = 0;
    for (let ordinal = rows.advance(0); ordinal !== END; ordinal = rows.advance(ordinal + 1))
      if (passes(ordinal)) found[count++] = ordinal;
    return found.subarray(0, count);
  }

  /**
   * The partial answer of plain words (no row has them all): the rows with any of them, led by those with the
   * most. Every one counts, but only those that can reach the rows put in order are scored: a row's coverage is at
   * most its bound (`cover-bounds.ts`), so once the rows bound to `level` words or more hold enough rows that do
   * have that many, no other row can come before them, and the others (those with only the commonest word, often
   * hundreds of thousands) are counted on bits. The answer is the one scoring every row gives.
   */
  private rankSome(query: IndexQuery, passes: RowCheck, upTo: number): IndexRanking {
    const needed = Math.max(upTo, ORDERED_AT_LEAST);
    const covers = query.words.map((word) =>
      this.bitsOf(word.kind === 'lexeme' ? word : { kind: 'or', items: leavesOf(word) }),
    );
    const union = this.lendBits(covers[0]!.length);
    query.words.forEach((word, at) => {
      // A word written as several lexemes that must all stand ("ip 67") has fewer rows than its cover.
      const rows = isUnion(word) ? covers[at]! : this.bitsOf(word);
      for (let block = 0; block < union.length; block++) union[block]! |= rows[block]!;
    });
    const exactly = countByBound(union, covers, passes);
    const boundFrom = (level: number) => exactly.subarray(level).reduce((sum, count) => sum + count, 0);
    const total = boundFrom(1);
    if (sortsAll(total, needed))
      return this.ranked(query, rowsBoundFrom(union, covers, 1, passes, total), total > 0, upTo);
    let level = covers.length;
    while (boundFrom(level) < needed) level--;
    for (; ; level--) {
      const rows = rowsBoundFrom(union, covers, level, passes, boundFrom(level));
      const { scores, coverage } = this.scoreRows(query, rows, true);
      if (level === 1 || coverage.filter((words) => words >= level).length >= needed) {
        const first = this.inOrder(rows, scores, coverage, needed).slice(0, needed);
        return {
          ids: this.ids.textOf(first.map((at) => rows[at]!)),
          total,
          orderedUpTo: needed,
          partial: true,
        };
      }
    }
  }

  /** The candidates (in ordinal order) scored and put in rank order up to `upTo`. */
  private ranked(query: IndexQuery, candidates: Int32Array, partial: boolean, upTo: number): IndexRanking {
    const { scores, coverage } = this.scoreRows(query, candidates, partial);
    const first = this.inOrder(candidates, scores, coverage, Math.max(upTo, ORDERED_AT_LEAST));
    return {
      ids: this.ids.textOf(first.map((at) => candidates[at]!)),
      total: candidates.length,
      ...(first.length < candidates.length ? { orderedUpTo: first.length } : {}),
      partial,
    };
  }

  /** The indexes of the first `size` candidates at least in rank order: most words, score, newest, id. */
  private inOrder(candidates: Int32Array, scores: Float64Array, coverage: Uint8Array, size: number) {
    const order = (x: number, y: number) =>
      coverage[y]! - coverage[x]! ||
      scores[y]! - scores[x]! ||
      this.created.get(candidates[y]!) - this.created.get(candidates[x]!) ||
      this.ids.compare(candidates[x]!, candidates[y]!);
    return firstInOrder(candidates.length, size, order);
  }
}

/** Whether a word's rows are those of any of its lexemes (no part of it must stand with another). */
const isUnion = (word: QueryNode): boolean =>
  word.kind === 'lexeme' || (word.kind === 'or' && word.items.every(isUnion));
