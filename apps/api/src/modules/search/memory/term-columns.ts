import { INCOTERMS, PAYMENT_TERMS } from '@tradeforge/contracts';
import type { SearchRow } from '../repository';
import type { TermFilters } from '../term-filters';
import { growFloat64, growInt32, growUint8 } from './growable';
import { Codes } from './codes';

/** The commercial terms of products, by ordinal; prices and MOQ are NaN where unset. */
export class TermColumns {
  readonly currency = new Codes();
  readonly priceMin = growFloat64();
  readonly priceMax = growFloat64();
  readonly moq = growFloat64();
  readonly paymentTerms = growInt32();
  readonly incoterms = growInt32();
  readonly stock = growUint8();

  /** Room for `rows` rows to begin with. */
  constructor(rows = 0) {
    for (const column of this.columns()) column.reserve(rows);
  }

  private columns() {
    return [
      this.priceMin,
      this.priceMax,
      this.moq,
      this.paymentTerms,
      this.incoterms,
      this.stock,
      this.currency.column,
    ];
  }

  push(terms: NonNullable<SearchRow['terms']>) {
    this.currency.push(terms.price_currency);
    this.priceMin.push(terms.price_min ?? NaN);
    this.priceMax.push(terms.price_max ?? NaN);
    this.moq.push(terms.moq ?? NaN);
    this.paymentTerms.push(bitsOf(PAYMENT_TERMS, terms.payment_terms));
    this.incoterms.push(bitsOf(INCOTERMS, terms.incoterms));
    this.stock.push(terms.stock ? 1 : 0);
  }

  /** Lets go of the room the columns grew into while loading. */
  trim() {
    for (const column of this.columns()) column.trim();
  }

  /** A row's check against the filters (as the SQL of `termFilters` would: a price range overlaps). */
  filterOf(terms: TermFilters): ((ordinal: number) => boolean) | null {
    const checks: ((ordinal: number) => boolean)[] = [];
    if (terms.priceCurrency) {
      const codes = this.currency.numbersOf([terms.priceCurrency]);
      checks.push((ordinal) => codes.has(this.currency.column.get(ordinal)));
    }
    const { priceMin, priceMax, moqMax } = terms;
    // NaN compares false: a product without a price or MOQ never passes a filter on it, as NULL in SQL.
    if (priceMin !== null) checks.push((ordinal) => this.priceMax.get(ordinal) >= priceMin);
    if (priceMax !== null) checks.push((ordinal) => this.priceMin.get(ordinal) <= priceMax);
    if (moqMax !== null) checks.push((ordinal) => this.moq.get(ordinal) <= moqMax);
    const payment = bitsOf(PAYMENT_TERMS, terms.paymentTerms);
    if (payment) checks.push((ordinal) => (this.paymentTerms.get(ordinal) & payment) === payment);
    const incoterms = bitsOf(INCOTERMS, terms.incoterms);
    if (incoterms) checks.push((ordinal) => (this.incoterms.get(ordinal) & incoterms) === incoterms);
    if (terms.inStock) checks.push((ordinal) => this.stock.get(ordinal) === 1);
    if (checks.length === 0) return null;
    return (ordinal) => {
      for (let at = 0; at < checks.length; at++) if (!checks[at]!(ordinal)) return false;
      return true;
    };
  }
}

/** A set of values of a fixed list as bits (a value not on the list sets none). */
function bitsOf(list: readonly string[], values: readonly string[]) {
  let bits = 0;
  for (const value of values) {
    const at = list.indexOf(value);
    if (at >= 0) bits |= 1 << at;
  }
  return bits;
}
