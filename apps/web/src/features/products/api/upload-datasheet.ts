import { MAX_DATASHEET_BYTES, type DatasheetUploadBody, type SignedUpload } from '@tradeforge/contracts';
import { ApiError, apiRequest, postSignedUpload } from '@/lib/http';

export const DATASHEET_MESSAGES = {
  notAPdf: 'The datasheet must be a PDF file.',
  tooLarge: 'The datasheet is larger than 10 MB.',
} as const;

/**
 * POST /product/datasheet/upload-request, then the file to the signed target; the token goes with the product
 * save, where the server checks that the bytes are a PDF and attaches it.
 */
export async function uploadDatasheet(file: File) {
  if (file.type !== 'application/pdf') throw new ApiError('ValidationError', DATASHEET_MESSAGES.notAPdf, 400);
  if (file.size > MAX_DATASHEET_BYTES)
    throw new ApiError('PayloadTooLarge', DATASHEET_MESSAGES.tooLarge, 413);
  const request: DatasheetUploadBody = { contentType: 'application/pdf', fileSize: file.size };
  const { signedPost, token } = await apiRequest<SignedUpload>('/product/datasheet/upload-request', {
    method: 'POST',
    body: request,
  });
  await postSignedUpload(signedPost, file);
  return token;
}
