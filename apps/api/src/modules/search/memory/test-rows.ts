import type { SearchRow } from '../repository';

/**
 * For the index's tests: a row whose search vector is `vector` (PostgreSQL's text form), listed in order of
 * `number` (a lower number is newer).
 */
export function searchRow(number: number, vector: string, extra: Partial<SearchRow> = {}): SearchRow {
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    tier: 'standard',
    verified: false,
    created_us: String((1_800_000_000 - number) * 1_000_000),
    industry_id: '0001',
    business_type: null,
    country: null,
    hidden: false,
    vector,
    terms: null,
    ...extra,
  };
}
