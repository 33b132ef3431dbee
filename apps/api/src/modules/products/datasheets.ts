import { fileTypeFromBuffer } from 'file-type';
import { MAX_DATASHEET_BYTES, type DatasheetUploadBody, type SignedUpload } from '@tradeforge/contracts';
import type { Db, schema } from '@tradeforge/db';
import { AppError } from '../../lib/app-error';
import type { StorageDriver } from '../../platform/storage/types';
import * as repository from './datasheet-repository';

const PURPOSE = 'product-datasheet';
const UPLOAD_WINDOW_MS = 10 * 60_000;
/** Datasheet uploads a user may have open at once: a product form needs one. */
const MAX_OPEN = 5;
type ProductDatasheet = schema.ProductDatasheet;

export type DatasheetService = ReturnType<typeof createDatasheetService>;

/**
 * The PDF catalogue or datasheet of a product. The file stays in the storage driver's private upload area, kept as
 * sent once its bytes prove it a PDF, and is read through the API, which serves it only as a download.
 */
export function createDatasheetService({
  db,
  storage,
  apiPublicUrl,
}: {
  db: Db;
  storage: StorageDriver;
  apiPublicUrl: string;
}) {
  return {
    async requestUpload(userId: string, body: DatasheetUploadBody): Promise<SignedUpload> {
      if ((await repository.countOpenUploads(db, userId, PURPOSE)) >= MAX_OPEN)
        throw new AppError('TooManyRequests', 'Too many datasheet uploads in progress: finish one first.');
      const id = crypto.randomUUID();
      const key = `users/${userId}/${PURPOSE}/${id}`;
      const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_MS);
      await repository.insertUpload(db, {
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
        maxSize: MAX_DATASHEET_BYTES,
        expiresAt,
      });
      return { signedPost, token: id };
    },

    /** Stores bytes for a pending upload where its signed post would have put them (the demo data). */
    async storeUpload(userId: string, token: string, bytes: Buffer) {
      const upload = await repository.findPendingUpload(db, token, userId, PURPOSE, UPLOAD_WINDOW_MS);
      if (!upload) throw new AppError('NotFound', 'This upload does not exist or has expired.');
      await storage.putUpload(upload.key, bytes, upload.contentType);
    },

    /**
     * Takes the upload (once: one statement moves it out of pending) and checks its bytes are a PDF within the
     * limit; a refused file is deleted.
     */
    async attach(userId: string, token: string, productId: string): Promise<ProductDatasheet> {
      const upload = await repository.claimPendingUpload(db, token, userId, PURPOSE, UPLOAD_WINDOW_MS);
      if (!upload)
        throw new AppError('ValidationError', 'datasheet: this upload does not exist or has expired.');
      const bytes = await storage.readUpload(upload.key);
      const problem = !bytes
        ? 'datasheet: the file has not been received; upload it first.'
        : bytes.length > MAX_DATASHEET_BYTES
          ? 'datasheet: the file is larger than 10 MB.'
          : (await fileTypeFromBuffer(bytes))?.mime !== 'application/pdf'
            ? 'datasheet: the file is not a PDF.'
            : undefined;
      await repository.markUpload(db, upload.id, problem ? 'rejected' : 'attached');
      if (problem) {
        await storage.deleteUpload(upload.key);
        throw new AppError('ValidationError', problem);
      }
      return { key: upload.key, url: `${apiPublicUrl}/product/${productId}/datasheet`, size: bytes!.length };
    },

    read: (datasheet: ProductDatasheet) => storage.readUpload(datasheet.key),
    remove: (datasheet: ProductDatasheet | null | undefined) =>
      datasheet ? storage.deleteUpload(datasheet.key) : Promise.resolve(),
  };
}
