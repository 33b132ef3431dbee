import { Type, type Static } from 'typebox';
import { FACET_COUNT_CAP } from './search-limits';
import { ProductTermFilters } from './product-terms';
import { SearchFilters } from './search';

/** Suggestions per kind while typing (header search box). */
export const SUGGESTIONS_PER_KIND = 5;

export const SearchSuggestQuery = Type.Object(
  { q: Type.String({ maxLength: 200, description: 'What has been typed so far' }) },
  { additionalProperties: false },
);
export type SearchSuggestQuery = Static<typeof SearchSuggestQuery>;

const Named = { id: Type.String(), name: Type.String() };
/** Names that start with the typed text, or have a word that does; grouped by kind, at most 5 each. */
export const SearchSuggestions = Type.Object({
  businesses: Type.Array(Type.Object(Named)),
  /** Product names (each once; `id` is the name), which search products by that name. */
  products: Type.Array(Type.Object(Named)),
  categories: Type.Array(Type.Object(Named)),
  subCategories: Type.Array(Type.Object({ ...Named, categoryName: Type.String() })),
});
export type SearchSuggestions = Static<typeof SearchSuggestions>;

export const SearchFacetsBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('businesses'), Type.Literal('products')]),
    textQuery: Type.String({ maxLength: 10_000, default: '' }),
    businessType: Type.Optional(Type.String({ pattern: '^(MA|DI|WS|IM|EX|RE|IN|CO|GO)$' })),
    ...SearchFilters,
    /** Products only. */
    ...ProductTermFilters,
    exact: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type SearchFacetsBody = Static<typeof SearchFacetsBody>;

export const FacetCount = Type.Object({
  value: Type.String(),
  label: Type.String(),
  count: Type.Integer({ minimum: 0, maximum: FACET_COUNT_CAP }),
  capped: Type.Boolean({ description: 'More than the count: show it as "1,000+"' }),
});
export type FacetCount = Static<typeof FacetCount>;

/**
 * Counts of the matches of the text by facet value. Each facet counts under the other facets' filters but not its
 * own (choosing a second country shows what it adds), and business types under no type (the results page shows
 * one type at a time). Products have no business type or country facet.
 */
export const SearchFacets = Type.Object({
  businessTypes: Type.Array(FacetCount),
  countries: Type.Array(FacetCount),
  industries: Type.Array(FacetCount),
  tiers: Type.Array(FacetCount),
});
export type SearchFacets = Static<typeof SearchFacets>;

export const SearchKindCountsBody = Type.Object(
  {
    textQuery: Type.String({ maxLength: 10_000 }),
    country: Type.Optional(
      Type.String({
        pattern: '^([A-Za-z]{2}|global)$',
        description: 'ISO code of the business country, or global',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SearchKindCountsBody = Static<typeof SearchKindCountsBody>;

const KindCount = Type.Object({
  count: Type.Integer({ minimum: 0, maximum: FACET_COUNT_CAP }),
  capped: Type.Boolean({ description: 'More than the count: show it as "1,000+"' }),
});

/**
 * How many results the same text has in each kind of search, as each results page would count them (every word,
 * or some of them where no result has all): products, people, and businesses by type (the spec's codes, every
 * type, 0 included), so the results page can offer the kinds that have answers.
 */
export const SearchKindCounts = Type.Object({
  products: KindCount,
  users: KindCount,
  /** Groups whose name or description matches (private ones included: their name and description are public). */
  groups: KindCount,
  businessTypes: Type.Array(
    Type.Object({ code: Type.String(), label: Type.String(), ...KindCount.properties }),
  ),
});
export type SearchKindCounts = Static<typeof SearchKindCounts>;
