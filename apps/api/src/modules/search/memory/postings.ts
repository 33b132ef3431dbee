/** Iterators over posting lists (products or businesses by ordinal), as the in-memory index combines them. */

/** Past the last posting. */
export const END = Number.MAX_SAFE_INTEGER;

/**
 * The rows of a query in ordinal order: `advance` answers the first at or after a row (END past the last),
 * never going back. `size` bounds how many there are, so that an intersection is led by its rarest part.
 */
export interface DocIterator {
  advance(target: number): number;
  size: number;
}

export const none: DocIterator = { advance: () => END, size: 0 };

export function postingsIterator(docs: Int32Array): DocIterator {
  let at = 0;
  return {
    size: docs.length,
    advance(target) {
      at = seek(docs, at, target);
      return at < docs.length ? docs[at]! : END;
    },
  };
}

export function allOf(unordered: DocIterator[]): DocIterator {
  if (unordered.length === 1) return unordered[0]!;
  const parts = [...unordered].sort((a, b) => a.size - b.size);
  return {
    size: parts[0]!.size,
    // Leapfrog: each part moves to the candidate; one that lands past it makes its landing the new candidate.
    advance(target) {
      let candidate = target;
      for (;;) {
        let agreed = true;
        for (const part of parts) {
          const found = part.advance(candidate);
          if (found === END) return END;
          if (found !== candidate) {
            candidate = found;
            agreed = false;
          }
        }
        if (agreed) return candidate;
      }
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
