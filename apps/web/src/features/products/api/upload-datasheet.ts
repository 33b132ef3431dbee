import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ErrorName,
  MAX_DATASHEET_BYTES,
  type DatasheetUploadBody,
  type SignedUpload,
} from '@tradeforge/contracts';
import { ApiError, apiRequest, postSignedUpload } from '@/lib/http';

export const DATASHEET_MESSAGES = {
  notAPdf: msg`The datasheet must be a PDF file.`,
  tooLarge: msg`The datasheet is larger than 10 MB.`,
};

/**
 * POST /product/datasheet/upload-request, then the file to the signed target; the token goes with the product
 * save, where the server checks that the bytes are a PDF and attaches it.
 */
export async function uploadDatasheet(file: File, i18n: I18n) {
  if (file.type !== 'application/pdf')
    throw new ApiError(ErrorName.ValidationError, i18n._(DATASHEET_MESSAGES.notAPdf), 400);
  if (file.size > MAX_DATASHEET_BYTES)
    throw new ApiError(ErrorName.PayloadTooLarge, i18n._(DATASHEET_MESSAGES.tooLarge), 413);
  const request: DatasheetUploadBody = { contentType: 'application/pdf', fileSize: file.size };
  const { signedPost, token } = await apiRequest<SignedUpload>('/product/datasheet/upload-request', {
    method: 'POST',
    body: request,
  });
  await postSignedUpload(signedPost, file);
  return token;
}
