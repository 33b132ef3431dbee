import type { ProductSearchBody } from '@tradeforge/contracts';
import { invalidField } from '../../lib/app-error';
import { searchErrors } from './errors';

/** ISO 4217 codes the runtime's ICU knows, as the product form checks prices. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** The commercial-term filters of a product search, checked: the currency in capitals, lists sorted. */
export interface TermFilters {
  priceCurrency: string | null;
  priceMin: number | null;
  priceMax: number | null;
  moqMax: number | null;
  paymentTerms: string[];
  incoterms: string[];
  inStock: boolean;
}

/** The filters by commercial terms of a product search; a 400 naming the field when they cannot hold together. */
export function checkTermFilters(body: Partial<ProductSearchBody>): TermFilters {
  const currency = body.priceCurrency?.toUpperCase() ?? null;
  if (currency && !CURRENCIES.has(currency))
    throw invalidField('priceCurrency', searchErrors.text('currencyCode'));
  const priceMin = body.priceMin ?? null;
  const priceMax = body.priceMax ?? null;
  if ((priceMin !== null || priceMax !== null) && !currency)
    throw invalidField('priceCurrency', searchErrors.text('rangeCurrency'));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    throw invalidField('priceMax', searchErrors.text('rangeOrder'));
  return {
    priceCurrency: currency,
    priceMin,
    priceMax,
    moqMax: body.moqMax ?? null,
    paymentTerms: [...(body.paymentTerms ?? [])].sort(),
    incoterms: [...(body.incoterms ?? [])].sort(),
    inStock: body.inStock ?? false,
  };
}

/** The term filters as part of a ranking's key. */
export const termKey = (terms: TermFilters) => JSON.stringify(terms);

/** The facet filters of a search as part of its ranking's key. */
export const filterKey = (filters: { countries?: string[]; industries?: string[]; tiers?: string[] }) =>
  [filters.countries, filters.industries, filters.tiers]
    .map((values) => [...(values ?? [])].sort().join(','))
    .join('/');

/** Whether a product search filters by any commercial term. */
export const hasTermFilters = (terms: TermFilters) =>
  terms.priceCurrency !== null ||
  terms.priceMin !== null ||
  terms.priceMax !== null ||
  terms.moqMax !== null ||
  terms.paymentTerms.length > 0 ||
  terms.incoterms.length > 0 ||
  terms.inStock;
