import type { Db } from '@tradeforge/db';
import { toBusinessSummary } from '../search/business-summary';
import { findBusinessSummaries } from '../search/repository';
import * as repository from './repository';

/** Lists of a user's businesses as cards, in the order the user joined them (newest first). */
export function createBusinessListService(db: Db) {
  async function cardsFor(memberships: { businessId: string; access: 'owner' | 'admin' | 'member' }[]) {
    const rows = await findBusinessSummaries(
      db,
      memberships.map((membership) => membership.businessId),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return memberships.flatMap(({ businessId, access }) => {
      const row = byId.get(businessId);
      return row ? [{ ...toBusinessSummary(row), access }] : [];
    });
  }

  return {
    listMine: async (userId: string) =>
      cardsFor(await repository.findMemberships(db, userId, ['owner', 'admin', 'member'])),
    listOfUser: async (userId: string) =>
      (await cardsFor(await repository.findMemberships(db, userId, ['owner', 'admin']))).map(
        ({ access: _access, ...card }) => card,
      ),
  };
}

export type BusinessListService = ReturnType<typeof createBusinessListService>;
