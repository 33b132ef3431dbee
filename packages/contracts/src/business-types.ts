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

/**
 * What one business can be: every business type but the two search targets, named as a single business is
 * ("Manufacturer", where search and the reference list say "Manufacturers"). Forms offer these; cards and pages
 * name a business's type with them.
 */
export const BUSINESS_KINDS = [
  { code: 'MA', label: 'Manufacturer' },
  { code: 'DI', label: 'Distributor' },
  { code: 'WS', label: 'Wholesaler' },
  { code: 'IM', label: 'Importer' },
  { code: 'EX', label: 'Exporter' },
  { code: 'RE', label: 'Retailer' },
  { code: 'IN', label: 'Investor' },
  { code: 'CO', label: 'Consultant' },
  { code: 'GO', label: 'Government body' },
] as const satisfies readonly { code: Exclude<BusinessTypeCode, 'PR' | 'UR'>; label: string }[];

/** The name of one business of type `code`; `fallback` (the reference list's name) for a code not listed. */
export const businessKindLabel = (code: string, fallback = code) =>
  BUSINESS_KINDS.find((kind) => kind.code === code)?.label ?? fallback;

/**
 * A noun with its indefinite article, for sentences that put a business type or kind in ("an exporter", "a
 * manufacturer"). By the first letter: every kind of business named on the site starts with the sound it spells.
 */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
