import type { Db } from '@tradeforge/db';
import { notFound } from '../../lib/app-error';
import * as repository from './repository';

/**
 * Reference data changes only when a deployment seeds a new version at boot, so each list is read from the
 * database once per process and then served from memory. A failed read is not cached.
 */
export function createReferenceService(db: Db) {
  const cache = new Map<string, Promise<unknown>>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = cache.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      cache.set(key, entry);
      entry.catch(() => cache.delete(key));
    }
    return entry;
  }

  const listIndustryTree = () => cached('industry-tree', () => repository.findIndustryTree(db));

  return {
    listCountries: () => cached('countries', () => repository.findCountries(db)),

    async listStates(countryCode: string) {
      const code = countryCode.toUpperCase();
      const country = await cached(`country:${code}`, () => repository.findCountry(db, code));
      if (!country) throw notFound(`There is no country with code '${code}'.`);
      return cached(`states:${code}`, () => repository.findStatesOfCountry(db, code));
    },

    listGenders: () => cached('genders', () => repository.findGenders(db)),
    listLanguages: () => cached('languages', () => repository.findLanguages(db)),
    listJobPositions: () => cached('job-positions', () => repository.findJobPositions(db)),
    listBusinessTypes: () => cached('business-types', () => repository.findBusinessTypes(db)),

    async listIndustries() {
      const tree = await listIndustryTree();
      return tree.map(({ categories: _categories, ...industry }) => industry);
    },

    async listCategories(industryId: string) {
      const industry = (await listIndustryTree()).find((candidate) => candidate.id === industryId);
      if (!industry) throw notFound(`There is no industry with id '${industryId}'.`);
      return industry.categories;
    },

    listIndustryTree,
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
