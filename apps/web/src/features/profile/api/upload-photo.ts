import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedUpload, UploadRequestBody } from '@tradeforge/contracts';
import { ErrorName, IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '@tradeforge/contracts';
import { ApiError, apiRequest, postSignedUpload } from '@/lib/http';

export type PhotoKind = 'profile-photo' | 'cover-photo';

/** Why a file is refused before it is sent (the API's own refusals come in its words). */
export const PHOTO_MESSAGES = {
  notAnImage: msg`The file is not a JPEG, PNG, WebP or GIF image.`,
  tooLarge: msg`The file is larger than 5 MB.`,
};

/**
 * The signed-post upload flow (spec part 2, section 7): ask for a signed post, send the file to it, then let the
 * API check, re-encode and attach it. A file refused before it is sent is refused in the language of `i18n`.
 */
export async function uploadPhoto(kind: PhotoKind, file: File, i18n: I18n) {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))
    throw new ApiError(ErrorName.ValidationError, i18n._(PHOTO_MESSAGES.notAnImage), 400);
  if (file.size > MAX_UPLOAD_BYTES)
    throw new ApiError(ErrorName.PayloadTooLarge, i18n._(PHOTO_MESSAGES.tooLarge), 413);
  const request: UploadRequestBody = {
    contentType: file.type as UploadRequestBody['contentType'],
    fileSize: file.size,
  };
  const { signedPost, token } = await apiRequest<SignedUpload>(`/user/${kind}/upload-request`, {
    method: 'POST',
    body: request,
  });
  await postSignedUpload(signedPost, file);
  return apiRequest<Record<string, { url: string }>>(`/user/${kind}/upload-validate`, {
    method: 'POST',
    body: { token },
  });
}

export function useUploadPhoto(kind: PhotoKind) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: (file: File) => uploadPhoto(kind, file, i18n),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
