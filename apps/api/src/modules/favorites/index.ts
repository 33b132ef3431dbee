/** Favorite businesses and products: the star on cards and pages and the Favorites page. */
export { favoriteRoutes } from './routes';
export { createFavoriteService, type FavoriteService } from './service';
