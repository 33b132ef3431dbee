import { sql } from 'drizzle-orm';
import { FAVORITES_LIMIT, type FavoriteLists, type FavoriteType } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import * as repository from './repository';
import { commonErrors } from '../../lib/errors';
import { favoriteErrors } from './errors';

/** Businesses and products a user saved (the star on cards and pages; the Favorites page). */
export function createFavoriteService({ db }: { db: Db }) {
  return {
    async add(userId: string, type: FavoriteType, id: string) {
      const exists = type === 'business' ? repository.businessExists : repository.productExists;
      if (!(await exists(db, id))) throw notFound(commonErrors.text('noSuchId', { what: type }));
      await db.transaction(async (tx) => {
        // Counted under the user's own lock, so two saves at once cannot pass the limit together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('favorites'), hashtext(${userId}))`);
        if ((await repository.countFavorites(tx, userId, type)) >= FAVORITES_LIMIT)
          throw new AppError('Conflict', favoriteErrors.text('limit', { limit: FAVORITES_LIMIT, type }));
        await repository.addFavorite(tx, userId, type, id);
      });
      return { favorite: true };
    },

    async remove(userId: string, type: FavoriteType, id: string) {
      await repository.removeFavorite(db, userId, type, id);
      return { favorite: false };
    },

    async list(userId: string): Promise<FavoriteLists> {
      const [businesses, products] = await Promise.all([
        repository.findFavoriteBusinesses(db, userId),
        repository.findFavoriteProducts(db, userId),
      ]);
      return {
        businesses: businesses.map(({ business, savedAt }) => ({
          businessID: business.id,
          companyName: business.companyName,
          shortDescription: business.shortDescription,
          countryCode: business.countryCode,
          profilePhoto: business.profilePhoto ?? null,
          verified: business.verified,
          savedAt: savedAt.toISOString(),
        })),
        products: products.map(({ product, companyName, savedAt }) => ({
          productID: product.id,
          name: product.name,
          image: product.images[0] ?? null,
          businessID: product.businessId,
          companyName,
          savedAt: savedAt.toISOString(),
        })),
      };
    },
  };
}

export type FavoriteService = ReturnType<typeof createFavoriteService>;
