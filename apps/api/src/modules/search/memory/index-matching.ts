import { forEachOrdinal, setOrdinals } from './bitset';
import { DENSE_LIST, IndexColumns } from './index-columns';
import { allOf, anyOf, END, none, postingsIterator, seek, type DocIterator } from './postings';
import { POSITION_MASK, type QueryNode } from './text-format';

/**
 * How a query's rows are found in the index (index-columns.ts): walked through posting lists, matched row by row for
 * phrases and negations, or read as bits when they are many.
 */
export class IndexMatching extends IndexColumns {
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
    return postings.positions.view(postings.ends.startOf(at), postings.ends.get(at));
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
}

/** The lexemes of a query, each once per place it stands. */
export function leavesOf(query: QueryNode): Extract<QueryNode, { kind: 'lexeme' }>[] {
  if (query.kind === 'lexeme') return [query];
  if (query.kind === 'not') return [];
  if (query.kind === 'phrase') return [...leavesOf(query.left), ...leavesOf(query.right)];
  return query.items.flatMap(leavesOf);
}
