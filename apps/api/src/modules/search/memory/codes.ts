import { growUint16 } from './growable';

/** A column of short codes (industry, type, country) kept as numbers, with the codes they stand for. */
export class Codes {
  readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();
  readonly column = growUint16();

  push(value: string | null) {
    const key = value ?? '';
    let number = this.numbers.get(key);
    if (number === undefined) {
      number = this.values.push(key) - 1;
      this.numbers.set(key, number);
    }
    this.column.push(number);
  }

  /** The numbers of some codes, for a filter (-1 for a code no row has). */
  numbersOf(values: readonly string[]) {
    return new Set(values.map((value) => this.numbers.get(value) ?? -1));
  }
}
