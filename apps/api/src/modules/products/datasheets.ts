import { fileTypeFromBuffer } from 'file-type';
import { MAX_DATASHEET_BYTES, type DatasheetUploadBody, type SignedUpload } from '@tradeforge/contracts';
import type { Db, schema } from '@tradeforge/db';
import { AppError } from '../../lib/app-error';
import type { StorageDriver } from '../../platform/storage/types';
import { createUploadGrants, type UploadPolicy } from '../../platform/uploads';
import { productErrors } from './errors';

const POLICY: UploadPolicy = {
  purpose: 'product-datasheet',
  maxBytes: MAX_DATASHEET_BYTES,
  // A product form needs one.
  maxOpen: 5,
  tooMany: productErrors.text('tooManyDatasheets'),
};
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
  const grants = createUploadGrants(db, storage);
  return {
    requestUpload: (userId: string, body: DatasheetUploadBody): Promise<SignedUpload> =>
      grants.grant(userId, POLICY, body),

    /** Stores bytes for a pending upload where its signed post would have put them (the demo data). */
    storeUpload: (userId: string, token: string, bytes: Buffer) =>
      grants.store(userId, POLICY.purpose, token, bytes),

    /**
     * Takes the upload (once: one statement moves it out of pending) and checks its bytes are a PDF within the
     * limit; a refused file is deleted.
     */
    async attach(userId: string, token: string, productId: string): Promise<ProductDatasheet> {
      const upload = await grants.claim(userId, POLICY.purpose, token);
      if (!upload) throw new AppError('ValidationError', productErrors.text('datasheetUploadGone'));
      const bytes = await storage.readUpload(upload.key);
      const problem = !bytes
        ? productErrors.text('datasheetNotReceived')
        : bytes.length > MAX_DATASHEET_BYTES
          ? productErrors.text('datasheetTooLarge')
          : (await fileTypeFromBuffer(bytes))?.mime !== 'application/pdf'
            ? productErrors.text('datasheetNotPdf')
            : undefined;
      await grants.finish(upload.id, problem ? 'rejected' : 'attached');
      if (problem) {
        await storage.deleteUpload(upload.key);
        throw new AppError('ValidationError', problem);
      }
      return { key: upload.key, url: `${apiPublicUrl}/product/${productId}/datasheet`, size: bytes!.length };
    },

    read: (datasheet: ProductDatasheet) => storage.readUpload(datasheet.key),
    remove: (datasheet: ProductDatasheet | null | undefined) =>
      datasheet ? storage.deleteUpload(datasheet.key) : Promise.resolve(),
    /** Deletes the files of deleted products' datasheets (a deleted business's). */
    async removeAll(datasheets: ProductDatasheet[]) {
      await Promise.all(datasheets.map((datasheet) => storage.deleteUpload(datasheet.key)));
    },
  };
}
