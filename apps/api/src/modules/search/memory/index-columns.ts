import { INCOTERMS, PAYMENT_TERMS } from '@tradeforge/contracts';
import type { SearchRow } from '../repository';
import type { TermFilters } from '../term-filters';
import { Bitset, forEachOrdinal, setOrdinals } from './bitset';
import { Codes } from './codes';
import type { Growable } from './growable';
import { growFloat64, growInt32, growUint16, growUint8 } from './growable';
import { compareLexemes, lowerBound } from './lexeme-order';
import { allOf, anyOf, END, none, postingsIterator, seek, type DocIterator } from './postings';
import { parseTsvector, POSITION_MASK, type QueryNode } from './text-format';

/*
 * The search vectors of a table's visible rows (products, businesses or people) as posting lists in this process,
 * with the columns search filters and orders by. Rows are numbered ("ordinals") in listing order as loaded (tier,
 * badge, newest first); a row written later gets the next ordinal and its old one is marked dead.
 */

export const TIERS = ['standard', 'gold', 'premium', 'platinum'];

/** One lexeme's postings: the rows (ordinals, ascending), and each one's positions with their weight letters. */
export interface Postings {
  docs: Growable<Int32Array>;
  /** Where each posting's positions end in `positions` (they start where the previous one's end). */
  ends: Growable<Int32Array>;
  positions: Growable<Uint16Array>;
  /** The same rows as bits, once the list is dense enough to be worth them (`membersOf`). */
  members?: Bitset;
}

/**
 * A posting list of at least one row in this many gets its rows as bits as well, when a query first reads it, so
 * that an intersection checks it in one step (`allOf`): its bits then take no more memory than its list does.
 */
const DENSE_LIST = 32;

/**
 * The filters a search applies (any of the values of each list): products by industry, tier and commercial terms,
 * businesses also by type and country (one, and any of a list), people by country.
 */
export interface IndexFilters {
  industries?: readonly string[];
  tiers?: readonly string[];
  businessType?: string;
  country?: string | null;
  countries?: readonly string[];
  terms?: TermFilters;
}

/** The commercial terms of products, by ordinal; prices and MOQ are NaN where unset. */
class TermColumns {
  readonly currency = new Codes();
  readonly priceMin = growFloat64();
  readonly priceMax = growFloat64();
  readonly moq = growFloat64();
  readonly paymentTerms = growInt32();
  readonly incoterms = growInt32();
  readonly stock = growUint8();

  push(terms: NonNullable<SearchRow['terms']>) {
    this.currency.push(terms.price_currency);
    this.priceMin.push(terms.price_min ?? NaN);
    this.priceMax.push(terms.price_max ?? NaN);
    this.moq.push(terms.moq ?? NaN);
    this.paymentTerms.push(bitsOf(PAYMENT_TERMS, terms.payment_terms));
    this.incoterms.push(bitsOf(INCOTERMS, terms.incoterms));
    this.stock.push(terms.stock ? 1 : 0);
  }

  /** A row's check against the filters (as the SQL of `termFilters` would: a price range overlaps). */
  filterOf(terms: TermFilters): ((ordinal: number) => boolean) | null {
    const checks: ((ordinal: number) => boolean)[] = [];
    if (terms.priceCurrency) {
      const codes = this.currency.numbersOf([terms.priceCurrency]);
      checks.push((ordinal) => codes.has(this.currency.column.get(ordinal)));
    }
    const { priceMin, priceMax, moqMax } = terms;
    // NaN compares false: a product without a price or MOQ never passes a filter on it, as NULL in SQL.
    if (priceMin !== null) checks.push((ordinal) => this.priceMax.get(ordinal) >= priceMin);
    if (priceMax !== null) checks.push((ordinal) => this.priceMin.get(ordinal) <= priceMax);
    if (moqMax !== null) checks.push((ordinal) => this.moq.get(ordinal) <= moqMax);
    const payment = bitsOf(PAYMENT_TERMS, terms.paymentTerms);
    if (payment) checks.push((ordinal) => (this.paymentTerms.get(ordinal) & payment) === payment);
    const incoterms = bitsOf(INCOTERMS, terms.incoterms);
    if (incoterms) checks.push((ordinal) => (this.incoterms.get(ordinal) & incoterms) === incoterms);
    if (terms.inStock) checks.push((ordinal) => this.stock.get(ordinal) === 1);
    if (checks.length === 0) return null;
    return (ordinal) => {
      for (let at = 0; at < checks.length; at++) if (!checks[at]!(ordinal)) return false;
      return true;
    };
  }
}

/** A set of values of a fixed list as bits (a value not on the list sets none). */
function bitsOf(list: readonly string[], values: readonly string[]) {
  let bits = 0;
  for (const value of values) {
    const at = list.indexOf(value);
    if (at >= 0) bits |= 1 << at;
  }
  return bits;
}

