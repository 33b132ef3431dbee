/** Iterators over posting lists (products or businesses by ordinal), as the in-memory index combines them. */
import { firstInAll, lowestOrdinal, type Bitset } from './bitset';

/** Past the last posting. */
export const END = Number.MAX_SAFE_INTEGER;

/**
 * The rows of a query in ordinal order: `advance` answers the first at or after a row (END past the last),
 * never going back. `size` bounds how many there are, so that an intersection is led by its rarest part.
 */
export interface DocIterator {
  advance(target: number): number;
  size: number;
  /** The same rows as bits, for a dense posting list: checked in one step, without moving. */
  members?: Bitset;
}

export const none: DocIterator = { advance: () => END, size: 0 };

/** A posting list's rows; `members`, when given, holds the same rows as bits. */
export function postingsIterator(docs: Int32Array, members?: Bitset | null): DocIterator {
  let at = 0;
  return {
    size: docs.length,
    advance(target) {
      at = seek(docs, at, target);
      return at < docs.length ? docs[at]! : END;
    },
    ...(members ? { members } : {}),
  };
}

/**
 * The rows all parts have. When every part is a dense list, their bits ANDed word by word. Otherwise led by the
 * rarest part: each of its rows is checked against the others, in one step for a part with `members`, else by
 * moving the part to it; a part that lands past it makes its landing the next target (leapfrog).
 */
export function allOf(unordered: DocIterator[]): DocIterator {
  if (unordered.length === 1) return unordered[0]!;
  const [lead, ...others] = [...unordered].sort((a, b) => a.size - b.size);
  if (unordered.every((part) => part.members)) {
    const sets = unordered.map((part) => part.members!);
    return {
      size: lead!.size,
      advance: (target) => {
        const found = firstInAll(sets, target);
        return found === -1 ? END : found;
      },
    };
  }
  return {
    size: lead!.size,
    advance(from) {
      let target = from;
      for (;;) {
        const candidate = lead!.advance(target);
        if (candidate === END) return END;
        target = candidate;
        for (const part of others) {
          if (part.members) {
            if (!part.members.has(candidate)) target = candidate + 1;
          } else {
            const found = part.advance(candidate);
            if (found === END) return END;
            if (found !== candidate) target = found;
          }
          if (target !== candidate) break;
        }
        if (target === candidate) return candidate;
      }
    },
  };
}

/**
 * The rows of a set of bits (bit `ordinal & 31` of block `ordinal >>> 5`) as an iterator, in ordinal order: the
 * first set bit at or after the target, block by block.
 */
export function bitsIterator(blocks: Uint32Array, size: number): DocIterator {
  return {
    size,
    advance(target) {
      let block = target >>> 5;
      if (block >= blocks.length) return END;
      let found = blocks[block]! & (~0 << (target & 31));
      while (found === 0) {
        if (++block >= blocks.length) return END;
        found = blocks[block]!;
      }
      return lowestOrdinal(block, found);
    },
  };
}

export function anyOf(parts: DocIterator[]): DocIterator {
  if (parts.length === 1) return parts[0]!;
  return {
    size: parts.reduce((sum, part) => sum + part.size, 0),
    advance(target) {
      let least = END;
      for (const part of parts) least = Math.min(least, part.advance(target));
      return least;
    },
  };
}

/** The first posting at or after `from` whose product is at least `ordinal` (galloping, then binary search). */
export function seek(docs: Int32Array, from: number, ordinal: number) {
  if (from >= docs.length || docs[from]! >= ordinal) return from;
  let low = from;
  let step = 1;
  while (low + step < docs.length && docs[low + step]! < ordinal) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, docs.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (docs[middle]! < ordinal) low = middle + 1;
    else high = middle;
  }
  return low;
}
