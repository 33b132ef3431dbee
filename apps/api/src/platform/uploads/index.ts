/**
 * The image pipeline every module uses: signed uploads under the user's key prefix, then a check of the real type
 * and a re-encode into size versions (profile photos, covers, business and product images).
 */
export { createPhotoService, type PhotoKind, type PhotoService, type StoredImage } from './photos';
export { sweepIncomingUploads } from './sweep';
export { isUploadOpen } from './repository';
export { createUploadGrants, type UploadGrants, type UploadPolicy } from './grants';
export { createPrivateImages } from './private-images';
export {
  documentName,
  documentUrls,
  storeDocument,
  type DocumentRefusal,
  type DocumentRules,
  type StoredDocument,
} from './documents';
