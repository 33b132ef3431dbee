import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, IndustryWithCategories, SubCategory } from '@tradeforge/contracts';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/http';
import { taxonomyName } from '@/lib/i18n';

export const getIndustryTree = (signal?: AbortSignal) =>
  apiRequest<IndustryWithCategories[]>('/catsys/industry/full-tree', { signal });

export const industryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['catsys', 'industry', 'full-tree'],
    queryFn: ({ signal }) => getIndustryTree(signal),
    staleTime: Infinity,
  });

/**
 * A taxonomy entry named in the page's language; `term` keeps the API's English name, which search matches (the
 * catalogues are written in English), for the links that search for it.
 */
type InLanguage<T extends { name: string }> = T & { term: string };
const named = <T extends { name: string }>(i18n: I18n, entry: T): InLanguage<T> => ({
  ...entry,
  name: taxonomyName(i18n, entry.name),
  term: entry.name,
});

export type IndustryInLanguage = InLanguage<Omit<IndustryWithCategories, 'categories'>> & {
  categories: InLanguage<Omit<Category, 'subCategories'> & { subCategories: InLanguage<SubCategory>[] }>[];
};

/** An industry's name and description in the page's language. */
const industryNamed = <T extends { name: string; description: string }>(i18n: I18n, industry: T) => ({
  ...named(i18n, industry),
  description: taxonomyName(i18n, industry.description),
});

/** The tree with its names and descriptions in the page's language (the API answers in English). */
export const treeInLanguage = (i18n: I18n, tree: IndustryWithCategories[]): IndustryInLanguage[] =>
  tree.map((industry) => ({
    ...industryNamed(i18n, industry),
    categories: industry.categories.map((category) => ({
      ...named(i18n, category),
      subCategories: category.subCategories.map((sub) => named(i18n, sub)),
    })),
  }));

export const useIndustryTree = (options: { enabled?: boolean } = {}) => {
  const { i18n } = useLingui();
  const select = useCallback((tree: IndustryWithCategories[]) => treeInLanguage(i18n, tree), [i18n]);
  return useQuery({ ...industryTreeQueryOptions(), ...options, select });
};

/** How many categories of each industry the outline keeps (the home page's industry cards show this many). */
export const OUTLINE_CATEGORIES = 6;

/** One industry as the home page shows it: no sub-categories, its first categories and how many it has. */
export interface IndustryOutline {
  id: string;
  name: string;
  description: string;
  icon: string;
  categoryCount: number;
  categories: { id: string; name: string }[];
}

export const toIndustryOutline = (tree: IndustryWithCategories[]): IndustryOutline[] =>
  tree.map(({ id, name, description, icon, categories }) => ({
    id,
    name,
    description,
    icon,
    categoryCount: categories.length,
    categories: categories
      .slice(0, OUTLINE_CATEGORIES)
      .map((category) => ({ id: category.id, name: category.name })),
  }));

/**
 * The industries without their sub-categories (a small part of the whole tree's JSON): what the home page
 * renders, and all of the industry data its server-rendered HTML carries. Derived from the tree's query, so a
 * browser that reads it itself shares the one reference-data answer (and its ETag) with the sidebar's flyouts.
 */
export const industryOutlineQueryOptions = () =>
  queryOptions({
    queryKey: ['catsys', 'industry', 'outline'],
    queryFn: async ({ client }) =>
      toIndustryOutline(await client.ensureQueryData(industryTreeQueryOptions())),
    staleTime: Infinity,
  });

export const useIndustryOutline = () => {
  const { i18n } = useLingui();
  const select = useCallback(
    (outline: IndustryOutline[]) =>
      outline.map((industry) => ({
        ...industryNamed(i18n, industry),
        categories: industry.categories.map((category) => named(i18n, category)),
      })),
    [i18n],
  );
  return useQuery({ ...industryOutlineQueryOptions(), select });
};
