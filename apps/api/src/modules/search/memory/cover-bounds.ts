import { lowestOrdinal } from './bitset';

/*
 * A partial answer's rows by their bound: how many of the query's words a row holds a lexeme of, an upper bound of
 * the words it is scored as having (its coverage, which ranks first). Counted on bits, 32 rows a step: `covers[w]`
 * holds the rows with a lexeme of word w, `union` the rows of the answer (each in some cover).
 */

/** A row check, or null when every row passes (no filter, no dead row): rows are then counted, not visited. */
export type RowCheck = ((ordinal: number) => boolean) | null;

/** How many bits of a 32-bit block are set. */
export function bitCount(bits: number): number {
  let count = bits - ((bits >>> 1) & 0x55555555);
  count = (count & 0x33333333) + ((count >>> 2) & 0x33333333);
  return Math.imul((count + (count >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * Block `block`'s rows that hold at least k of the words, into `atLeast[k]` for k = 1..covers.length (bit-sliced
 * counting: each word's bits move the rows that hold it up one level).
 */
function fillLevels(covers: Uint32Array[], block: number, atLeast: Int32Array) {
  atLeast.fill(0);
  atLeast[0] = ~0;
  for (let word = 0; word < covers.length; word++) {
    const bits = covers[word]![block]!;
    for (let level = word + 1; level >= 1; level--) atLeast[level]! |= atLeast[level - 1]! & bits;
  }
}

/** How many rows of the union pass, by their bound: element k counts those bound to exactly k words. */
export function countByBound(union: Uint32Array, covers: Uint32Array[], passes: RowCheck): Int32Array {
  const words = covers.length;
  const atLeast = new Int32Array(words + 2);
  const exactly = new Int32Array(words + 1);
  for (let block = 0; block < union.length; block++) {
    const rows = union[block]!;
    if (rows === 0) continue;
    fillLevels(covers, block, atLeast);
    if (passes === null) {
      for (let level = 1; level <= words; level++)
        exactly[level]! += bitCount(rows & atLeast[level]! & ~atLeast[level + 1]!);
      continue;
    }
    for (let bits = rows; bits !== 0; bits &= bits - 1) {
      if (!passes(lowestOrdinal(block, bits))) continue;
      const bit = bits & -bits;
      let level = words;
      while (level > 1 && (atLeast[level]! & bit) === 0) level--;
      exactly[level]!++;
    }
  }
  return exactly;
}

/** The rows of the union that pass and are bound to `level` words or more, in ordinal order (`size` of them). */
export function rowsBoundFrom(
  union: Uint32Array,
  covers: Uint32Array[],
  level: number,
  passes: RowCheck,
  size: number,
): Int32Array {
  const atLeast = new Int32Array(covers.length + 2);
  const found = new Int32Array(size);
  let count = 0;
  for (let block = 0; block < union.length; block++) {
    if (union[block] === 0) continue;
    fillLevels(covers, block, atLeast);
    for (let bits = union[block]! & atLeast[level]!; bits !== 0; bits &= bits - 1) {
      const ordinal = lowestOrdinal(block, bits);
      if (passes === null || passes(ordinal)) found[count++] = ordinal;
    }
  }
  return found.subarray(0, count);
}
