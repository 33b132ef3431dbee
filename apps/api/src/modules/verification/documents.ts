import { fileTypeFromBuffer } from 'file-type';
import {
  MAX_VERIFICATION_DOCUMENT_BYTES,
  type SignedUpload,
  type VerificationUploadBody,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { invalidField } from '../../lib/app-error';
import { encodeImageVersions } from '../../platform/storage/images';
import type { StorageDriver } from '../../platform/storage/types';
import { createUploadGrants, type UploadPolicy } from '../../platform/uploads';
import { verificationErrors } from './errors';

const POLICY: UploadPolicy = {
  purpose: 'verification-document',
  maxBytes: MAX_VERIFICATION_DOCUMENT_BYTES,
  // A request holds five documents.
  maxOpen: 10,
  tooMany: verificationErrors.text('tooMany'),
};
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

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
  const grants = createUploadGrants(db, storage);
  return {
    requestUpload: (userId: string, body: VerificationUploadBody): Promise<SignedUpload> =>
      grants.grant(userId, POLICY, body),

    /** Stores bytes for a pending upload where its signed post would have put them (tests, scripts). */
    storeUpload: (userId: string, token: string, bytes: Buffer) =>
      grants.store(userId, POLICY.purpose, token, bytes),

    /** Checks one uploaded document (spent either way) and keeps it privately under the business's key. */
    async process(userId: string, token: string): Promise<ProcessedDocument> {
      const upload = await grants.claim(userId, POLICY.purpose, token);
      if (!upload) throw invalidField('documents', verificationErrors.text('uploadGone'));
      const bytes = await storage.readUpload(upload.key);
      try {
        if (!bytes) throw invalidField('documents', verificationErrors.text('notReceived'));
        if (bytes.length > MAX_VERIFICATION_DOCUMENT_BYTES)
          throw invalidField('documents', verificationErrors.text('tooLarge'));
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
          throw invalidField('documents', verificationErrors.text('wrongType'));
        }
        await grants.finish(upload.id, 'attached');
        return stored;
      } catch (error) {
        await grants.finish(upload.id, 'rejected');
        throw error;
      } finally {
        await storage.deleteUpload(upload.key);
      }
    },

    read: (key: string) => storage.readUpload(key),
    remove: (key: string) => storage.deleteUpload(key),
    /** Deletes the files of a deleted business's documents (their rows went with it). */
    async removeAll(keys: string[]) {
      await Promise.all(keys.map((key) => storage.deleteUpload(key)));
    },
  };
}

export type VerificationDocuments = ReturnType<typeof createVerificationDocuments>;
