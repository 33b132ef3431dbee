import { Type, type Static } from 'typebox';
import { BusinessSummary, Reactions } from './business';
import { StoredImage } from './profile';
import { Product } from './product';
import { ProductTermFilters } from './product-terms';
import { SEARCH_PAGE_SIZE } from './search-limits';

// Long or odd text is accepted and reduced by the service, so that a pasted paragraph searches instead of failing.
const TextQuery = Type.String({ maxLength: 10_000, default: '' });
const Skip = Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 });
const Size = Type.Integer({ minimum: 1, maximum: 10_000, default: SEARCH_PAGE_SIZE });
const Country = Type.Optional(
  Type.String({ pattern: '^([A-Za-z]{2}|global)$', description: 'ISO code, or global' }),
);

/** Facet filters: several values of one facet match any of them; several facets must all match. */
const Codes = (pattern: string, description: string) =>
  Type.Optional(Type.Array(Type.String({ pattern }), { maxItems: 50, description }));
export const SearchFilters = {
  countries: Codes('^[A-Za-z]{2}$', 'ISO codes of the business country; any of them'),
  industries: Codes('^[0-9]{4}$', 'Industry ids; any of them'),
  tiers: Codes('^(standard|gold|premium|platinum)$', 'Membership tiers of the business; any of them'),
};
/** Search the words as typed, without typo correction ("Search instead for ..."). */
const Exact = Type.Optional(Type.Boolean({ default: false }));

export const BusinessSearchBody = Type.Object(
  {
    textQuery: TextQuery,
    businessType: Type.String({ pattern: '^(MA|DI|WS|IM|EX|RE|IN|CO|GO)$' }),
    skip: Skip,
    size: Size,
    country: Country,
    ...SearchFilters,
    exact: Exact,
  },
  { additionalProperties: false },
);
export type BusinessSearchBody = Static<typeof BusinessSearchBody>;

export const ProductSearchBody = Type.Object(
  {
    textQuery: TextQuery,
    skip: Skip,
    size: Size,
    industries: SearchFilters.industries,
    tiers: SearchFilters.tiers,
    ...ProductTermFilters,
    exact: Exact,
  },
  { additionalProperties: false },
);
export type ProductSearchBody = Static<typeof ProductSearchBody>;

export const UserSearchBody = Type.Object(
  {
    textQuery: TextQuery,
    skip: Skip,
    size: Type.Optional(Size),
    limit: Type.Optional(Size),
    country: Country,
  },
  { additionalProperties: false },
);
export type UserSearchBody = Static<typeof UserSearchBody>;

/**
 * How the text was matched: `partialMatch` when no result has all its words and these results have some of them
 * (most first); `correctedQuery`, the text searched after typo correction, when a word was corrected.
 */
const Matching = {
  partialMatch: Type.Boolean(),
  correctedQuery: Type.Union([Type.String(), Type.Null()]),
};
const Counted = {
  total_results: Type.Integer({ minimum: 0 }),
  total_capped: Type.Boolean(),
  ...Matching,
};

export const BusinessSearchResult = Type.Object({
  results: Type.Array(Type.Object({ businessProfile: BusinessSummary, reactions: Reactions })),
  ...Counted,
});
export type BusinessSearchResult = Static<typeof BusinessSearchResult>;

export const ProductSearchResult = Type.Object({ results: Type.Array(Product), ...Counted });
export type ProductSearchResult = Static<typeof ProductSearchResult>;

const Nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
export const UserCard = Type.Object({
  userID: Type.String({ format: 'uuid' }),
  firstName: Type.String(),
  lastName: Type.String(),
  profilePhoto: Nullable(StoredImage),
  country: Nullable(Type.Object({ code: Type.String(), countryName: Type.String() })),
  state: Nullable(Type.Object({ stateID: Type.String(), stateName: Type.String() })),
  city: Nullable(Type.String()),
  jobPosition: Nullable(Type.Object({ jobPositionID: Type.Integer(), name: Type.String() })),
  companyName: Nullable(Type.String()),
  briefPresentation: Nullable(Type.String()),
  reactions: Reactions,
});
export type UserCard = Static<typeof UserCard>;

export const UserSearchResult = Type.Object({
  profiles: Type.Array(UserCard),
  totalResults: Type.Integer({ minimum: 0 }),
  totalCapped: Type.Boolean(),
  ...Matching,
});
export type UserSearchResult = Static<typeof UserSearchResult>;
