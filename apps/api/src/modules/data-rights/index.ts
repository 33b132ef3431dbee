/** The users' own data (issue 19): "Export my data" and "Delete my account". */
export { dataRightsRoutes } from './routes';
export { createDataExportService, type DataExportService } from './exports';
export { createAccountDeletionService, type AccountDeletionService } from './deletion';
