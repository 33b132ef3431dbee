import {
  MAX_VERIFICATION_DOCUMENT_BYTES,
  type SignedUpload,
  type VerificationUploadBody,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { invalidField } from '../../lib/app-error';
import type { StorageDriver } from '../../platform/storage/types';
import {
  createUploadGrants,
  storeDocument,
  type DocumentRules,
  type UploadPolicy,
} from '../../platform/uploads';
import { verificationErrors } from './errors';

const POLICY: UploadPolicy = {
  purpose: 'verification-document',
  maxBytes: MAX_VERIFICATION_DOCUMENT_BYTES,
  // A request holds five documents.
  maxOpen: 10,
  tooMany: verificationErrors.text('tooMany'),
};
const RULES: DocumentRules = {
  purpose: POLICY.purpose,
  folder: 'verification-file',
  maxBytes: POLICY.maxBytes,
  imageTypes: new Set(['image/jpeg', 'image/png', 'image/webp']),
  imageSide: 2400,
  refuse: (reason) => invalidField('documents', verificationErrors.text(reason)),
};

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

    /** Checks one uploaded document (spent either way) and keeps it privately under the uploader's key. */
    async process(userId: string, token: string): Promise<ProcessedDocument> {
      const { document } = await storeDocument(grants, storage, RULES, userId, token);
      const { key, contentType, size } = document;
      return { key, contentType, size };
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
