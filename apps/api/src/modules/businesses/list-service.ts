import type { Db } from '@tradeforge/db';
import { findBusinessCards } from './card-mapper';
import * as repository from './repository';

/** Lists of a user's businesses as cards, in the order the user joined them (newest first). */
export function createBusinessListService(db: Db) {
  async function cardsFor(memberships: { businessId: string; access: 'owner' | 'admin' | 'member' }[]) {
    const cards = await findBusinessCards(
      db,
      memberships.map((membership) => membership.businessId),
    );
    const byId = new Map(cards.map((card) => [card.businessID, card]));
    return memberships.flatMap(({ businessId, access }) => {
      const card = byId.get(businessId);
      return card ? [{ ...card, access }] : [];
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
