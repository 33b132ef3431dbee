import { industries } from '@tradeforge/db/reference';
import type { BusinessType, Grade, SearchQuery } from './judgments';

/**
 * The generator's structured columns of one benchmark row (bench/src/generate.ts): what its judgments read, never
 * its text. Products have one category and a sub-category; businesses have categories but no sub-category, and sell
 * the sub-categories of their products (`soldSubCategoryIds`; the generator draws them at random).
 */
export interface CorpusRow {
  industryId: string | null;
  categoryIds: string[];
  subCategoryId: string | null;
  businessType: string | null;
  firstName: string | null;
  lastName: string | null;
  soldSubCategoryIds: string[];
}

/** A row as its structured columns say, for reports: "0005-04-01", "MA 0005-04", "Michael Smith". */
export const describeRow = (row: CorpusRow) =>
  row.firstName !== null
    ? `${row.firstName} ${row.lastName}`
    : row.businessType !== null
      ? `${row.businessType} ${row.categoryIds.join(',')}`
      : (row.subCategoryId ?? row.categoryIds.join(','));

/** A query over the benchmark corpus, graded by a rule over the structured columns of each row. */
export interface RuledQuery extends SearchQuery {
  grade: (row: CorpusRow) => Grade;
}

/** Taxonomy names, so that a rule reads as the buyer's need; a name that is not in the taxonomy throws. */
const ids = new Map<string, string>();
for (const industry of industries) {
  ids.set(`industry:${industry.name}`, industry.id);
  for (const category of industry.categories) {
    ids.set(`category:${category.name}`, category.id);
    for (const sub of category.subCategories) ids.set(`sub:${sub.name}`, sub.id);
  }
}
const idOf = (level: string, name: string) => {
  const id = ids.get(`${level}:${name}`);
  if (!id) throw new Error(`No ${level} named "${name}" in the taxonomy`);
  return id;
};

/** Rows that are one of these sub-categories, or in one of these categories or industries (by name). */
export interface Match {
  subs?: string[];
  categories?: string[];
  industries?: string[];
}

/**
 * The grade of the first (highest) level a row matches, else 0: `[[3, { subs: ['Gear Pumps'] }], [1, { categories:
 * ['Pumps'] }]]` grades a gear pump 3 and any other pump 1. A business that sells a sub-category of a level is a
 * supplier of it: that level's grade, at most 2 ("clearly relevant: a supplier of it").
 */
export function byTaxonomy(levels: [Grade, Match][]): (row: CorpusRow) => Grade {
  const resolved = levels.map(([grade, match]) => ({
    grade,
    subs: new Set(match.subs?.map((name) => idOf('sub', name))),
    categories: new Set(match.categories?.map((name) => idOf('category', name))),
    industries: new Set(match.industries?.map((name) => idOf('industry', name))),
  }));
  return (row) => {
    let best: Grade = 0;
    for (const level of resolved) {
      const matches =
        (row.subCategoryId !== null && level.subs.has(row.subCategoryId)) ||
        row.categoryIds.some((id) => level.categories.has(id)) ||
        (row.industryId !== null && level.industries.has(row.industryId));
      if (matches && level.grade > best) best = level.grade;
      // A sub-category's id starts with its category's and its industry's ("0005-04-01": "0005-04", "0005").
      const sells = row.soldSubCategoryIds.some(
        (id) =>
          level.subs.has(id) || level.categories.has(id.slice(0, 7)) || level.industries.has(id.slice(0, 4)),
      );
      if (sells && Math.min(level.grade, 2) > best) best = Math.min(level.grade, 2) as Grade;
    }
    return best;
  };
}

export const products = (id: string, text: string, levels: [Grade, Match][], note?: string): RuledQuery => ({
  id,
  kind: 'products',
  text,
  ...(note ? { note } : {}),
  grade: byTaxonomy(levels),
});

/** A business search: a row of another type is never an answer (the search filters by type). */
export const businesses = (
  id: string,
  businessType: BusinessType,
  text: string,
  levels: [Grade, Match][],
  note?: string,
): RuledQuery => {
  const grade = byTaxonomy(levels);
  return {
    id,
    kind: 'businesses',
    businessType,
    text,
    ...(note ? { note } : {}),
    grade: (row) => (row.businessType === businessType ? grade(row) : 0),
  };
};

/** A people search for a full name (both given) or one name: the generator's columns, compared whole. */
export const people = (
  id: string,
  text: string,
  name: { first?: string; last?: string },
  note?: string,
): RuledQuery => ({
  id,
  kind: 'people',
  text,
  ...(note ? { note } : {}),
  grade: (row) =>
    (name.first === undefined || row.firstName === name.first) &&
    (name.last === undefined || row.lastName === name.last)
      ? 3
      : 0,
});
