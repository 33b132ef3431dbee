import type { Db } from '@tradeforge/db';
import { invalidField, notFound } from '../../lib/app-error';
import * as repository from './repository';
import { referenceErrors } from './errors';

/**
 * Reference data changes only when a deployment seeds a new version at boot, so each list is read from the
 * database once per process and then served from memory. A failed read is not cached.
 */
export function createReferenceService(db: Db) {
  const cache = new Map<string, Promise<unknown>>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = cache.get(key) as Promise<T> | undefined;
    if (!entry) {
      // A Drizzle query is a lazy thenable that runs again at every `await`: keep the one result it gives.
      entry = Promise.resolve(load());
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
      if (!country) throw notFound(referenceErrors.text('noCountry', { code }));
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
      if (!industry) throw notFound(referenceErrors.text('noIndustry', { id: industryId }));
      return industry.categories;
    },

    listIndustryTree,

    /**
     * The one check that codes sent in a body exist (countries, genders, ...): each given code must be in its
     * list, else a ValidationError names its field. Fields left out or null are not checked.
     */
    async checkCodes(codes: ReferenceCodes) {
      const checks: [keyof ReferenceCodes, () => Promise<boolean>][] = [
        ['country', async () => (await this.listCountries()).some((row) => row.code === codes.country)],
        ['gender', async () => (await this.listGenders()).some((row) => row.code === codes.gender)],
        [
          'preferredLanguage',
          async () => (await this.listLanguages()).some((row) => row.code === codes.preferredLanguage),
        ],
        [
          'jobPosition',
          async () => (await this.listJobPositions()).some((row) => row.jobPositionID === codes.jobPosition),
        ],
        [
          'businessType',
          async () => (await this.listBusinessTypes()).some((row) => row.code === codes.businessType),
        ],
        ['industry', async () => (await this.listIndustries()).some((row) => row.id === codes.industry)],
      ];
      for (const [field, known] of checks) {
        if (codes[field] === undefined || codes[field] === null) continue;
        if (!(await known()))
          throw invalidField(field, referenceErrors.text('unknownCode', { field, value: codes[field] }));
      }
    },
  };
}

export interface ReferenceCodes {
  country?: string | null;
  gender?: string | null;
  preferredLanguage?: string | null;
  jobPosition?: number | null;
  businessType?: string | null;
  industry?: string | null;
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
