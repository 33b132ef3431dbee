import {
  BUSINESS_TYPES,
  LAST_REGISTERED_GROUPS,
  LAST_REGISTERED_PER_GROUP,
  type LastRegisteredGroup,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { toBusinessSummary } from './business-summary';
import * as repository from './repository';

export function createSearchService(db: Db) {
  return {
    /** The home page's four groups, in the spec's order, each with its newest businesses (possibly none). */
    async listLastRegistered(): Promise<LastRegisteredGroup[]> {
      const codes = LAST_REGISTERED_GROUPS.map((group) => group.code);
      const rows = await repository.findNewestBusinessesByType(db, codes, LAST_REGISTERED_PER_GROUP);
      return LAST_REGISTERED_GROUPS.map(({ code }) => ({
        businessType: { code, name: BUSINESS_TYPES.find((type) => type.code === code)?.label ?? code },
        businesses: rows.filter((row) => row.business_type_code === code).map(toBusinessSummary),
      }));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
