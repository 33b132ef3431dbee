/**
 * Favorite businesses and products: the star on cards and pages and the Favorites page. Private lists, capped per
 * user (counted under a per-user advisory lock); a deleted business or product leaves every list by foreign key,
 * and hidden products are neither saved nor listed.
 */
export { favoriteRoutes } from './routes';
export { createFavoriteService, type FavoriteService } from './service';
