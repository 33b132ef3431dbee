/** Hiding and suspension by operators (issue 19). */
export { moderationOperatorRoutes } from './routes';
export { createModerationService, type ModerationService } from './service';
export {
  authorColumns,
  commentPlaceJoin,
  toAuthor,
  toPlace,
  type AuthorColumns,
  type PlaceColumns,
} from './content-sql';
