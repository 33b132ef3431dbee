import { MAX_ATTACHMENT_BYTES, type AttachmentUploadBody, type SignedUpload } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import type { StorageDriver } from '../../platform/storage/types';
import {
  createUploadGrants,
  documentName,
  documentUrls,
  storeDocument,
  type DocumentRules,
  type UploadPolicy,
} from '../../platform/uploads';
import * as repository from './attachment-repository';
import type { StoredAttachment } from './repository';
import { messageErrors } from './errors';

const POLICY: UploadPolicy = {
  purpose: 'message-attachment',
  maxBytes: MAX_ATTACHMENT_BYTES,
  maxOpen: 20,
  tooMany: messageErrors.text('tooMany'),
};
const RULES: DocumentRules = {
  purpose: POLICY.purpose,
  folder: 'message-file',
  maxBytes: POLICY.maxBytes,
  imageTypes: new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  imageSide: 1600,
  refuse: (reason) =>
    new AppError(reason === 'tooLarge' ? 'PayloadTooLarge' : 'ValidationError', messageErrors.text(reason)),
};

export type AttachmentService = ReturnType<typeof createAttachmentService>;

/**
 * Message attachments: images (re-encoded as WebP, so nothing but pixels survives) and PDFs (kept as sent, served
 * only as downloads). Processed files stay in the private upload area of the storage driver and are read through
 * the API with a signed, expiring URL that only thread participants are given.
 */
export function createAttachmentService({
  db,
  storage,
  apiPublicUrl,
}: {
  db: Db;
  storage: StorageDriver;
  apiPublicUrl: string;
}) {
  const grants = createUploadGrants(db, storage);
  const urls = documentUrls(db, {
    secretName: 'message-attachment-secret',
    url: (messageId) => `${apiPublicUrl}/business/request/attachments/${messageId}`,
    gone: () => notFound(messageErrors.text('fileGone')),
  });

  return {
    requestUpload: (userId: string, body: AttachmentUploadBody): Promise<SignedUpload> =>
      grants.grant(userId, POLICY, body, (tx, uploadId) =>
        repository.insertFileName(tx, uploadId, body.fileName.trim() || 'file'),
      ),

    /** Stores bytes for a pending upload where its signed post would have put them (demo data). */
    storeUpload: (userId: string, token: string, bytes: Buffer) =>
      grants.store(userId, POLICY.purpose, token, bytes),

    /** Checks and converts an uploaded file; the upload is spent either way. */
    async process(
      userId: string,
      token: string,
    ): Promise<{ type: 'image' | 'file'; attachment: StoredAttachment }> {
      const { uploadId, document } = await storeDocument(grants, storage, RULES, userId, token);
      const name = documentName(await repository.findFileName(db, uploadId), document);
      return {
        type: document.contentType === 'image/webp' ? 'image' : 'file',
        attachment: { ...document, name },
      };
    },

    signer: urls.signer,
    verify: urls.verify,

    read: (attachment: StoredAttachment) => storage.readUpload(attachment.key),
    remove: (attachment: StoredAttachment) => storage.deleteUpload(attachment.key),
  };
}
