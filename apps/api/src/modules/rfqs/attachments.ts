import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_URL_TTL_SECONDS,
  RFQ_LIMITS,
  type RfqAttachmentUploadBody,
  type SignedUpload,
} from '@tradeforge/contracts';
import { schema, type Db } from '@tradeforge/db';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { encodeImageVersions } from '../../platform/storage/images';
import { sharedSecret } from '../../platform/storage/secret';
import type { StorageDriver } from '../../platform/storage/types';
import { createUploadGrants, type UploadPolicy } from '../../platform/uploads';
import { rfqErrors } from './errors';

const POLICY: UploadPolicy = {
  purpose: 'rfq-attachment',
  maxBytes: RFQ_LIMITS.attachmentBytes,
  // A request and a quote hold five files each.
  maxOpen: 10,
  tooMany: rfqErrors.text('tooManyUploads'),
};
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

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
  const getSecret = sharedSecret(db, 'rfq-attachment-secret');
  const mac = (key: string, attachmentId: string, expires: number) =>
    createHmac('sha256', key).update(`${attachmentId}.${expires}`).digest('base64url');

  /** Checks and converts one uploaded file; the upload is spent either way. */
  async function processFile(userId: string, token: string): Promise<StoredRfqFile> {
    const upload = await grants.claim(userId, POLICY.purpose, token);
    if (!upload) throw invalidField('attachments', rfqErrors.text('uploadGone'));
    const [named] = await db
      .select({ fileName: schema.rfqUploads.fileName })
      .from(schema.rfqUploads)
      .where(eq(schema.rfqUploads.uploadId, upload.id));
    const fileName = named?.fileName ?? 'file';
    const bytes = await storage.readUpload(upload.key);
    try {
      if (!bytes) throw invalidField('attachments', rfqErrors.text('notReceived'));
      if (bytes.length > RFQ_LIMITS.attachmentBytes)
        throw new AppError('PayloadTooLarge', rfqErrors.text('tooLarge'));
      const detected = await fileTypeFromBuffer(bytes);
      const key = `users/${userId}/rfq-file/${crypto.randomUUID()}`;
      let stored: StoredRfqFile;
      if (detected && IMAGE_TYPES.has(detected.mime)) {
        const [image] = await encodeImageVersions(bytes, [{ name: 'large', width: 2400, height: 2400 }]);
        await storage.putUpload(key, image!.body, 'image/webp');
        const name = fileName.replace(/\.[a-z0-9]{1,5}$/i, '') + '.webp';
        stored = { key, name, contentType: 'image/webp', size: image!.body.length };
      } else if (detected?.mime === 'application/pdf') {
        await storage.putUpload(key, bytes, 'application/pdf');
        stored = { key, name: fileName, contentType: 'application/pdf', size: bytes.length };
      } else {
        throw invalidField('attachments', rfqErrors.text('wrongType'));
      }
      await grants.finish(upload.id, 'attached');
      return stored;
    } catch (error) {
      await grants.finish(upload.id, 'rejected');
      throw error;
    } finally {
      await storage.deleteUpload(upload.key);
    }
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

    /** A URL signer for one answer: expiry rounded to the hour, so URLs repeat and browsers can cache. */
    async signer(): Promise<(attachmentId: string) => string> {
      const key = await getSecret();
      const hour = 3600;
      const expires = Math.ceil(Date.now() / 1000 / hour) * hour + ATTACHMENT_URL_TTL_SECONDS;
      return (attachmentId) =>
        `${apiPublicUrl}/rfqs/attachments/${attachmentId}?exp=${expires}&sig=${mac(key, attachmentId, expires)}`;
    },

    async verify(attachmentId: string, expires: number, signature: string) {
      const expected = Buffer.from(mac(await getSecret(), attachmentId, expires));
      const given = Buffer.from(signature);
      if (
        expires * 1000 < Date.now() ||
        expected.length !== given.length ||
        !timingSafeEqual(expected, given)
      )
        throw notFound(rfqErrors.text('fileGone'));
    },

    read: (key: string) => storage.readUpload(key),
    /** Deletes files whose rows are gone (or never were written). */
    async remove(keys: string[]) {
      await Promise.all(keys.map((key) => storage.deleteUpload(key)));
    },
  };
}
