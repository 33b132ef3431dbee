/**
 * The verified badge (issue 19): owners' requests with private documents, operators' decisions. A paid membership
 * gives the right to ask and a place ahead of free businesses in the operators' queue (issue 47); only an
 * operator's approval gives the badge. Documents come through the signed-upload pipeline; `documents.ts` keeps
 * PDFs as sent and re-encodes images, in the driver's private area only. Operators download them through the API
 * as attachments. Approval sets `businesses.verified` (products follow by trigger) and mails the owners.
 */
export { verificationRoutes } from './routes';
export { verificationOperatorRoutes } from './operator-routes';
export { createVerificationService, type VerificationService } from './service';
export { createVerificationDocuments } from './documents';
