import type { SignedUpload, UploadRequestBody } from '@tradeforge/contracts';
import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@tradeforge/contracts';
import { ApiError, apiRequest, postSignedUpload } from './http';

/**
 * POST /files/upload-request/business, then the file to the signed target. The token it returns is sent with the
 * business or product save, where the server checks, re-encodes and attaches the image. Shared by the business
 * and product features, which may not import each other.
 */
export async function uploadBusinessImage(file: File) {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))
    throw new ApiError('ValidationError', UPLOAD_MESSAGES.notAnImage, 400);
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError('PayloadTooLarge', UPLOAD_MESSAGES.tooLarge, 413);
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
