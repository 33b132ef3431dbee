import {
  HEAD_WORD_WEIGHT,
  PHRASE_GAP,
  PREFIX_EXTENSION_WEIGHT,
  rarity,
  standingFactor,
  wordWeight,
} from '../policy';
import { TIERS } from './index-columns';
import { IndexFacets } from './index-facets';
import { leavesOf } from './index-matching';
import { endAt } from './position-ends';
import { seek } from './postings';
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

/** The postings of one lexeme a query stands for, walked forward as the rows are scored in ordinal order. */
interface ScoredList {
  docs: Int32Array;
  /** Where each posting's positions end (`PositionEnds`). */
  endOffsets: Uint16Array;
  endBases: Int32Array;
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

/**
 * How the rows of a query are scored by the search policy (policy.ts): each word's weight in a row, the phrase and
 * the name head. `SearchIndex` (index-ranking.ts) chooses the rows to score and puts them in order.
 */
export class IndexScoring extends IndexFacets {
  /** Each field's length in a row (D, C, B, A at ordinal * 4), while a query is scored. */
  protected lengths: ArrayLike<number> = new Uint16Array(0);
  protected averages: ArrayLike<number> = new Float64Array(4);
  private readonly counts = new Int32Array(4);
  /** Each typed word's positions in the row being scored, for the phrase (`phraseOf`): MAX_WORDS words at most. */
  private readonly phraseScratch = Array.from({ length: 12 }, () => new Int32Array(512));
  private readonly phraseCounts = new Int32Array(12);

  /**
   * Each candidate's score and coverage (how many of the query's words it has), the candidates in ordinal order
   * (each list is walked forward once). `partial`: the rows have some of the words, the last one weighing more.
   */
  protected scoreRows(
    query: IndexQuery,
    candidates: Int32Array,
    partial: boolean,
  ): { scores: Float64Array; coverage: Uint8Array } {
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
    return { scores, coverage };
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
            endOffsets: postings.ends.offsets.view(),
            endBases: postings.ends.bases.view(),
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
    list.from = list.at === 0 ? 0 : endAt(list.endOffsets, list.endBases, list.at - 1);
    list.to = endAt(list.endOffsets, list.endBases, list.at);
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
