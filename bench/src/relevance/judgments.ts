/** What a result is worth to the buyer who typed the query (README.md has the scale). */
export type Grade = 0 | 1 | 2 | 3;

export type Kind = 'businesses' | 'products' | 'people';
export const KINDS: Kind[] = ['businesses', 'products', 'people'];

/** The business type filter of the search bar (spec part 1, section 3); PR and UR are the other kinds. */
export type BusinessType = 'MA' | 'DI' | 'WS' | 'IM' | 'EX' | 'RE' | 'IN' | 'CO' | 'GO';

/** What a buyer would type, as one of the three searches. */
export interface SearchQuery {
  /** Stable across edits of the text: the baseline and the reports are keyed by it. */
  id: string;
  kind: Kind;
  /** Business searches only; the search bar's default, MA, when absent. */
  businessType?: BusinessType;
  text: string;
  /** Why the query is in the set, or what makes its judgments less than obvious. */
  note?: string;
}

/**
 * A query over the demo data, judged by hand: results keyed by business `companyName`, product `name` or person
 * `"First Last"`. A result not listed is worth 0.
 */
export interface JudgedQuery extends SearchQuery {
  judgments: Record<string, Grade>;
}

/** The search bar's default business type (spec part 1, section 9). */
export const DEFAULT_BUSINESS_TYPE: BusinessType = 'MA';

/** Several results at one grade. */
export const all = (grade: Grade, names: readonly string[]): Record<string, Grade> =>
  Object.fromEntries(names.map((name) => [name, grade]));
