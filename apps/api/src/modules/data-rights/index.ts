/**
 * The users' own data (issue 19): "Export my data" and "Delete my account". `exports.ts` queues requests and
 * builds them in a job (rows claimed with `FOR UPDATE SKIP LOCKED`, the data read in the claiming transaction by
 * `collect.ts`, the file kept private, a signed link to download it). `deletion.ts` spends the account service's
 * grant, deletes the businesses the user solely owns, then the user, then files
 * (docs/decisions/0073-data-exports.md, 0074-account-deletion.md).
 */
export { dataRightsRoutes } from './routes';
export { createDataExportService, type DataExportService } from './exports';
export { createAccountDeletionService, type AccountDeletionService } from './deletion';
