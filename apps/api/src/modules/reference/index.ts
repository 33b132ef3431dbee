/** Reference lists (countries, states, languages, ...) read once per process, and the check of codes in bodies. */
export { referenceRoutes } from './routes';
export { createReferenceService, type ReferenceCodes, type ReferenceService } from './service';
