type TypedArray = Int32Array | Uint16Array | Uint8Array | Float64Array;
type TypedArrayClass<T extends TypedArray> = { new (length: number): T };

/**
 * A typed array that grows as values are appended (doubling), for the in-memory index's columns and posting lists:
 * a million products' postings as numbers in JavaScript arrays would take several times the memory.
 */
export class Growable<T extends TypedArray> {
  private data: T;
  length = 0;

  constructor(
    private readonly kind: TypedArrayClass<T>,
    capacity = 4,
  ) {
    this.data = new kind(capacity);
  }

  push(value: number) {
    if (this.length === this.data.length) this.resize(grown(this.data.length, 1));
    this.data[this.length++] = value;
  }

  /** Appends every value of `values`. */
  append(values: ArrayLike<number>) {
    if (this.length + values.length > this.data.length)
      this.resize(grown(this.data.length, this.length + values.length));
    (this.data as unknown as { set(values: ArrayLike<number>, at: number): void }).set(values, this.length);
    this.length += values.length;
  }

  /**
   * Makes room for `capacity` values in all, at once: a load that knows its lists' sizes allocates each once,
   * rather than growing it by copies whose freed buffers leave holes in the allocator's heap that stay resident.
   */
  reserve(capacity: number) {
    if (capacity > this.data.length) this.resize(capacity);
  }

  private resize(capacity: number) {
    const larger = new this.kind(capacity);
    larger.set(this.data.subarray(0, this.length) as never);
    this.data = larger;
  }

  /**
   * Lets go of the room beyond the values (doubling leaves up to half of it empty): once a load has appended
   * everything, the next append grows it again.
   */
  trim() {
    if (this.data.length > this.length) this.data = this.data.slice(0, Math.max(this.length, 1)) as T;
  }

  get(at: number) {
    return this.data[at]!;
  }

  set(at: number, value: number) {
    this.data[at] = value;
  }

  /** The values as a view: valid until the next append. */
  view(start = 0, end = this.length): T {
    return this.data.subarray(start, end) as T;
  }
}

/**
 * The room for at least `needed` values, grown from `capacity`: doubled while small, by a quarter once large, so
 * that a long list written to after a load does not take twice its size.
 */
const grown = (capacity: number, needed: number) =>
  Math.max(needed, capacity < 65_536 ? capacity * 2 : capacity + (capacity >>> 2));

export const growInt32 = (capacity?: number) => new Growable(Int32Array, capacity);
export const growUint16 = (capacity?: number) => new Growable(Uint16Array, capacity);
export const growUint8 = (capacity?: number) => new Growable(Uint8Array, capacity);
export const growFloat64 = (capacity?: number) => new Growable(Float64Array, capacity);