/**
 * What the index holds, by ordinal: each row's id and listing columns, its fields' lengths, and each lexeme's
 * postings; how rows come and go, and how a query's rows are walked, matched and filtered. The ranking and the
 * facet counts are built over it.
 */
export class IndexColumns {
  protected readonly ids: string[] = [];
  protected readonly tier = growUint8();
  protected readonly verified = growUint8();
  protected readonly created = growFloat64();
  protected readonly industry = new Codes();
  protected readonly businessType = new Codes();
  protected readonly country = new Codes();
  /** Each row's number of positions in each field (D, C, B, A), four per row. */
  protected readonly fieldLengths = growUint16();
  /** The live rows' field lengths summed, for their averages. */
  private readonly fieldTotals = new Float64Array(4);
  protected readonly live = growUint8();
  protected readonly ordinalById = new Map<string, number>();
  protected readonly postings = new Map<string, Postings>();
  protected terms: TermColumns | null = null;
  /**
   * The lexemes in bytewise order, for prefix operands: sorted on first use, then each new lexeme put in its place
   * (sorting them all again at the next prefix after any new word would cost a whole sort).
   */
  protected vocabulary: string[] | null = null;
  /** The ordinals below this were loaded in listing order. */
  protected listedUpTo = 0;

  /** How many rows the index holds (live ones). */
  get size() {
    return this.ordinalById.size;
  }

  /** The average length of each field (D, C, B, A) over the live rows. */
  protected averageFieldLengths(): Float64Array {
    const rows = Math.max(1, this.size);
    return this.fieldTotals.map((total) => total / rows);
  }

