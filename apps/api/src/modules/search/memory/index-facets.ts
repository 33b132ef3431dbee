import { TIERS, type IndexFilters } from './index-columns';
import { IndexMatching } from './index-matching';
import type { QueryNode } from './text-format';

/** The facets of search results, as `SearchFacets` names them. */
export type FacetName = 'businessTypes' | 'countries' | 'industries' | 'tiers';

/** How many rows match by each value of each facet counted; `total` passes every filter. */
export interface IndexFacetCounts {
  counts: Record<FacetName, Map<string, number>>;
  total: number;
}

/** A table's search index (index-columns.ts) counted by facet; `SearchIndex` (index-ranking.ts) ranks over it. */
export class IndexFacets extends IndexMatching {
  /**
   * The facet counts of the rows that match a query: every match, by each facet's value under the filters of the
   * other facets but not its own (so that choosing a second country shows what it adds); `total` passes all. The
   * commercial terms filter every count. Many matches are read as bits (`forEachRowOf`): a union of common words
   * (a partial answer) then costs a step per 32 rows to walk, not a step in each of its lists per row.
   */
  countFacets(
    query: QueryNode | null,
    facets: readonly FacetName[],
    filters: IndexFilters = {},
  ): IndexFacetCounts {
    const dimensions = facets.map((name) => this.facetDimension(name, filters));
    const columns = dimensions.map((dimension) => dimension.column);
    const chosen = dimensions.map((dimension) => dimension.chosen);
    const counts = dimensions.map((dimension) => dimension.counts);
    const values = new Int32Array(dimensions.length);
    const live = this.live.view();
    const passesTerms = filters.terms ? this.filterOf({ terms: filters.terms }) : null;
    let total = 0;
    const visit = (ordinal: number) => {
      if (live[ordinal] !== 1 || (passesTerms && !passesTerms(ordinal))) return;
      let failures = 0;
      let failed = 0;
      for (let at = 0; at < columns.length; at++) {
        const value = columns[at]![ordinal]!;
        values[at] = value;
        if (chosen[at] !== null && chosen[at]![value] !== 1) {
          failures++;
          failed = at;
        }
      }
      // A row that fails one facet's filter counts for that facet only; one that passes all counts everywhere.
      if (failures === 0) {
        total++;
        for (let at = 0; at < columns.length; at++) counts[at]![values[at]!]!++;
      } else if (failures === 1) counts[failed]![values[failed]!]!++;
    };
    if (query) this.forEachRowOf(query, visit);
    else for (let ordinal = 0; ordinal < live.length; ordinal++) visit(ordinal);
    const byFacet = {} as IndexFacetCounts['counts'];
    dimensions.forEach(({ name, names }, at) => {
      byFacet[name] = new Map(
        names.flatMap((value, number) =>
          counts[at]![number]! > 0 ? [[value, counts[at]![number]!] as const] : [],
        ),
      );
    });
    return { counts: byFacet, total };
  }

  /**
   * A facet's values, each row's value by ordinal (a number), the chosen values as a mask by number (null: no
   * filter), and a count by number.
   */
  private facetDimension(name: FacetName, filters: IndexFilters) {
    const maskOf = (size: number, numbers: Iterable<number>) => {
      const mask = new Uint8Array(size);
      for (const number of numbers) if (number >= 0) mask[number] = 1;
      return mask;
    };
    if (name === 'tiers')
      return {
        name,
        names: TIERS,
        column: this.tier.view() as Uint8Array | Uint16Array,
        chosen: filters.tiers?.length
          ? maskOf(
              TIERS.length,
              filters.tiers.map((tier) => TIERS.indexOf(tier)),
            )
          : null,
        counts: new Int32Array(TIERS.length),
      };
    const [codes, chosenValues] = {
      businessTypes: [this.businessType, filters.businessType ? [filters.businessType] : undefined] as const,
      countries: [this.country, filters.countries] as const,
      industries: [this.industry, filters.industries] as const,
    }[name];
    const size = codes.values.length;
    return {
      name,
      names: codes.values,
      column: codes.column.view() as Uint8Array | Uint16Array,
      chosen: chosenValues?.length ? maskOf(size, codes.numbersOf(chosenValues)) : null,
      counts: new Int32Array(size),
    };
  }
}
