import type { SearchRow } from '../repository';
import { Bitset, forEachOrdinal, setOrdinals } from './bitset';
import { Codes } from './codes';
import type { Growable } from './growable';
import { growFloat64, growInt32, growUint16, growUint8 } from './growable';
import { compareLexemes, lowerBound } from './lexeme-order';
import { allOf, anyOf, END, none, postingsIterator, type DocIterator } from './postings';
import { parseTsvector, type QueryNode } from './text-format';

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

export const TIERS = ['standard', 'gold', 'premium', 'platinum'];

/** One lexeme's postings: the products (ordinals, ascending), and each one's positions as ts_rank reads them. */
interface Postings {
  docs: Growable<Int32Array>;
  /** Where each posting's positions end in `positions` (they start where the previous one's end). */
  ends: Growable<Int32Array>;
  positions: Growable<Uint16Array>;
  /** The same products as bits, once the list is dense enough to be worth them (`membersOf`). */
  members?: Bitset;
}

/**
 * A posting list of at least one row in this many gets its rows as bits as well, when a query first reads it, so
 * that an intersection checks it in one step (`allOf`): its bits then take no more memory than its list does.
 */
const DENSE_LIST = 32;

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

/** Whether the index can answer a query: lexemes (exact or prefix, any weight) under AND and OR only. */
export function indexCanAnswer(query: QueryNode): boolean {
  if (query.kind === 'lexeme') return !query.weights;
  if (query.kind === 'and' || query.kind === 'or') return query.items.every(indexCanAnswer);
  return false;
}

/**
 * What the index holds, by ordinal: each row's id and listing columns, and each lexeme's postings; how rows come
 * and go, and how a query's rows are walked and filtered. `SearchIndex` ranks and counts over it.
 */
