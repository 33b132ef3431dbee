/**
 * Posts: the newsfeed (My B2B), timelines of people and businesses, and single posts. A post is written on the
 * actor's own timeline: the user's, or a business's as that business (owners and admins only). The newsfeed is a
 * keyset cursor on (created_at, id) over the reader's `feed_entries`, which triggers write on posting and keep as
 * follows and memberships change (docs/decisions/0034-newsfeed-fan-out-on-write.md). Timelines page by skip and
 * size and are public. Removing a post (its author, or an owner or admin of the business) deletes it with its
 * likes and comments, then its image files. A private group's post pictures are answered as URLs signed for the
 * answer (docs/decisions/0092-private-group-pictures-behind-signed-urls.md).
 */
export { createPostService, type PostService, type PostServiceDependencies } from './service';
export { postRoutes } from './routes';
/** The newsfeed statement, for the benchmark's raw-SQL comparison: what is measured is what is served. */
export { newsfeedQuery } from './repository';
