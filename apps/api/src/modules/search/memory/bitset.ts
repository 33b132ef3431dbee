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
    // The lowest bit set: 31 less the leading zeros of that bit alone.
    if (all !== 0) return word * 32 + 31 - Math.clz32(all & -all);
  }
  return -1;
}
