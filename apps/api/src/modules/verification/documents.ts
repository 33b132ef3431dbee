import { fileTypeFromBuffer } from 'file-type';
import {
  MAX_VERIFICATION_DOCUMENT_BYTES,
  type SignedUpload,
  type VerificationUploadBody,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError, invalidField } from '../../lib/app-error';
import { encodeImageVersions } from '../../platform/storage/images';
import type { StorageDriver } from '../../platform/storage/types';
import * as uploads from '../../platform/uploads/repository';

const PURPOSE = 'verification-document';
const UPLOAD_WINDOW_MS = 10 * 60_000;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Uploads one user may have open at once: a request holds five documents. */
const MAX_OPEN = 10;

export interface ProcessedDocument {
  key: string;
  contentType: string;
  size: number;
}

/**
 * Verification documents through the site's upload pipeline: a signed post to the storage driver's private upload
 * area, then a check of the bytes. Images are re-encoded as WebP (only pixels survive, no metadata); PDFs are kept
 * as sent. Nothing is ever stored with `putPublic`: operators read the files through the API only.
 */
export function createVerificationDocuments({ db, storage }: { db: Db; storage: StorageDriver }) {
  return {
    async requestUpload(userId: string, body: VerificationUploadBody): Promise<SignedUpload> {
      if ((await uploads.countOpenUploads(db, userId)) >= MAX_OPEN)
        throw new AppError('TooManyRequests', 'Too many uploads in progress: finish one first.');
      const id = crypto.randomUUID();
      const key = `users/${userId}/${PURPOSE}/${id}`;
      const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_MS);
      await uploads.insertUpload(db, {
        id,
        userId,
        purpose: PURPOSE,
        key,
        contentType: body.contentType,
        declaredSize: body.fileSize,
        expiresAt,
      });
      const signedPost = await storage.createSignedPost({
        key,
        contentType: body.contentType,
        minSize: 1,
        maxSize: MAX_VERIFICATION_DOCUMENT_BYTES,
        expiresAt,
      });
      return { signedPost, token: id };
    },

    /** Stores bytes for a pending upload where its signed post would have put them (tests, scripts). */
    async storeUpload(userId: string, token: string, bytes: Buffer) {
      const upload = await uploads.findPendingUpload(db, token, userId, PURPOSE);
      if (!upload) throw new AppError('NotFound', 'This upload does not exist or has expired.');
      await storage.putUpload(upload.key, bytes, upload.contentType);
    },

    /** Checks one uploaded document (spent either way) and keeps it privately under the business's key. */
    async process(userId: string, token: string): Promise<ProcessedDocument> {
      const upload = await uploads.claimPendingUpload(db, token, userId, PURPOSE);
      if (!upload) throw invalidField('documents', 'A document upload does not exist or has expired.');
      const bytes = await storage.readUpload(upload.key);
      try {
        if (!bytes) throw invalidField('documents', 'A document has not been received; upload it first.');
        if (bytes.length > MAX_VERIFICATION_DOCUMENT_BYTES)
          throw invalidField('documents', 'A document is larger than 10 MB.');
        const detected = await fileTypeFromBuffer(bytes);
        const key = `users/${userId}/verification-file/${crypto.randomUUID()}`;
        let stored: ProcessedDocument;
        if (detected && IMAGE_TYPES.has(detected.mime)) {
          const [image] = await encodeImageVersions(bytes, [{ name: 'large', width: 2400, height: 2400 }]);
          await storage.putUpload(key, image!.body, 'image/webp');
          stored = { key, contentType: 'image/webp', size: image!.body.length };
        } else if (detected?.mime === 'application/pdf') {
          await storage.putUpload(key, bytes, 'application/pdf');
          stored = { key, contentType: 'application/pdf', size: bytes.length };
        } else {
          throw invalidField('documents', 'Documents must be PDF files or images (JPEG, PNG, WebP).');
        }
        await uploads.markUpload(db, upload.id, 'attached');
        return stored;
      } catch (error) {
        await uploads.markUpload(db, upload.id, 'rejected');
        throw error;
      } finally {
        await storage.deleteUpload(upload.key);
      }
    },

    read: (key: string) => storage.readUpload(key),
    remove: (key: string) => storage.deleteUpload(key),
  };
}

export type VerificationDocuments = ReturnType<typeof createVerificationDocuments>;
