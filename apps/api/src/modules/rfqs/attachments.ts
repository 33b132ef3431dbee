import { eq } from 'drizzle-orm';
import { RFQ_LIMITS, type RfqAttachmentUploadBody, type SignedUpload } from '@tradeforge/contracts';
import { schema, type Db } from '@tradeforge/db';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import type { StorageDriver } from '../../platform/storage/types';
import {
  createUploadGrants,
  documentName,
  documentUrls,
  storeDocument,
  type DocumentRules,
  type UploadPolicy,
} from '../../platform/uploads';
import { rfqErrors } from './errors';

const POLICY: UploadPolicy = {
  purpose: 'rfq-attachment',
  maxBytes: RFQ_LIMITS.attachmentBytes,
  // A request and a quote hold five files each.
  maxOpen: 10,
  tooMany: rfqErrors.text('tooManyUploads'),
};
const RULES: DocumentRules = {
  purpose: POLICY.purpose,
  folder: 'rfq-file',
  maxBytes: POLICY.maxBytes,
  imageTypes: new Set(['image/jpeg', 'image/png', 'image/webp']),
  imageSide: 2400,
  refuse: (reason) =>
    reason === 'tooLarge'
      ? new AppError('PayloadTooLarge', rfqErrors.text(reason))
      : invalidField('attachments', rfqErrors.text(reason)),
};

/** A processed file, stored under the uploader's key in the driver's private area. */
export interface StoredRfqFile {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

export type RfqAttachmentFiles = ReturnType<typeof createRfqAttachmentFiles>;

/**
 * Drawings and specifications of requests and quotes, through the site's one upload pipeline: a signed post, then
 * a check of the bytes. Images are re-encoded as WebP (only pixels survive), PDFs kept as sent and served only as
 * downloads. Files stay in the private area and are read through the API with signed, expiring URLs, which the
 * service gives only to those who may read the request or quote.
 */
export function createRfqAttachmentFiles({
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
    secretName: 'rfq-attachment-secret',
    url: (attachmentId) => `${apiPublicUrl}/rfqs/attachments/${attachmentId}`,
    gone: () => notFound(rfqErrors.text('fileGone')),
  });

  /** Checks and converts one uploaded file; the upload is spent either way. */
  async function processFile(userId: string, token: string): Promise<StoredRfqFile> {
    const { uploadId, document } = await storeDocument(grants, storage, RULES, userId, token);
    const [named] = await db
      .select({ fileName: schema.rfqUploads.fileName })
      .from(schema.rfqUploads)
      .where(eq(schema.rfqUploads.uploadId, uploadId));
    const { key, contentType, size } = document;
    return { key, name: documentName(named?.fileName ?? 'file', document), contentType, size };
  }

  return {
    requestUpload: (userId: string, body: RfqAttachmentUploadBody): Promise<SignedUpload> =>
      grants.grant(userId, POLICY, body, async (tx, uploadId) => {
        await tx.insert(schema.rfqUploads).values({ uploadId, fileName: body.fileName.trim() || 'file' });
      }),

    /** Stores bytes for a pending upload where its signed post would have put them (tests, demo data). */
    storeUpload: (userId: string, token: string, bytes: Buffer) =>
      grants.store(userId, POLICY.purpose, token, bytes),

    process: processFile,

    /** Processes upload tokens into stored files; those already stored go again when a later one fails. */
    async processAll(userId: string, tokens: string[] | undefined) {
      const stored: StoredRfqFile[] = [];
      try {
        for (const token of new Set(tokens ?? [])) stored.push(await processFile(userId, token));
      } catch (error) {
        await Promise.all(stored.map((file) => storage.deleteUpload(file.key)));
        throw error;
      }
      return stored;
    },

    signer: urls.signer,
    verify: urls.verify,

    read: (key: string) => storage.readUpload(key),
    /** Deletes files whose rows are gone (or never were written). */
    async remove(keys: string[]) {
      await Promise.all(keys.map((key) => storage.deleteUpload(key)));
    },
  };
}
