import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndustryWithCategories } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

export const getIndustryTree = (signal?: AbortSignal) =>
  apiRequest<IndustryWithCategories[]>('/catsys/industry/full-tree', { signal });

export const industryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['catsys', 'industry', 'full-tree'],
    queryFn: ({ signal }) => getIndustryTree(signal),
    staleTime: Infinity,
  });

export const useIndustryTree = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...industryTreeQueryOptions(), ...options });

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

export const useIndustryOutline = () => useQuery(industryOutlineQueryOptions());
