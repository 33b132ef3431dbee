/** A set of ordinals as bits, growing as larger ordinals come: membership in one step. */
export class Bitset {
  /** Bit `ordinal & 31` of word `ordinal >>> 5`; words past the end are all zeros. */
  words: Uint32Array;

  /** Room for the ordinals below `span` to begin with. */
  constructor(span = 1024) {
    this.words = new Uint32Array(Math.max(1, Math.ceil(span / 32)));
  }

  add(ordinal: number) {
    const word = ordinal >>> 5;
    if (word >= this.words.length) {
      const larger = new Uint32Array(Math.max(this.words.length * 2, word + 1));
      larger.set(this.words);
      this.words = larger;
    }
    this.words[word]! |= 1 << (ordinal & 31);
  }

  has(ordinal: number) {
    const word = ordinal >>> 5;
    return word < this.words.length && (this.words[word]! & (1 << (ordinal & 31))) !== 0;
  }
}

/**
 * The first ordinal at or after `target` that every set holds, or -1: the sets' words ANDed 32 rows at a time from
 * the target's word on.
 */
export function firstInAll(sets: Bitset[], target: number): number {
  const words = sets.map((set) => set.words);
  const end = Math.min(...words.map((list) => list.length));
  // The rows before the target in its own word are masked out.
  let mask = ~0 << (target & 31);
  for (let word = target >>> 5; word < end; word++, mask = ~0) {
    let all = mask;
    for (let at = 0; at < words.length && all !== 0; at++) all &= words[at]![word]!;
    if (all !== 0) return lowestOrdinal(word, all);
  }
  return -1;
}

/** The ordinal of the lowest bit set in a block of 32 (`bits`, not 0): 31 less the leading zeros of that bit alone. */
export function lowestOrdinal(block: number, bits: number) {
  return block * 32 + 31 - Math.clz32(bits & -bits);
}

/** Sets the bits of `ordinals` in `blocks` (bit `ordinal & 31` of block `ordinal >>> 5`), which holds them all. */
export function setOrdinals(blocks: Uint32Array, ordinals: Int32Array) {
  for (let at = 0; at < ordinals.length; at++) blocks[ordinals[at]! >>> 5]! |= 1 << (ordinals[at]! & 31);
}

/** Calls `visit` with the ordinal of each bit set in `blocks`, in order. */
export function forEachOrdinal(blocks: Uint32Array, visit: (ordinal: number) => void) {
  for (let block = 0; block < blocks.length; block++)
    for (let bits = blocks[block]!; bits !== 0; bits &= bits - 1) visit(lowestOrdinal(block, bits));
}
