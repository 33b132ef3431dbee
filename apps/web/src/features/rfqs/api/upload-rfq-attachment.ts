import { msg } from '@lingui/core/macro';
import {
  ErrorName,
  RFQ_LIMITS,
  type RfqAttachmentUploadBody,
  type SignedUpload,
} from '@tradeforge/contracts';
import { ApiError, apiRequest, postSignedUpload } from '@/lib/http';

/** The files a request or a quote takes: drawings and specifications, as a PDF or an image. */
export const RFQ_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const RFQ_ATTACHMENT_ACCEPT = RFQ_ATTACHMENT_TYPES.join(',');

/** The refusals made before sending, shown with `errorText` in the page's language. */
export const RFQ_UPLOAD_REFUSALS = {
  type: msg`Attach a PDF or an image (JPEG, PNG or WebP).`,
  size: msg`Each file can be up to 10 MB.`,
};

/**
 * POST /rfqs/attachments/upload-request, then the file to the signed target. The token goes in `attachments` of the
 * request or quote, where the server checks and stores the file. A file of another type or too large is refused
 * first.
 */
export async function uploadRfqAttachment(file: File) {
  if (!(RFQ_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    throw new ApiError(ErrorName.ValidationError, RFQ_UPLOAD_REFUSALS.type, 400);
  if (file.size > RFQ_LIMITS.attachmentBytes)
    throw new ApiError(ErrorName.PayloadTooLarge, RFQ_UPLOAD_REFUSALS.size, 413);
  const body: RfqAttachmentUploadBody = {
    contentType: file.type as RfqAttachmentUploadBody['contentType'],
    fileSize: file.size,
    fileName: file.name.slice(0, 200) || 'attachment',
  };
  const { signedPost, token } = await apiRequest<SignedUpload>('/rfqs/attachments/upload-request', {
    method: 'POST',
    body,
  });
  await postSignedUpload(signedPost, file);
  return token;
}
