/** The verified badge (issue 19): owners' requests with private documents, operators' decisions. */
export { verificationRoutes } from './routes';
export { verificationOperatorRoutes } from './operator-routes';
export { createVerificationService, type VerificationService } from './service';
export { createVerificationDocuments } from './documents';
