import { Buffer } from 'node:buffer';

/** A uuid as PostgreSQL writes it (`::text`): lower-case hexadecimal in groups of 8-4-4-4-12. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Each byte's two hexadecimal digits as character codes. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const HEX_CODES = Uint16Array.from(HEX, (digits) => digits.charCodeAt(0) | (digits.charCodeAt(1) << 8));
/** Where each byte's two digits go in the 36 characters of a uuid. */
const DIGITS_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/**
 * The ids (uuids) of an index's rows by ordinal, as four 32-bit words each (16 bytes) rather than strings, and an
 * open-addressing table from id to ordinal: a million ids as strings in a `Map` took about 100 MB of the V8 heap,
 * and those long-lived small objects kept the heap's pages reserved after a load; as words they take 24 MB.
 * An id written again takes its new ordinal in the table (the old row is dead).
 */
export class RowIds {
  /** Word `ordinal * 4 + n` holds bytes 4n..4n+3 of the id, the first in the high bits: words compare as bytes do. */
  private words: Uint32Array;
  /** Ordinal + 1 of the row in each slot, 0 for none; a power of two long, at most half full. */
  private slots: Int32Array;
  length = 0;
  /** Reused to write ids as text (`textOf`). */
  private scratch = new Uint8Array(36 * 128);

  constructor(capacity = 64) {
    this.words = new Uint32Array(capacity * 4);
    this.slots = new Int32Array(slotsFor(capacity));
  }

  /** Makes room for `capacity` ids in all, at once (a load knows how many rows it reads). */
  reserve(capacity: number) {
    if (capacity * 4 > this.words.length) this.resize(capacity);
    if (slotsFor(capacity) > this.slots.length) this.rehash(slotsFor(capacity));
  }

  /** Lets go of the room beyond the ids. */
  trim() {
    if (this.words.length > this.length * 4) this.resize(this.length);
  }

  /** Appends an id; answers its ordinal. */
  push(id: string): number {
    if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
    if ((this.length + 1) * 4 > this.words.length) this.resize(Math.max(64, this.length * 2));
    if ((this.length + 1) * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    const ordinal = this.length++;
    const at = ordinal * 4;
    this.words[at] = parseInt(id.slice(0, 8), 16);
    this.words[at + 1] = parseInt(id.slice(9, 13) + id.slice(14, 18), 16);
    this.words[at + 2] = parseInt(id.slice(19, 23) + id.slice(24, 28), 16);
    this.words[at + 3] = parseInt(id.slice(28, 36), 16);
    this.slots[this.slotOf(ordinal)] = ordinal + 1;
    return ordinal;
  }

  /** The last ordinal an id was pushed with, or -1. */
  find(id: string): number {
    if (!UUID.test(id)) return -1;
    const probe = this.length;
    // Parsed into the words past the last id (room for one more is kept by `push`'s growth), then looked up.
    if ((probe + 1) * 4 > this.words.length) this.resize(Math.max(64, probe * 2));
    const at = probe * 4;
    this.words[at] = parseInt(id.slice(0, 8), 16);
    this.words[at + 1] = parseInt(id.slice(9, 13) + id.slice(14, 18), 16);
    this.words[at + 2] = parseInt(id.slice(19, 23) + id.slice(24, 28), 16);
    this.words[at + 3] = parseInt(id.slice(28, 36), 16);
    const found = this.slots[this.slotOf(probe)]!;
    return found === 0 ? -1 : found - 1;
  }

  /** PostgreSQL's order of two rows' uuids: bytewise. */
  compare(a: number, b: number): number {
    const words = this.words;
    for (let at = 0; at < 4; at++) {
      const x = words[a * 4 + at]!;
      const y = words[b * 4 + at]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  /** The ids of some rows as text, run together (36 characters each). */
  textOf(ordinals: ArrayLike<number>): string {
    const count = ordinals.length;
    if (this.scratch.length < count * 36) this.scratch = new Uint8Array(count * 36);
    const out = this.scratch;
    const words = this.words;
    for (let row = 0; row < count; row++) {
      const base = row * 36;
      out[base + 8] = out[base + 13] = out[base + 18] = out[base + 23] = 45; // '-'
      const at = ordinals[row]! * 4;
      for (let byte = 0; byte < 16; byte++) {
        const value = (words[at + (byte >>> 2)]! >>> (24 - 8 * (byte & 3))) & 0xff;
        const codes = HEX_CODES[value]!;
        out[base + DIGITS_AT[byte]!] = codes & 0xff;
        out[base + DIGITS_AT[byte]! + 1] = codes >>> 8;
      }
    }
    return Buffer.from(out.buffer, out.byteOffset, count * 36).toString('latin1');
  }

  /**
   * The slot holding the id in words `ordinal * 4`..+3, or the empty slot where it goes (linear probing). Uuids
   * of version 4 are random, but ids made by hand (tests, imports) may not be: all four words are mixed.
   */
  private slotOf(ordinal: number): number {
    const words = this.words;
    const at = ordinal * 4;
    const mask = this.slots.length - 1;
    let hash = Math.imul(words[at]! ^ Math.imul(words[at + 1]!, 0x9e3779b1), 0x85ebca77);
    hash = Math.imul(hash ^ words[at + 2]! ^ (hash >>> 15), 0xc2b2ae3d);
    hash = Math.imul(hash ^ words[at + 3]! ^ (hash >>> 13), 0x27d4eb2f);
    for (let slot = (hash ^ (hash >>> 16)) & mask; ; slot = (slot + 1) & mask) {
      const found = this.slots[slot]!;
      if (found === 0 || this.compare(found - 1, ordinal) === 0) return slot;
    }
  }

  private resize(capacity: number) {
    const words = new Uint32Array(Math.max(1, capacity) * 4);
    words.set(this.words.subarray(0, Math.min(this.words.length, words.length)));
    this.words = words;
  }

  private rehash(size: number) {
    this.slots = new Int32Array(size);
    for (let ordinal = 0; ordinal < this.length; ordinal++) this.slots[this.slotOf(ordinal)] = ordinal + 1;
  }
}

/** Slots for `rows` ids: a power of two, twice as many at least. */
const slotsFor = (rows: number) => 2 ** Math.ceil(Math.log2(Math.max(8, rows * 2)));
