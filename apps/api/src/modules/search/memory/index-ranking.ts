import { SEARCH_RESULT_CAP } from '@tradeforge/contracts';
import {
  HEAD_WORD_WEIGHT,
  PHRASE_GAP,
  PREFIX_EXTENSION_WEIGHT,
  rarity,
  standingFactor,
  wordWeight,
} from '../policy';
import { TIERS, type IndexFilters } from './index-columns';
import { leavesOf } from './index-matching';
import { IndexFacets } from './index-facets';
import { firstInOrder } from './first-in-order';
import { anyOf, END, seek, type DocIterator } from './postings';
import { POSITION_MASK, type QueryNode } from './text-format';

/** A compiled search as the index ranks it. */
export interface IndexQuery {
  /** What a row must match: every word. */
  all: QueryNode;
  /**
   * The words one by one, in the order typed, for the phrase and for a partial answer (the rows with some of them,
   * when none has all); empty when the text used search syntax (quotes, `-word`, `or`), which has no partial answer.
   */
  words: QueryNode[];
  /** The last word as typed, when it is matched as a prefix: lexemes that only extend it count less. */
  typedPrefix: string | null;
}

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

/** The postings of one lexeme a query stands for, walked forward as the rows are scored in ordinal order. */
interface ScoredList {
  docs: Int32Array;
  ends: Int32Array;
  positions: Uint16Array;
  at: number;
  /** The positions of the row the list was last moved to (`moveTo`), from and to. */
  from: number;
  to: number;
  /** The lexeme's rarity times its weight for the query (less for a lexeme that only extends the last word). */
  weight: number;
}

/**
 * A query's word as scored: the lists of each lexeme under it, and how their weights combine: the best of
 * alternatives (`max`), the mean of the words of one writing of it ("variable frequency drive" for "vfd", "ip 67"
 * for "ip67": one word, however many it is written with), or the sum of a quoted phrase's words.
 */
type ScoreNode =
  | { kind: 'lists'; lists: ScoredList[] }
  | { kind: 'sum' | 'max' | 'mean'; items: ScoreNode[] }
  | { kind: 'none' };

/** A ranking is put in order at least this far, so that the next pages come from the ranking kept. */
const ORDERED_AT_LEAST = 100;

/**
 * A table's search index ranked by the search policy (policy.ts): every row that matches is scored, and the list is
 * put in rank order up to the page asked for.
 */
export class SearchIndex extends IndexFacets {
  /** Each field's length in a row (D, C, B, A at ordinal * 4), while a query is scored. */
  private lengths: ArrayLike<number> = new Uint16Array(0);
  private averages: ArrayLike<number> = new Float64Array(4);
  private readonly counts = new Int32Array(4);
  /** Each typed word's positions in the row being scored, for the phrase (`phraseOf`): MAX_WORDS words at most. */
  private readonly phraseScratch = Array.from({ length: 12 }, () => new Int32Array(512));
  private readonly phraseCounts = new Int32Array(12);

