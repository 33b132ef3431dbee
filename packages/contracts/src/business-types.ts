/**
 * Business type codes (spec part 1, section 3). PR and UR are search targets (products, users); the other nine
 * are the kinds of business a profile can declare.
 */
export const BUSINESS_TYPES = [
  { code: 'PR', label: 'Products' },
  { code: 'UR', label: 'Users' },
  { code: 'MA', label: 'Manufacturers' },
  { code: 'DI', label: 'Distributors' },
  { code: 'WS', label: 'Wholesalers' },
  { code: 'IM', label: 'Importers' },
  { code: 'EX', label: 'Exporters' },
  { code: 'RE', label: 'Retailers' },
  { code: 'IN', label: 'Investors' },
  { code: 'CO', label: 'Consultants' },
  { code: 'GO', label: 'Government' },
] as const;

export type BusinessTypeCode = (typeof BUSINESS_TYPES)[number]['code'];
export const DEFAULT_SEARCH_BUSINESS_TYPE: BusinessTypeCode = 'MA';
export const GLOBAL_COUNTRY = 'global';
