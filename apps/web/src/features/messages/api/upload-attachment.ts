import type { AttachmentUploadBody, SignedUpload } from '@tradeforge/contracts';
import { ATTACHMENT_CONTENT_TYPES, MAX_ATTACHMENT_BYTES } from '@tradeforge/contracts';
import { ApiError, apiRequest, postSignedUpload } from '@/lib/http';

export const ATTACHMENT_ACCEPT = ATTACHMENT_CONTENT_TYPES.join(',');

/**
 * POST /business/request/attachments/upload-request, then the file to the signed target. The token goes in
 * `attachments` of the inquiry or message, where the server checks and re-encodes it.
 */
export async function uploadAttachment(file: File) {
  if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type))
    throw new ApiError('ValidationError', 'Attach an image (JPEG, PNG, WebP, GIF) or a PDF.', 400);
  if (file.size > MAX_ATTACHMENT_BYTES)
    throw new ApiError('PayloadTooLarge', 'Attachments can be up to 10 MB.', 413);
  const body: AttachmentUploadBody = {
    contentType: file.type as AttachmentUploadBody['contentType'],
    fileSize: file.size,
    fileName: file.name.slice(0, 200) || 'attachment',
  };
  const { signedPost, token } = await apiRequest<SignedUpload>(
    '/business/request/attachments/upload-request',
    {
      method: 'POST',
      body,
    },
  );
  await postSignedUpload(signedPost, file);
  return token;
}