  /**
   * The rows that match a query under the filters, ranked up to `upTo` at least; when none matches every word, the
   * rows that match some of them (two words or more), most words first.
   */
  rank(query: IndexQuery, filters: IndexFilters = {}, upTo = SEARCH_RESULT_CAP): IndexRanking {
    const passes = this.filterOf(filters);
    const all = this.collect(this.iteratorOf(query.all), passes);
    if (all.length > 0 || query.words.length < 2) return this.ranked(query, all, false, upTo);
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

  /** The candidates (in ordinal order) scored and put in rank order up to `upTo`. */
  private ranked(query: IndexQuery, candidates: Int32Array, partial: boolean, upTo: number): IndexRanking {
    const words = partial || query.all.kind !== 'and' ? query.words : query.all.items;
    const groups = (words.length > 0 ? words : [query.all]).filter((word) => word.kind !== 'not');
    const scored = groups.map((word, at) =>
      this.scoreNode(word, at === groups.length - 1 ? query : null, this.wordRarity(word)),
    );
    // Among rows with some of the words, the last one typed names the thing asked for.
    const weights = groups.map((_, at) => (partial && at === groups.length - 1 ? HEAD_WORD_WEIGHT : 1));
    const scores = new Float64Array(candidates.length);
    const coverage = new Uint8Array(candidates.length);
    const phraseWords =
      groups.length >= 2 && groups.length <= this.phraseScratch.length && scored.every(isSingleWord)
        ? (scored as ListsNode[])
        : null;
    const last = scored[scored.length - 1];
    const headWord = last !== undefined && isSingleWord(last) ? last : null;
    this.lengths = this.fieldLengths.view();
    this.averages = this.averageFieldLengths();
    for (let at = 0; at < candidates.length; at++) {
      const ordinal = candidates[at]!;
      let score = 0;
      let matched = 0;
      for (let word = 0; word < scored.length; word++) {
        const weight = this.scoreOf(scored[word]!, ordinal);
        if (weight > 0) matched++;
        score += weight * weights[word]!;
      }
      const phrase =
        phraseWords !== null && matched === groups.length ? this.phraseOf(phraseWords, ordinal) : 0;
      const head = headWord !== null && this.isNameHead(headWord, ordinal);
      scores[at] =
        score *
        standingFactor(TIERS[this.tier.get(ordinal)]!, this.verified.get(ordinal) === 1, phrase, head);
      coverage[at] = matched;
    }
    const order = (x: number, y: number) =>
      coverage[y]! - coverage[x]! ||
      scores[y]! - scores[x]! ||
      this.created.get(candidates[y]!) - this.created.get(candidates[x]!) ||
      this.ids.compare(candidates[x]!, candidates[y]!);
    const first = firstInOrder(candidates.length, Math.max(upTo, ORDERED_AT_LEAST), order);
    return {
      ids: this.ids.textOf(first.map((at) => candidates[at]!)),
      total: candidates.length,
      ...(first.length < candidates.length ? { orderedUpTo: first.length } : {}),
      partial,
    };
  }

  /** A word of a query as scored; `last` when it is the last word, whose lexemes may only extend what is typed. */
  private scoreNode(word: QueryNode, last: IndexQuery | null, wordRarity: number | null): ScoreNode {
    switch (word.kind) {
      case 'lexeme': {
        const lists = this.lexemesOf(word).map((lexeme): ScoredList => {
          const postings = this.postings.get(lexeme)!;
          const typed = last?.typedPrefix ?? null;
          // Its plural is the word typed, not another word being typed ("plcs" for "plc": the stemmer keeps both).
          const extension =
            typed !== null &&
            lexeme.length > typed.length &&
            lexeme.startsWith(typed) &&
            lexeme !== `${typed}s` &&
            lexeme !== `${typed}es`;
          return {
            docs: postings.docs.view(),
            ends: postings.ends.view(),
            positions: postings.positions.view(),
            at: 0,
            from: 0,
            to: 0,
            weight:
              (wordRarity ?? rarity(this.rowsWith(lexeme), this.size)) *
              (extension ? PREFIX_EXTENSION_WEIGHT : 1),
          };
        });
        return lists.length === 0 ? { kind: 'none' } : { kind: 'lists', lists };
      }
      case 'or':
        return { kind: 'max', items: word.items.map((item) => this.scoreNode(item, last, wordRarity)) };
      case 'and':
        return { kind: 'mean', items: word.items.map((item) => this.scoreNode(item, last, wordRarity)) };
      case 'phrase':
        return { kind: 'sum', items: leavesOf(word).map((leaf) => this.scoreNode(leaf, last, wordRarity)) };
      case 'not':
        return { kind: 'none' };
    }
  }

  /**
   * The rarity of a typed word written in several ways (its prefix's lexemes, a code apart or joined, an acronym
   * spelt out): that of its commonest writing, for all of them, so that a rare way of writing it does not outrank
   * the usual one ("plc" in one product name, "PLCs" in a whole category). A quoted phrase's words keep their own.
   */
  private wordRarity(word: QueryNode): number | null {
    if (word.kind === 'phrase') return null;
    let commonest = 0;
    for (const leaf of leavesOf(word))
      for (const lexeme of this.lexemesOf(leaf)) commonest = Math.max(commonest, this.rowsWith(lexeme));
    return rarity(commonest, this.size);
  }

  /** A word's weight in a row (rows come in ordinal order, so each list is walked forward once). */
  private scoreOf(node: ScoreNode, ordinal: number): number {
    if (node.kind === 'none') return 0;
    if (node.kind === 'lists') {
      let best = 0;
      const counts = this.counts;
      for (const list of node.lists) {
        if (!this.moveTo(list, ordinal)) continue;
        counts.fill(0);
        const positions = list.positions;
        for (let at = list.from; at < list.to; at++) counts[positions[at]! >>> 14]!++;
        const weight = list.weight * wordWeight(counts, this.lengths, ordinal * 4, this.averages);
        if (weight > best) best = weight;
      }
      return best;
    }
    let total = 0;
    for (const item of node.items) {
      const weight = this.scoreOf(item, ordinal);
      if (node.kind === 'max') total = Math.max(total, weight);
      else total += weight;
    }
    return node.kind === 'mean' ? total / node.items.length : total;
  }

  /**
   * Moves a list forward to a row; whether the row has its lexeme, its positions then being `list.positions` from
   * `list.from` to `list.to` (no view made: this runs for every word of every match).
   */
  private moveTo(list: ScoredList, ordinal: number): boolean {
    list.at = seek(list.docs, list.at, ordinal);
    if (list.docs[list.at] !== ordinal) return false;
    list.from = list.at === 0 ? 0 : list.ends[list.at - 1]!;
    list.to = list.ends[list.at]!;
    return true;
  }

  /**
   * How closely a row holds the words as typed: 1 when they stand next to each other in order, 0.5 when each
   * follows the one before within PHRASE_GAP positions, else 0. Each word's positions go to its scratch array
   * (`phraseScratch`), so that a match costs no allocation.
   */
  private phraseOf(words: ListsNode[], ordinal: number): number {
    const scratch = this.phraseScratch;
    for (let word = 0; word < words.length; word++) {
      let count = 0;
      const found = scratch[word]!;
      for (const list of words[word]!.lists) {
        if (!this.moveTo(list, ordinal)) continue;
        for (let at = list.from; at < list.to && count < found.length; at++)
          found[count++] = list.positions[at]! & POSITION_MASK;
      }
      this.phraseCounts[word] = count;
    }
    return this.chained(words.length, 1) ? 1 : this.chained(words.length, PHRASE_GAP) ? 0.5 : 0;
  }

  /** Whether a word stands at the row's name head (`nameHead`): the name ends with it, codes aside. */
  private isNameHead(word: ListsNode, ordinal: number): boolean {
    const head = this.nameHead.get(ordinal);
    if (head === 0) return false;
    for (const list of word.lists) {
      if (!this.moveTo(list, ordinal)) continue;
      for (let at = list.from; at < list.to; at++)
        if ((list.positions[at]! & POSITION_MASK) === head) return true;
    }
    return false;
  }

  /** Whether each of the first `words` words' positions (`phraseScratch`) follows one of the word before's within `gap`. */
  private chained(words: number, gap: number): boolean {
    const first = this.phraseScratch[0]!;
    for (let at = 0; at < this.phraseCounts[0]!; at++)
      if (this.chainedFrom(1, first[at]!, words, gap)) return true;
    return false;
  }

  /** `chained` from word `word` on, the word before standing at `position` (a method: a closure per row cost more). */
  private chainedFrom(word: number, position: number, words: number, gap: number): boolean {
    if (word === words) return true;
    const found = this.phraseScratch[word]!;
    for (let at = 0; at < this.phraseCounts[word]!; at++) {
      const next = found[at]!;
      if (next > position && next - position <= gap && this.chainedFrom(word + 1, next, words, gap))
        return true;
    }
    return false;
  }
}

type ListsNode = Extract<ScoreNode, { kind: 'lists' }>;
const isSingleWord = (node: ScoreNode): node is ListsNode => node.kind === 'lists';