export class IndexColumns {
  protected readonly ids: string[] = [];
  protected readonly tier = growUint8();
  protected readonly verified = growUint8();
  protected readonly created = growFloat64();
  protected readonly industry = new Codes();
  protected readonly businessType = new Codes();
  protected readonly country = new Codes();
  protected readonly length = growInt32();
  protected readonly live = growUint8();
  protected readonly ordinalById = new Map<string, number>();
  protected readonly postings = new Map<string, Postings>();
  /**
   * The lexemes in bytewise order, for prefix operands: sorted on first use, then each new lexeme put in its place
   * (sorting again the 24,557 lexemes of a million products took 12-20 ms, at the next prefix after any new word).
   */
  protected vocabulary: string[] | null = null;
  /** The ordinals below this were loaded in listing order. */
  protected listedUpTo = 0;

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
        this.vocabulary?.splice(lowerBound(this.vocabulary, lexeme), 0, lexeme);
      }
      postings.docs.push(ordinal);
      postings.members?.add(ordinal);
      postings.positions.append(positions);
      postings.ends.push(postings.positions.length);
    });
    this.length.push(length);
  }

  /** The lexemes an operand stands for: itself, or every lexeme that starts with it, bytewise in order. */
  protected lexemesOf(operand: { lexeme: string; prefix: boolean }): string[] {
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

  /** A dense list's rows as bits (built on first use, then kept up as rows come); null for a sparse one. */
  private membersOf(postings: Postings): Bitset | null {
    if (postings.members) return postings.members;
    const docs = postings.docs;
    if (docs.length * DENSE_LIST < this.ids.length) return null;
    const members = new Bitset(this.ids.length);
    setOrdinals(members.words, docs.view());
    postings.members = members;
    return members;
  }

  protected iteratorOf(query: QueryNode): DocIterator {
    if (query.kind === 'lexeme') {
      const lists = this.lexemesOf(query).map((lexeme) => {
        const postings = this.postings.get(lexeme)!;
        return postingsIterator(postings.docs.view(), this.membersOf(postings));
      });
      return lists.length === 0 ? none : anyOf(lists);
    }
    if (query.kind === 'and') return allOf(query.items.map((item) => this.iteratorOf(item)));
    if (query.kind === 'or') return anyOf(query.items.map((item) => this.iteratorOf(item)));
    throw unanswerable(query);
  }

  /**
   * The rows of a query as bits (bit `ordinal & 31` of block `ordinal >>> 5`), dead rows included: each list's bits
   * ORed or ANDed block by block, so that walking every row of a union costs one step per 32 rows rather than a
   * step in each of its lists per row (`countFacets`).
   */
  protected bitsOf(query: QueryNode): Uint32Array {
    const span = Math.ceil(this.ids.length / 32);
    if (query.kind === 'lexeme') {
      const bits = this.lendBits(span);
      for (const lexeme of this.lexemesOf(query)) {
        const postings = this.postings.get(lexeme)!;
        const members = this.membersOf(postings);
        if (members) {
          const blocks = members.words;
          for (let block = Math.min(span, blocks.length) - 1; block >= 0; block--)
            bits[block]! |= blocks[block]!;
        } else setOrdinals(bits, postings.docs.view());
      }
      return bits;
    }
    if (query.kind !== 'and' && query.kind !== 'or') throw unanswerable(query);
    const [first, ...rest] = query.items.map((item) => this.bitsOf(item));
    for (const other of rest) {
      if (query.kind === 'and') for (let block = 0; block < span; block++) first![block]! &= other[block]!;
      else for (let block = 0; block < span; block++) first![block]! |= other[block]!;
    }
    return first!;
  }

  /** Bit arrays `lendBits` has lent in the current `withLentBits` call, and those given back, to lend again. */
  private readonly lentBits: Uint32Array[] = [];
  private readonly spareBits: Uint32Array[] = [];

  /**
   * A bit array of `span` blocks, all zero, for the current `withLentBits` call only: one was made anew for each
   * word read as bits (125 KB over a million products), and what a search allocates sets how often the process
   * pauses to collect it (docs/performance.md, "less garbage per search").
   */
  protected lendBits(span: number): Uint32Array {
    let bits = this.spareBits.pop();
    if (bits?.length === span) bits.fill(0);
    else bits = new Uint32Array(span);
    this.lentBits.push(bits);
    return bits;
  }

  /**
   * Runs `work`, which must not keep a lent bit array past its end (the index's calls run start to end without
   * yielding), then takes back the arrays lent meanwhile.
   */
  protected withLentBits<T>(work: () => T): T {
    const before = this.lentBits.length;
    try {
      return work();
    } finally {
      while (this.lentBits.length > before) this.spareBits.push(this.lentBits.pop()!);
    }
  }

  /**
   * Whether rows bounded by `size` (an iterator's) are many enough to read as bits (`bitsOf`) rather than walk:
   * one row in DENSE_LIST or more. Walking them takes a step in each list per row; bits cost a step per 32 rows of
   * the whole table to build and read, which over a million products is more than a short walk (with bits always,
   * product facets of a new text fell from 1,352 to 819 req/s).
   */
  protected readAsBits(size: number) {
    return size * DENSE_LIST >= this.ids.length;
  }

  /**
   * Calls `visit` with each row of a query (dead ones included), in ordinal order: as bits when they may be many
   * (a union, or common words), else through its iterator (an intersection led by a rare word).
   */
  protected forEachRowOf(query: QueryNode, visit: (ordinal: number) => void) {
    const iterator = this.iteratorOf(query);
    if (this.readAsBits(iterator.size)) this.withLentBits(() => forEachOrdinal(this.bitsOf(query), visit));
    else
      for (let ordinal = iterator.advance(0); ordinal !== END; ordinal = iterator.advance(ordinal + 1))
        visit(ordinal);
  }

  protected filterOf(filters: IndexFilters) {
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
    // Called for every row a search walks: a loop, where `checks.every` made a closure for each row (290 KB of a
    // business search's 546 KB with a new text).
    return (ordinal: number) => {
      if (live.get(ordinal) !== 1 || (tiers && !tiers.has(tier.get(ordinal)))) return false;
      for (let at = 0; at < checks.length; at++) {
        const check = checks[at]!;
        if (!check.numbers.has(check.column.get(ordinal))) return false;
      }
      return true;
    };
  }
}

function unanswerable(query: QueryNode) {
  return new Error(`the search index cannot answer a ${query.kind} query`);
}
