/**
 * Hiding and suspension by operators (issue 19): products, posts and comments hidden; businesses and users
 * suspended (a user's sessions revoked at once). Products reuse `products.hidden`, kept by the
 * `products_moderation` trigger (docs/decisions/0044-products-hidden-flag.md); every read that shows a business or
 * user checks `suspended_at`. The operators' posts and comments lists are `content-repository.ts`.
 */
export { moderationOperatorRoutes } from './routes';
export { createModerationService, type ModerationService } from './service';
export { findCommentPlaces } from './content-repository';
export { toAuthor, type AuthorColumns } from './content-sql';
