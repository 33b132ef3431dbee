export { createPostService, type PostService, type PostServiceDependencies } from './service';
export { postRoutes } from './routes';
