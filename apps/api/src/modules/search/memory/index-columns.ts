import type { SearchRow, SearchSizes } from '../repository';
import type { TermFilters } from '../term-filters';
import { Bitset, setOrdinals } from './bitset';
import { Codes } from './codes';
import type { Growable } from './growable';
import { growFloat64, growInt32, growUint16, growUint8 } from './growable';
import { compareLexemes, lowerBound } from './lexeme-order';
import { END, type DocIterator } from './postings';
import { TermColumns } from './term-columns';
import { PositionEnds } from './position-ends';
import { RowIds } from './row-ids';
import { POSITION_MASK, parseTsvector } from './text-format';

/*
 * The search vectors of a table's visible rows (products, businesses or people) as posting lists in this process,
 * with the columns search filters and orders by. Rows are numbered ("ordinals") in listing order as loaded (tier,
 * badge, newest first); a row written later gets the next ordinal and its old one is marked dead.
 */

export const TIERS = ['standard', 'gold', 'premium', 'platinum'];

/** The field of a row's name: weight A, the top two bits of a position (policy.ts, FIELD_WEIGHTS). */
const NAME_FIELD = 3;

/** One lexeme's postings: the rows (ordinals, ascending), and each one's positions with their weight letters. */
export interface Postings {
  docs: Growable<Int32Array>;
  /** Where each posting's positions end in `positions` (they start where the previous one's end). */
  ends: PositionEnds;
  positions: Growable<Uint16Array>;
  /** The same rows as bits, once the list is dense enough to be worth them (`membersOf`). */
  members?: Bitset;
}

/**
 * A posting list of at least one row in this many gets its rows as bits as well, when a query first reads it, so
 * that an intersection checks it in one step (`allOf`): its bits then take no more memory than its list does.
 */
export const DENSE_LIST = 32;

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

/**
 * What the index holds, by ordinal: each row's id and listing columns, its fields' lengths, its commercial terms,
 * and each lexeme's postings; how rows come and go and are filtered. Matching (index-matching.ts), facet counts
 * (index-facets.ts) and the ranking (index-ranking.ts) are built over it.
 */
export class IndexColumns {
  protected readonly ids = new RowIds();
  protected readonly tier = growUint8();
  protected readonly verified = growUint8();
  protected readonly created = growFloat64();
  protected readonly industry = new Codes();
  protected readonly businessType = new Codes();
  protected readonly country = new Codes();
  /** Each row's number of positions in each field (D, C, B, A), four per row. */
  protected readonly fieldLengths = growUint16();
  /**
   * Each row's name head: the position of the last word of its name (weight A) that is no code (a digit in it, or
   * two letters at most: "HX"), the thing the row is ("Industrial Robot Controllers K200" is controllers); 0 for
   * none.
   */
  protected readonly nameHead = growUint16();
  /** The live rows' field lengths summed, for their averages. */
  private readonly fieldTotals = new Float64Array(4);
  protected readonly live = growUint8();
  /** How many rows are live. */
  private liveRows = 0;
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
    return this.liveRows;
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

  /**
   * Allocates the columns and each lexeme's lists at the sizes a load is about to reach, so that each is allocated
   * once: lists grown by doubling while loading left a third of the process's memory in freed buffers that the
   * allocator kept resident.
   */
  reserve(sizes: SearchSizes) {
    if (this.ids.length > 0) throw new Error('sizes are reserved before the load');
    this.reservedRows = sizes.rows;
    this.ids.reserve(sizes.rows);
    for (const column of [this.tier, this.verified, this.created, this.nameHead, this.live])
      column.reserve(sizes.rows);
    for (const codes of [this.industry, this.businessType, this.country]) codes.column.reserve(sizes.rows);
    this.fieldLengths.reserve(sizes.rows * 4);
    for (const { lexeme, rows, positions } of sizes.lexemes)
      this.postings.set(lexeme, {
        docs: growInt32(rows),
        ends: reservedEnds(rows),
        positions: growUint16(positions),
      });
  }

  /** The rows `reserve` made room for, for the commercial terms' columns, made at the first row with terms. */
  private reservedRows = 0;

  /** Appends rows that come in listing order after those appended so far, while the index is being loaded. */
  appendListed(rows: SearchRow[]) {
    if (this.listedUpTo !== this.ids.length) throw new Error('listed rows come before any change');
    for (const row of rows) this.add(row);
    this.listedUpTo = this.ids.length;
  }

  /**
   * Lets go of the room the columns and posting lists grew into while loading (a list doubles as it grows, so up
   * to half of it is empty): about a third of the index's memory at the benchmark's million products.
   */
  trim() {
    for (const column of [
      this.tier,
      this.verified,
      this.created,
      this.fieldLengths,
      this.nameHead,
      this.live,
    ])
      column.trim();
    for (const codes of [this.industry, this.businessType, this.country]) codes.column.trim();
    this.terms?.trim();
    for (const [lexeme, postings] of this.postings) {
      // A lexeme the sizes named that no row loaded had (none in one snapshot, but a list must not be empty).
      if (postings.docs.length === 0) this.postings.delete(lexeme);
      postings.docs.trim();
      postings.ends.trim();
      postings.positions.trim();
    }
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
    const ordinal = this.ids.find(id);
    if (ordinal === -1 || this.live.get(ordinal) === 0) return;
    this.live.set(ordinal, 0);
    this.liveRows--;
    for (let field = 0; field < 4; field++)
      this.fieldTotals[field]! -= this.fieldLengths.get(ordinal * 4 + field);
  }

  private add(row: SearchRow) {
    const ordinal = this.ids.push(row.id);
    this.liveRows++;
    this.tier.push(Math.max(0, TIERS.indexOf(row.tier)));
    this.verified.push(row.verified ? 1 : 0);
    this.created.push(Number(row.created_us));
    this.industry.push(row.industry_id);
    this.businessType.push(row.business_type);
    this.country.push(row.country);
    this.live.push(1);
    if (row.terms) (this.terms ??= new TermColumns(this.reservedRows)).push(row.terms);
    const vector = parseTsvector(row.vector);
    const lengths = [0, 0, 0, 0];
    let head = 0;
    vector.lexemes.forEach((lexeme, at) => {
      const positions = vector.positions[at]!;
      const code = lexeme.length <= 2 || /\d/.test(lexeme);
      for (const position of positions) {
        lengths[position >>> 14]!++;
        if (!code && position >>> 14 === NAME_FIELD) head = Math.max(head, position & POSITION_MASK);
      }
      let postings = this.postings.get(lexeme);
      if (!postings) {
        postings = { docs: growInt32(), ends: new PositionEnds(), positions: growUint16() };
        this.postings.set(lexeme, postings);
        this.vocabulary?.splice(lowerBound(this.vocabulary, lexeme), 0, lexeme);
      }
      postings.docs.push(ordinal);
      postings.members?.add(ordinal);
      postings.positions.append(positions);
      postings.ends.push(postings.positions.length);
    });
    this.nameHead.push(head);
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
  protected membersOf(postings: Postings): Bitset | null {
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

  /** Whether every row passes the filters: none is chosen, and no row is dead. */
  protected passesEveryRow(filters: IndexFilters): boolean {
    return (
      this.liveRows === this.ids.length &&
      !filters.industries?.length &&
      !filters.tiers?.length &&
      !filters.businessType &&
      !filters.country &&
      !filters.countries?.length &&
      !(filters.terms && this.terms?.filterOf(filters.terms))
    );
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

const reservedEnds = (postings: number) => {
  const ends = new PositionEnds();
  ends.reserve(postings);
  return ends;
};
