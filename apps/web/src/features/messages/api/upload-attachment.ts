import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AttachmentUploadBody, SignedUpload } from '@tradeforge/contracts';
import { ATTACHMENT_CONTENT_TYPES, MAX_ATTACHMENT_BYTES } from '@tradeforge/contracts';
import { apiRequest, postSignedUpload } from '@/lib/http';

export const ATTACHMENT_ACCEPT = ATTACHMENT_CONTENT_TYPES.join(',');

/**
 * POST /business/request/attachments/upload-request, then the file to the signed target. The token goes in
 * `attachments` of the inquiry or message, where the server checks and re-encodes it. A file of another type or
 * too large is refused first, in the page's language (`i18n`).
 */
export async function uploadAttachment(file: File, i18n: I18n) {
  if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type))
    throw new Error(i18n._(msg`Attach an image (JPEG, PNG, WebP, GIF) or a PDF.`));
  if (file.size > MAX_ATTACHMENT_BYTES) throw new Error(i18n._(msg`Attachments can be up to 10 MB.`));
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
