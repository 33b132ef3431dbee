import { newsfeedSql } from './repository';

/** Posts: the newsfeed (My B2B), timelines of people and businesses, and single posts. */
export { createPostService, type PostService, type PostServiceDependencies } from './service';
export { postRoutes } from './routes';

/** The newsfeed statement, for the benchmark's raw-SQL comparison: the same builder the service uses. */
export const postStatements = { newsfeedSql };
