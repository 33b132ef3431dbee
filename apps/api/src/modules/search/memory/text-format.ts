/**
 * Readers of PostgreSQL's text output of `tsvector` and `tsquery` (`tsvectorout`, `tsqueryout`), so the in-memory
 * index takes vectors and queries as PostgreSQL writes them.
 */

/**
 * A tsvector: lexemes in PostgreSQL's order (lexeme-order.ts), each with its positions packed as a WordEntryPos:
 * the position in the low 14 bits, the weight (A=3, B=2, C=1, D=0) in the top 2. No positions: an empty array.
 */
export interface ParsedVector {
  lexemes: string[];
  positions: Uint16Array[];
}

/**
 * A tsquery as a tree. `and` and `or` may hold a flattened chain of the same operator. `weights` are the letters
 * after the colon (`'foo':*AB` → 'AB'), which search never writes and the index ignores.
 */
export type QueryNode =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean; weights?: string }
  | { kind: 'and' | 'or'; items: QueryNode[] }
  | { kind: 'not'; item: QueryNode }
  | { kind: 'phrase'; distance: number; left: QueryNode; right: QueryNode };

const WEIGHT_BITS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** A position and its weight letter (sticky: matched where the reader is). */
const POSITION = /(\d+)([ABCD]?)/y;
/** A phrase operator: `<->` is distance 1. */
const PHRASE = /<(-|\d+)>/y;

/** The highest position PostgreSQL stores; later words all sit at it. */
export const MAX_POSITION = 16383;

/** The bits of a packed position that hold the position (the top two hold its weight). */
export const POSITION_MASK = 0x3fff;

/**
 * Reads a quoted lexeme starting at `at` (on the opening quote): the output doubles a quote and puts a backslash
 * before a backslash; a backslash before any other character is taken as escaping it, as the input parser does.
 */
function readQuoted(text: string, at: number): { value: string; end: number } {
  if (text[at] !== "'") throw new Error(`Expected a quoted lexeme at ${at} in: ${text}`);
  let value = '';
  let cursor = at + 1;
  for (;;) {
    const char = text[cursor];
    if (char === undefined) throw new Error(`Unterminated lexeme in: ${text}`);
    if (char === '\\') {
      const next = text[cursor + 1];
      if (next === undefined) throw new Error(`Unterminated lexeme in: ${text}`);
      value += next;
      cursor += 2;
    } else if (char === "'") {
      if (text[cursor + 1] !== "'") return { value, end: cursor + 1 };
      value += "'";
      cursor += 2;
    } else {
      value += char;
      cursor += 1;
    }
  }
}

/** Parses `'foo':1A,3 'bar''s':2B 'x'`. */
export function parseTsvector(text: string): ParsedVector {
  const lexemes: string[] = [];
  const positions: Uint16Array[] = [];
  let at = 0;
  const skipSpaces = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  skipSpaces();
  while (at < text.length) {
    const { value, end } = readQuoted(text, at);
    at = end;
    const packed: number[] = [];
    if (text[at] === ':') {
      do {
        at++;
        POSITION.lastIndex = at;
        const match = POSITION.exec(text);
        if (!match) throw new Error(`Bad position at ${at} in: ${text}`);
        const position = Math.min(Number(match[1]), MAX_POSITION);
        packed.push((WEIGHT_BITS[match[2] || 'D']! << 14) | position);
        at += match[1]!.length + match[2]!.length;
      } while (text[at] === ',');
    }
    lexemes.push(value);
    positions.push(Uint16Array.from(packed));
    if (at < text.length && !/\s/.test(text[at]!)) throw new Error(`Expected a space at ${at} in: ${text}`);
    skipSpaces();
  }
  return { lexemes, positions };
}

/** Parses tsquery text: `!` binds tighter than `<->`/`<N>`, which bind tighter than `&`, then `|`; all but `!` left to right. */
export function parseTsquery(text: string): QueryNode | null {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at ${at} in tsquery: ${text}`);
  };
  const peek = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    return text[at];
  };

  const operand = (): QueryNode => {
    const { value, end } = readQuoted(text, at);
    at = end;
    let prefix = false;
    let weights = '';
    if (text[at] === ':') {
      at++;
      for (let char = text[at]; char !== undefined && /[*ABCDabcd]/.test(char); char = text[++at]) {
        if (char === '*') prefix = true;
        else weights += char.toUpperCase();
      }
    }
    return weights
      ? { kind: 'lexeme', lexeme: value, prefix, weights }
      : { kind: 'lexeme', lexeme: value, prefix };
  };

  const unary = (): QueryNode => {
    const next = peek();
    if (next === '!') {
      at++;
      return { kind: 'not', item: unary() };
    }
    if (next === '(') {
      at++;
      const inner = disjunction();
      if (peek() !== ')') fail('Expected )');
      at++;
      return inner;
    }
    if (next === "'") return operand();
    return fail('Expected an operand');
  };

  const phrase = (): QueryNode => {
    let left = unary();
    for (;;) {
      peek();
      PHRASE.lastIndex = at;
      const match = PHRASE.exec(text);
      if (!match) return left;
      at += match[0].length;
      const distance = match[1] === '-' ? 1 : Number(match[1]);
      left = { kind: 'phrase', distance, left, right: unary() };
    }
  };

  const chain = (kind: 'and' | 'or', symbol: string, next: () => QueryNode) => (): QueryNode => {
    const items: QueryNode[] = [];
    const add = (node: QueryNode) => {
      if (node.kind === kind) items.push(...node.items);
      else items.push(node);
    };
    add(next());
    while (peek() === symbol) {
      at++;
      add(next());
    }
    return items.length === 1 ? items[0]! : { kind, items };
  };
  const conjunction = chain('and', '&', phrase);
  const disjunction = chain('or', '|', conjunction);

  if (peek() === undefined) return null;
  const query = disjunction();
  if (peek() !== undefined) fail('Unexpected text');
  return query;
}
