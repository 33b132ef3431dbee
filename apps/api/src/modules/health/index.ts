/** `GET /health` (the process answers) and `GET /ready` (the database answers too). */
export { healthRoutes } from './routes';
