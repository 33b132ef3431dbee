import { Type, type Static } from 'typebox';
import { BusinessSearchBody } from './search';

const Uuid = Type.String({ format: 'uuid' });
const field = BusinessSearchBody.properties;

/** How many searches one user may save. */
export const SAVED_SEARCHES_LIMIT = 25;

export const SavedSearchKind = Type.Union([Type.Literal('products'), Type.Literal('businesses')]);
export type SavedSearchKind = Static<typeof SavedSearchKind>;

/**
 * A search as the results page runs it, without paging: the fields and patterns of the search contract
 * (`BusinessSearchBody`, `ProductSearchBody`). Products have no business type or country.
 */
export const SavedSearchQuery = Type.Object(
  {
    textQuery: Type.String({ maxLength: 200 }),
    businessType: Type.Optional(field.businessType),
    country: field.country,
    countries: field.countries,
    industries: field.industries,
    tiers: field.tiers,
    exact: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SavedSearchQuery = Static<typeof SavedSearchQuery>;

export const CreateSavedSearchBody = Type.Object(
  {
    kind: SavedSearchKind,
    /** Shown in the list; by default the text and type. */
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    query: SavedSearchQuery,
  },
  { additionalProperties: false },
);
export type CreateSavedSearchBody = Static<typeof CreateSavedSearchBody>;

export const SavedSearch = Type.Object({
  id: Uuid,
  name: Type.String(),
  kind: SavedSearchKind,
  query: SavedSearchQuery,
  /** Matches the daily check found since the search was last opened. */
  newResults: Type.Integer({ minimum: 0 }),
  createdAt: Type.String(),
  /** When the daily check last looked for new matches. */
  checkedAt: Type.String(),
});
export type SavedSearch = Static<typeof SavedSearch>;

export const SavedSearchList = Type.Object({ searches: Type.Array(SavedSearch) });
export type SavedSearchList = Static<typeof SavedSearchList>;
export const SavedSearchParams = Type.Object({ id: Uuid });
