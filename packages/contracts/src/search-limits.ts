// Plain values, apart from the schemas in search.ts: the web app imports these without bundling TypeBox.

/** Results per page of the results screen (spec part 1, section 9). */
export const SEARCH_PAGE_SIZE = 5;
/** The largest page the API serves; bigger `size` values are reduced to it. */
export const SEARCH_MAX_PAGE_SIZE = 50;
/** Beyond this many matches the count is reported as "1,000+" and only the best are ranked. */
export const SEARCH_RESULT_CAP = 1000;
/** Facet counts past this are reported as "1,000+". */
export const FACET_COUNT_CAP = 1000;
