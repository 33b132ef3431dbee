/**
 * Every route path of the site in one table, with typed builders for links. Business and product slugs are made
 * here only (spec part 2, section 2.1): name parts with spaces as hyphens, then the id, URL-encoded twice.
 */
export const paths = {
  home: '/',
  searchResult: '/search-result',
  industries: '/industries',
  setId: '/SetID',
  profile: '/profile',
  profileEdit: '/profile/edit',
  publicProfile: '/profile/:id',
} as const;

export interface SearchParams {
  business: string;
  countries: string;
  search: string;
}

const slug = (...parts: string[]) =>
  encodeURIComponent(encodeURIComponent(parts.map((part) => part.trim().replace(/\s+/g, '-')).join('-')));

export const href = {
  home: () => paths.home,
  industries: () => paths.industries,
  profile: () => paths.profile,
  profileEdit: () => paths.profileEdit,
  publicProfile: (userID: string) => `/profile/${encodeURIComponent(userID)}`,
  search: ({ business, countries, search }: SearchParams) =>
    `${paths.searchResult}?${new URLSearchParams({ business, countries, search }).toString()}`,
  business: (companyName: string, businessID: string) => `/business/${slug(companyName, businessID)}/`,
  product: (companyName: string, productName: string, productID: string) =>
    `/business-product/${slug(companyName, productName, productID)}`,
};

/** Ids in slugs are the last 36 characters (a UUID), whatever the name before them. */
export const idFromSlug = (value: string) => decodeURIComponent(decodeURIComponent(value)).slice(-36);
