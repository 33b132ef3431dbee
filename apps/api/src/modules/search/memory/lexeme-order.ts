/**
 * PostgreSQL orders lexemes (in a tsvector, and the operands ts_rank sorts) by their UTF-8 bytes, shorter first on
 * a common prefix (`tsCompareString`). UTF-8 byte order is code point order, which JavaScript's `<` on UTF-16 is
 * not: a surrogate (U+D800..U+DFFF, half of a character above U+FFFF) sorts below U+E000..U+FFFF there. The
 * mapping below moves surrogates above the rest, which gives code point order without decoding.
 */
const codePointOrder = (unit: number) =>
  unit < 0xd800 ? unit : unit < 0xe000 ? unit + 0x2000 : unit - 0x800;

/** Negative, zero or positive as `a` sorts before, with or after `b` in PostgreSQL's lexeme order. */
export function compareLexemes(a: string, b: string): number {
  const common = Math.min(a.length, b.length);
  for (let at = 0; at < common; at++) {
    const x = a.charCodeAt(at);
    const y = b.charCodeAt(at);
    if (x !== y) return codePointOrder(x) - codePointOrder(y);
  }
  return a.length - b.length;
}

/** Index of the first lexeme of the sorted `lexemes` that does not sort before `word`. */
export function lowerBound(lexemes: readonly string[], word: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareLexemes(lexemes[middle]!, word) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
