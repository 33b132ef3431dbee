import { describe, expect, it } from 'vitest';
import { Bitset, firstInAll } from './bitset';
import { allOf, anyOf, bitsIterator, END, postingsIterator, type DocIterator } from './postings';

/** A sorted list of distinct ordinals below `span`, each present with probability `density`. */
function randomList(span: number, density: number, next: () => number) {
  const docs: number[] = [];
  for (let ordinal = 0; ordinal < span; ordinal++) if (next() < density) docs.push(ordinal);
  return Int32Array.from(docs);
}

function bitsOf(docs: Int32Array) {
  const bits = new Bitset();
  for (const doc of docs) bits.add(doc);
  return bits;
}

/** Every row an iterator answers, from `from` on, by advancing to one past each. */
function walk(iterator: DocIterator, from = 0) {
  const rows: number[] = [];
  for (let row = iterator.advance(from); row !== END; row = iterator.advance(row + 1)) rows.push(row);
  return rows;
}

/** A small deterministic generator (mulberry32), so a failure shows the same lists again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Bitset', () => {
  it('holds what was added, grows for large ordinals, and finds the first row all sets hold', () => {
    const a = bitsOf(Int32Array.from([0, 31, 32, 63, 64, 100_000]));
    const b = bitsOf(Int32Array.from([31, 63, 100_000]));
    expect([0, 31, 32, 33, 100_000, 100_001, 5_000_000].map((row) => a.has(row))).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
      false,
    ]);
    expect([0, 31, 32, 64, 100_000, 100_001].map((from) => firstInAll([a, b], from))).toEqual([
      31, 31, 63, 100_000, 100_000, -1,
    ]);
  });
});

describe('allOf', () => {
  it('answers the same rows whether its parts are lists, bits or both, from any starting row', () => {
    const next = seeded(14);
    for (let round = 0; round < 200; round++) {
      const span = 64 + Math.floor(next() * 3000);
      const lists = Array.from({ length: 2 + Math.floor(next() * 3) }, () =>
        randomList(span, [0.02, 0.3, 0.7, 0.95][Math.floor(next() * 4)]!, next),
      );
      const expected = [...lists[0]!].filter((row) => lists.every((list) => list.includes(row)));
      const from = next() < 0.5 ? 0 : Math.floor(next() * span);
      const asLists = walk(allOf(lists.map((docs) => postingsIterator(docs))), from);
      const asBits = walk(allOf(lists.map((docs) => postingsIterator(docs, bitsOf(docs)))), from);
      const mixed = walk(
        allOf(lists.map((docs, at) => postingsIterator(docs, at % 2 === 0 ? bitsOf(docs) : null))),
        from,
      );
      // A part that is itself a union (a prefix's lexemes) is moved, never read as bits.
      const withUnion = walk(
        allOf([
          anyOf([postingsIterator(lists[0]!), postingsIterator(lists[0]!)]),
          ...lists.slice(1).map((docs) => postingsIterator(docs, bitsOf(docs))),
        ]),
        from,
      );
      const wanted = expected.filter((row) => row >= from);
      expect({ asLists, asBits, mixed, withUnion }).toEqual({
        asLists: wanted,
        asBits: wanted,
        mixed: wanted,
        withUnion: wanted,
      });
    }
  });
});

describe('bitsIterator', () => {
  it('answers the rows of its bits in order from any starting row, across empty words and past the end', () => {
    const next = seeded(21);
    for (let round = 0; round < 200; round++) {
      const span = 1 + Math.floor(next() * 3000);
      const docs = randomList(span, [0.001, 0.02, 0.5, 0.99][Math.floor(next() * 4)]!, next);
      const from = next() < 0.3 ? 0 : Math.floor(next() * (span + 64));
      const words = bitsOf(docs).words;
      expect(walk(bitsIterator(words, docs.length), from), `round ${round}`).toEqual(
        [...docs].filter((row) => row >= from),
      );
    }
  });
});