  /**
   * How many rows have a lexeme: its postings, which keep the rows written again or removed since the load until the
   * next load (few: the rarity it gives is close enough).
   */
  protected rowsWith(lexeme: string): number {
    return this.postings.get(lexeme)?.docs.length ?? 0;
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
    for (let field = 0; field < 4; field++)
      this.fieldTotals[field]! -= this.fieldLengths.get(ordinal * 4 + field);
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
    if (row.terms) (this.terms ??= new TermColumns()).push(row.terms);
    const vector = parseTsvector(row.vector);
    const lengths = [0, 0, 0, 0];
    vector.lexemes.forEach((lexeme, at) => {
      const positions = vector.positions[at]!;
      for (const position of positions) lengths[position >>> 14]!++;
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
    for (let field = 0; field < 4; field++) {
      this.fieldLengths.push(Math.min(lengths[field]!, 0xffff));
      this.fieldTotals[field]! += lengths[field]!;
    }
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

  /** Every row, dead ones included (the filters drop them). */
  protected allRows(): DocIterator {
    const count = this.ids.length;
    return { size: count, advance: (target) => (target < count ? target : END) };
  }

  /**
   * The rows of a query in ordinal order (dead ones included). Lexemes (exact or prefix) under AND and OR are
   * walked through their posting lists; a phrase is the rows with all its words, checked for their positions; a
   * negation is checked on the rows the rest of its conjunction finds (or on every row, alone).
   */
  protected iteratorOf(query: QueryNode): DocIterator {
    switch (query.kind) {
      case 'lexeme': {
        const lists = this.lexemesOf(query).map((lexeme) => {
          const postings = this.postings.get(lexeme)!;
          return postingsIterator(postings.docs.view(), this.membersOf(postings));
        });
        return lists.length === 0 ? none : anyOf(lists);
      }
      case 'or':
        return anyOf(query.items.map((item) => this.iteratorOf(item)));
      case 'and': {
        const positive = query.items.filter((item) => item.kind !== 'not');
        const rows =
          positive.length > 0 ? allOf(positive.map((item) => this.iteratorOf(item))) : this.allRows();
        const negated = query.items.filter((item) => item.kind === 'not');
        const checked = positive.some((item) => !this.isPlain(item)) ? positive : [];
        return negated.length === 0 && checked.length === 0
          ? rows
          : this.filtered(rows, (ordinal) =>
              [...checked, ...negated].every((item) => this.matches(item, ordinal)),
            );
      }
      case 'not':
        return this.filtered(this.allRows(), (ordinal) => this.matches(query, ordinal));
      case 'phrase':
        return this.filtered(allOf(leavesOf(query).map((leaf) => this.iteratorOf(leaf))), (ordinal) =>
          this.matches(query, ordinal),
        );
    }
  }

  /** Whether a query is lexemes under AND and OR only: its iterator alone says which rows match. */
  protected isPlain(query: QueryNode): boolean {
    if (query.kind === 'lexeme') return true;
    if (query.kind === 'and' || query.kind === 'or') return query.items.every((item) => this.isPlain(item));
    return false;
  }

  /** The rows of an iterator that pass a check. */
  private filtered(rows: DocIterator, passes: (ordinal: number) => boolean): DocIterator {
    return {
      size: rows.size,
      advance(target) {
        for (let ordinal = rows.advance(target); ordinal !== END; ordinal = rows.advance(ordinal + 1))
          if (passes(ordinal)) return ordinal;
        return END;
      },
    };
  }

  /** Whether one row matches a query. */
  protected matches(query: QueryNode, ordinal: number): boolean {
    switch (query.kind) {
      case 'lexeme':
        return this.lexemesOf(query).some((lexeme) => this.positionsIn(lexeme, ordinal) !== null);
      case 'and':
        return query.items.every((item) => this.matches(item, ordinal));
      case 'or':
        return query.items.some((item) => this.matches(item, ordinal));
      case 'not':
        return !this.matches(query.item, ordinal);
      case 'phrase':
        return this.phrasePositions(query, ordinal).length > 0;
    }
  }

  /** A lexeme's positions in a row (with their weight bits), or null when the row lacks it. */
  protected positionsIn(lexeme: string, ordinal: number): Uint16Array | null {
    const postings = this.postings.get(lexeme);
    if (!postings) return null;
    const docs = postings.docs.view();
    const at = seek(docs, 0, ordinal);
    if (docs[at] !== ordinal) return null;
    return postings.positions.view(at === 0 ? 0 : postings.ends.get(at - 1), postings.ends.get(at));
  }

  /** Where a phrase (or a word of one) ends in a row: positions without their weights, as PostgreSQL's `<N>` reads them. */
  private phrasePositions(query: QueryNode, ordinal: number): number[] {
    if (query.kind === 'lexeme')
      return this.lexemesOf(query).flatMap((lexeme) =>
        Array.from(this.positionsIn(lexeme, ordinal) ?? [], (position) => position & POSITION_MASK),
      );
    if (query.kind === 'phrase') {
      const left = new Set(this.phrasePositions(query.left, ordinal));
      return this.phrasePositions(query.right, ordinal).filter((position) =>
        left.has(position - query.distance),
      );
    }
    if (query.kind === 'and' || query.kind === 'or')
      return query.items.flatMap((item) => this.phrasePositions(item, ordinal));
    return [];
  }

  /**
   * The rows of a query as bits (bit `ordinal & 31` of block `ordinal >>> 5`), dead rows included: each list's bits
   * ORed or ANDed block by block, so that walking every row of a union costs one step per 32 rows rather than a
   * step in each of its lists per row. Plain queries only (`isPlain`).
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
    if (query.kind !== 'and' && query.kind !== 'or')
      throw new Error(`bits of a ${query.kind} query: walk its iterator`);
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
   * A bit array of `span` blocks, all zero, for the current `withLentBits` call only: lent again from call to call,
   * since what a search allocates sets how often the process pauses to collect it.
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
   * the whole table to build and read.
   */
  protected readAsBits(size: number) {
    return size * DENSE_LIST >= this.ids.length;
  }

  /**
   * Calls `visit` with each row of a query (dead ones included), in ordinal order: as bits when they may be many
   * (a union, or common words), else through its iterator (an intersection led by a rare word, or a query with a
   * phrase or a negation).
   */
  protected forEachRowOf(query: QueryNode, visit: (ordinal: number) => void) {
    const iterator = this.iteratorOf(query);
    if (this.isPlain(query) && this.readAsBits(iterator.size))
      this.withLentBits(() => forEachOrdinal(this.bitsOf(query), visit));
    else
      for (let ordinal = iterator.advance(0); ordinal !== END; ordinal = iterator.advance(ordinal + 1))
        visit(ordinal);
  }

  /** The check of a row against the filters, dead rows failing. */
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
    const terms = filters.terms ? (this.terms?.filterOf(filters.terms) ?? null) : null;
    const live = this.live;
    const tier = this.tier;
    // Called for every row a search walks: a loop, not a closure per check and row.
    return (ordinal: number) => {
      if (live.get(ordinal) !== 1 || (tiers && !tiers.has(tier.get(ordinal)))) return false;
      for (let at = 0; at < checks.length; at++) {
        const check = checks[at]!;
        if (!check.numbers.has(check.column.get(ordinal))) return false;
      }
      return terms === null || terms(ordinal);
    };
  }
}

/** The lexemes of a query, each once per place it stands. */
export function leavesOf(query: QueryNode): Extract<QueryNode, { kind: 'lexeme' }>[] {
  if (query.kind === 'lexeme') return [query];
  if (query.kind === 'not') return [];
  if (query.kind === 'phrase') return [...leavesOf(query.left), ...leavesOf(query.right)];
  return query.items.flatMap(leavesOf);
}
