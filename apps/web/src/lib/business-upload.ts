import { msg } from '@lingui/core/macro';
import type { SignedUpload, UploadRequestBody } from '@tradeforge/contracts';
import { ErrorName, IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '@tradeforge/contracts';
import { ApiError, apiRequest, postSignedUpload } from './http';

/** The refusals made before sending (the contracts' UPLOAD_MESSAGES), shown with `errorText` in the page's language. */
export const UPLOAD_REFUSALS = {
  notAnImage: msg`The file is not a JPEG, PNG, WebP or GIF image.`,
  tooLarge: msg`The file is larger than 5 MB.`,
};

/**
 * POST /files/upload-request/business, then the file to the signed target. The token it returns is sent with the
 * business or product save, where the server checks, re-encodes and attaches the image. Shared by the business
 * and product features, which may not import each other.
 */
export async function uploadBusinessImage(file: File) {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))
    throw new ApiError(ErrorName.ValidationError, UPLOAD_REFUSALS.notAnImage, 400);
  if (file.size > MAX_UPLOAD_BYTES)
    throw new ApiError(ErrorName.PayloadTooLarge, UPLOAD_REFUSALS.tooLarge, 413);
  const request: UploadRequestBody = {
    contentType: file.type as UploadRequestBody['contentType'],
    fileSize: file.size,
  };
  const { signedPost, token } = await apiRequest<SignedUpload>('/files/upload-request/business', {
    method: 'POST',
    body: request,
  });
  await postSignedUpload(signedPost, file);
  return token;
}
